'use server';

import { createHash } from 'node:crypto';
import { sitePath } from '@/lib/site-path';
import { logApiFailure } from '@/lib/api-failure';
import { processSingleton } from '@/lib/singleton';
import { clinic } from '@/lib/server/clinic';
import { config } from '@/lib/server/config';
import { checkActionLimit, checkFormToken, isHoneypotFilled, issueFormToken, TOKEN_FIELD } from '@/lib/server/abuse';
import { pickAttribution } from '@/lib/attribution/params';
import { HIDDEN, readLeadForm, type LeadFormValues } from './form-fields';
import type { LeadFormState } from './form-state';
import { toLeadPayload } from './lead-input';
import { OnceStore } from './once';
import { sendLead } from './send';
import { clinicToday } from './time-windows';
import { validateLeadForm, type ValidLead } from './validate';
import { getFormChoices } from '@/lib/site-data/form-choices';

/**
 * The enquiry form's server action (a public POST endpoint: every field is checked here). It works the same with
 * and without JavaScript: it answers with the outcome and the values as typed, and the form re-renders them.
 * Patient data is never logged and never cached; failures are logged by status and code only.
 */

/** What a send came to; kept briefly per submission, without the patient's values (only a hash identifies them). */
type SendResult = { status: 'sent' | 'failed' | 'busy' | 'limited'; sent?: LeadFormState['sent'] };

// A second submit of the same form with the same values, while the first is in flight or just after it succeeded,
// gets the first one's answer (5 minutes: a double click or a repeated post, not a patient writing again later).
const sends = processSingleton('leadSends', () => new OnceStore<SendResult>(5 * 60_000));

/**
 * The identity of one submission: the form's token nonce AND what was typed. The nonce alone is not enough: every
 * visitor of a cached page without JavaScript gets the same token, and two patients must never be merged.
 */
function submissionKey(nonce: string, values: LeadFormValues): string {
  return createHash('sha256').update(nonce).update('\0').update(JSON.stringify(values)).digest('base64url');
}

const str = (form: FormData, key: string, max: number) => {
  const v = form.get(key);
  return typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : undefined;
};

/** A path on this site, or nothing: it only tells reception which page the enquiry came from. */
function pagePath(form: FormData): string | undefined {
  const p = str(form, HIDDEN.page, 300);
  return p && /^\/[^\s\u0000-\u001f]*$/.test(p) && !p.startsWith('//') ? p : undefined;
}

function answer(prev: LeadFormState, patch: Partial<LeadFormState> & Pick<LeadFormState, 'status' | 'values' | 'token'>): LeadFormState {
  return { errors: {}, ...patch, attempt: prev.attempt + 1 };
}

/** The success a bot gets: it looks like the real one, and nothing was sent. */
function fakeSuccess(prev: LeadFormState, values: LeadFormValues, lead?: ValidLead): LeadFormState {
  return answer(prev, { status: 'sent', values, token: issueFormToken(), sent: { windows: lead?.windows ?? [], service: null, doctor: null } });
}

/** Names are a courtesy to reception: never worth keeping the patient waiting (the lists are usually in memory). */
const NAMES_WAIT_MS = 2_000;

async function resolveNames(lead: ValidLead): Promise<{ serviceName?: string; doctorName?: string }> {
  if (!lead.serviceSlug && !lead.doctorSlug) return {};
  try {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), NAMES_WAIT_MS).unref?.());
    const { services, doctors } = await Promise.race([getFormChoices(), timeout]);
    return {
      serviceName: services.find((s) => s.slug === lead.serviceSlug)?.name,
      doctorName: doctors.find((d) => d.slug === lead.doctorSlug)?.name,
    };
  } catch {
    return {}; // the slugs still go with the time request; the API matches them itself
  }
}

export async function submitLead(prev: LeadFormState, form: FormData): Promise<LeadFormState> {
  const values = readLeadForm(form);
  if (isHoneypotFilled(form)) return fakeSuccess(prev, values);

  const submitted = form.get(TOKEN_FIELD);
  const token = checkFormToken(submitted);
  // The next submit keeps this form's token (its fill time and its identity) unless it cannot be trusted.
  const nextToken = token.status === 'ok' || token.status === 'too_fast' ? String(submitted) : issueFormToken();

  const checked = validateLeadForm(values, clinicToday());
  if (!checked.ok) return answer(prev, { status: 'invalid', values, errors: checked.errors, token: nextToken });
  if (token.status === 'invalid' || token.status === 'expired') {
    // Not provably a bot (a tab left open for a day, a changed secret): nothing is sent, the patient sends again.
    return answer(prev, { status: 'expired', values, token: nextToken });
  }
  if (token.status === 'too_fast') return fakeSuccess(prev, values, checked.lead);

  const result = await sends.run(
    submissionKey(token.nonce, values),
    async (): Promise<SendResult> => {
      const limit = await checkActionLimit('lead');
      if (!limit.ok) return { status: limit.reason === 'address' ? 'limited' : 'busy' };

      const names = await resolveNames(checked.lead);
      const payload = toLeadPayload(checked.lead, {
        privacyNoticeVersion: str(form, HIDDEN.notice, 100),
        attribution: config().attribution ? pickAttribution(form) : {},
        // A path on this site, or nothing: it only tells reception which page the enquiry came from.
        page: sitePath(form.get(HIDDEN.page)) ?? undefined,
        ...names,
      });
      const outcome = await sendLead(clinic(), payload).catch((err: unknown) => {
        logApiFailure('leads', 'enquiry failed unexpectedly', err);
        return { ok: false as const, reason: 'unavailable' as const, status: 0, code: undefined };
      });
      if (!outcome.ok) {
        console.warn(`[leads] enquiry not delivered: ${outcome.reason} (status ${outcome.status}${outcome.code ? `, ${outcome.code}` : ''})`);
        return { status: outcome.reason === 'busy' ? 'busy' : 'failed' };
      }
      const tr = outcome.created?.timeRequest;
      return {
        status: 'sent',
        sent: {
          windows: tr?.windows ?? checked.lead.windows,
          service: tr?.service ?? names.serviceName ?? null,
          doctor: tr ? tr.doctor : (names.doctorName ?? null),
        },
      };
    },
    (r) => r.status === 'sent',
  );
  return answer(prev, { ...result, values, token: result.status === 'sent' ? issueFormToken() : nextToken });
}

/** A fresh fill-time token, asked for by the form once it runs in the browser (the page's own may be cached). */
export async function freshFormToken(): Promise<string> {
  return issueFormToken();
}
