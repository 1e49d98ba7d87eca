import 'server-only';
import { createHash } from 'node:crypto';
import type { LeadCreated } from '@/lib/clinic-api/schemas';
import { getFormChoices } from '@/lib/site-data/form-choices';
import type { LeadFormValues } from './form-fields';
import type { LeadFormState } from './form-state';
import type { ValidLead } from './validate';

/**
 * The enquiry action's logic besides the wiring: who a submission is, what the answer says, and the names that go
 * with the slugs to reception.
 */

/** What a send came to; kept briefly per submission, without the patient's values (only a hash identifies them). */
export type SendResult = {
  /** `expired`: the form's token was used before (nothing sent; the patient sends again with a fresh one). */
  status: 'sent' | 'queued' | 'failed' | 'busy' | 'limited' | 'expired';
  sent?: LeadFormState['sent'];
};

/**
 * The identity of one submission: the form's token nonce AND what was typed. The nonce alone is not enough: every
 * visitor of a cached page without JavaScript gets the same token, and two patients must never be merged.
 */
export function submissionKey(nonce: string, values: LeadFormValues): string {
  return createHash('sha256').update(nonce).update('\0').update(JSON.stringify(values)).digest('base64url');
}

/** A trimmed text field of at most `max` characters, or nothing. */
export function formText(form: FormData, key: string, max: number): string | undefined {
  const v = form.get(key);
  return typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : undefined;
}

/** The form's next state: the outcome, the values as typed, and a new attempt number. */
export function answer(
  prev: LeadFormState,
  patch: Partial<LeadFormState> & Pick<LeadFormState, 'status' | 'values' | 'token'>,
): LeadFormState {
  return { errors: {}, ...patch, attempt: prev.attempt + 1 };
}

/** Names are a courtesy to reception: never worth keeping the patient waiting (the lists are usually in memory). */
const NAMES_WAIT_MS = 2_000;

export type ChoiceNames = { serviceName?: string; doctorName?: string };

/** The chosen treatment's and doctor's names, when the lists answer within a moment. */
export async function choiceNames(lead: ValidLead): Promise<ChoiceNames> {
  if (!lead.serviceSlug && !lead.doctorSlug) return {};
  try {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), NAMES_WAIT_MS).unref?.(),
    );
    const { services, doctors } = await Promise.race([getFormChoices(), timeout]);
    return {
      serviceName: services.find((s) => s.slug === lead.serviceSlug)?.name,
      doctorName: doctors.find((d) => d.slug === lead.doctorSlug)?.name,
    };
  } catch {
    return {}; // the slugs still go with the time request; the API matches them itself
  }
}

/** What the thank-you shows: the API's reading of the time request when it sent one, else what the patient chose. */
export function sentSummary(
  created: LeadCreated | null,
  lead: ValidLead,
  names: ChoiceNames,
): NonNullable<LeadFormState['sent']> {
  const tr = created?.timeRequest;
  return {
    windows: tr?.windows ?? lead.windows,
    service: tr?.service ?? names.serviceName ?? null,
    doctor: tr ? tr.doctor : (names.doctorName ?? null),
  };
}
