import type { ClinicClient } from './client';
import type { RetryPolicy } from './retry';
import * as S from './schemas';

/** The information clause changes rarely; the API lets clients keep GET answers for a minute. */
export const PRIVACY_REVALIDATE = 60;

export interface CreateLeadOptions {
  /**
   * `strict=1` (1.3.0): a lead without a usable contact or with an invalid `timeRequest` is rejected with 400
   * (`missing_contact`, `invalid_time_request`) and nothing is stored, instead of being stored with `warnings`.
   * Default true: the site never wants a half-valid enquiry in the CRM.
   */
  strict?: boolean;
  timeoutMs?: number;
  /** Default: sent once. */
  retry?: RetryPolicy;
  maxGateWaitMs?: number;
}

/**
 * POST /leads: stores an enquiry (reception e-mail, `lead.created` webhook). Never cached; retried only when the
 * caller names a policy, deciding that a duplicate is better than a lost enquiry.
 */
export function createLead(client: ClinicClient, input: S.LeadInput, opts: CreateLeadOptions = {}) {
  return client.request('/leads', {
    method: 'POST',
    query: { strict: (opts.strict ?? true) ? '1' : undefined },
    body: input,
    schema: S.LeadCreated,
    timeoutMs: opts.timeoutMs,
    retry: opts.retry,
    maxGateWaitMs: opts.maxGateWaitMs,
  });
}

/** GET /privacy: the information clause forms link to, with the `version` they send and the marketing box text. */
export async function getPrivacyNotice(client: ClinicClient) {
  const res = await client.request('/privacy', {
    schema: S.PrivacyResponse,
    revalidate: PRIVACY_REVALIDATE,
    tags: ['clinic-content', 'clinic-privacy'],
  });
  return res.privacy;
}
