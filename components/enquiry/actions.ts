'use server';

import { sitePath } from '@/lib/site-path';
import { logApiFailure } from '@/lib/api-failure';
import { processSingleton } from '@/lib/singleton';
import { asPatientWrite } from '@/lib/budget/server';
import { clinic } from '@/lib/server/clinic';
import { config } from '@/lib/config/server';
import {
  checkActionLimit,
  checkFormToken,
  claimSharedFormToken,
  isHoneypotFilled,
  issueFormToken,
  TOKEN_FIELD,
} from '@/lib/abuse/server';
import { pickAttribution } from '@/lib/attribution/params';
import {
  answer,
  formText,
  HIDDEN,
  readLeadForm,
  sentSummary,
  toLeadPayload,
  type LeadFormState,
  type LeadFormValues,
  type ValidLead,
} from './form';
import { choiceNames, OnceStore, sendLead, submissionKey, type SendResult } from './send';
import { clinicToday, validateLeadForm } from './validate';
import { getPrivacyNotice } from '@/lib/site-data/form-choices';
import { queueEnquiry } from '@/lib/outbox/server';
import { countConversion } from '@/lib/conversions/server';
import { pageKindAt } from '@/lib/site-data/page-kind';

/**
 * The enquiry form's server action (a public POST endpoint: every field is checked here). It works the same with
 * and without JavaScript: it answers with the outcome and the values as typed, and the form re-renders them.
 * Patient data is never logged and never cached; failures are logged by status and code only. The logic it wires
 * lives beside it: the form (form.ts), its checks (validate.ts) and the send (send.ts).
 */

// A second submit of the same form with the same values, while the first is in flight or just after it succeeded,
// gets the first one's answer (5 minutes: a double click or a repeated post, not a patient writing again later).
const sends = processSingleton('leadSends', () => new OnceStore<SendResult>(5 * 60_000));

/** The success a bot gets: it looks like the real one, and nothing was sent. */
function fakeSuccess(prev: LeadFormState, values: LeadFormValues, lead?: ValidLead): LeadFormState {
  return answer(prev, {
    status: 'sent',
    values,
    token: issueFormToken(),
    sent: { windows: lead?.windows ?? [], service: null, doctor: null },
  });
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
  // A person can press "send" within seconds of the page swapping in a fresh token: tell them, keep the token (it is
  // old enough by the time they press again). Only the honeypot earns the fake success.
  if (token.status === 'too_fast') return answer(prev, { status: 'too_fast', values, token: nextToken });

  const key = submissionKey(token.nonce, values);
  const result = await sends.run(
    key,
    async (): Promise<SendResult> => {
      // A token sends a few enquiries at most (SHARED_TOKEN_USES: a cached page's token is every visitor's without
      // JavaScript): a script that got one cannot post it again and again. A use is spent once the site has taken the
      // enquiry (sent, or kept in the outbox); one the site did not take (a limit, a refusal the patient can fix, a
      // failure that kept nothing) is given back, so the patient corrects or simply sends again.
      const claim = await claimSharedFormToken('lead', submitted);
      if (!claim.ok) return { status: 'expired' };
      const result = await sendOnce(checked.lead);
      if (result.status !== 'sent' && result.status !== 'queued') await claim.release();
      return result;
    },
    (r) => r.status === 'sent' || r.status === 'queued',
  );
  return answer(prev, {
    ...result,
    values,
    token:
      result.status === 'sent' || result.status === 'queued' || result.status === 'expired'
        ? issueFormToken()
        : nextToken,
  });

  async function sendOnce(lead: ValidLead): Promise<SendResult> {
    const limit = await checkActionLimit('lead');
    if (!limit.ok) return { status: limit.reason === 'address' ? 'limited' : 'busy' };

    const [names, notice] = await Promise.all([choiceNames(lead), getPrivacyNotice().catch(() => null)]);
    // The version sent is the one the form showed (the API's definition), and only when it is the one GET /privacy
    // gives now: a stale page's or a forged version is not claimed for the patient (the API then stores the enquiry
    // without a clause version). A marketing tick counts only for the box of that very notice.
    const shown = notice !== null && formText(form, HIDDEN.notice, 100) === notice.version;
    const consent = shown && lead.marketingConsent && notice.marketingText != null;
    const payload = toLeadPayload(
      { ...lead, marketingConsent: consent },
      {
        privacyNoticeVersion: shown ? notice.version : undefined,
        attribution: config().attribution ? pickAttribution(form) : {},
        // A path on this site, or nothing: it only tells reception which page the enquiry came from.
        page: sitePath(form.get(HIDDEN.page)) ?? undefined,
        // The same form sent again with the same values is the same submission (a hash: it says nothing of them).
        submissionId: key.slice(0, 22),
        ...names,
      },
    );
    const outcome = await asPatientWrite(() => sendLead(clinic(), payload)).catch((err: unknown) => {
      logApiFailure('leads', 'enquiry failed unexpectedly', err);
      return null;
    });
    if (!outcome?.ok) {
      if (outcome) console.warn(`[leads] enquiry not delivered: ${outcome.reason}, ${outcome.detail}`);
      // The API is down, silent or failing: the site keeps the enquiry and delivers it once the API answers.
      if (outcome?.queueable && (await queueEnquiry({ ...payload, submittedAt: new Date().toISOString() })))
        return { status: 'queued', sent: sentSummary(null, lead, names) };
      return { status: outcome?.reason === 'busy' ? 'busy' : 'failed' };
    }
    // Counted where the API said yes, by the kind of page the form was on (its path is not kept).
    await countConversion('enquiry_sent', await pageKindAt(payload.page));
    return { status: 'sent', sent: sentSummary(outcome.created, lead, names) };
  }
}

/** A fresh fill-time token, asked for by the form once it runs in the browser (the page's own may be cached). */
export async function freshFormToken(): Promise<string> {
  return issueFormToken();
}
