import type { ClinicApiError } from './errors';
import { MAX_WAIT_SEC } from './pacing';

/**
 * When a failed call is sent again: every retry of the site, stated here and applied by the client's request().
 * A retry after a 429 or a long Retry-After is a choice per call, because a patient may be watching a spinner.
 */
export interface RetryPolicy {
  /** Attempts after the first. */
  retries: number;
  /** `transient`: no answer, timeout, 408, 429 or 5xx. `no-answer`: no answer, timeout or 5xx (after a 429 nothing was done). */
  on: 'transient' | 'no-answer';
  /** Pause before retry number `attempt` (0-based) when the API named no wait. */
  backoffMs: (attempt: number) => number;
  /** Honour the API's Retry-After up to this long; a longer wait (asked or backed off) ends the call. Absent: keep to `backoffMs`. */
  maxWaitMs?: number;
}

/** Reads: a few retries with a growing pause, waiting out Retry-After as long as the caller can afford. */
export function readRetry(retries: number, maxWaitMs: number): RetryPolicy {
  return { retries, on: 'transient', backoffMs: (attempt) => Math.min(2 ** attempt, 4) * 1000, maxWaitMs };
}

/** Writes are sent once unless the call names a policy. */
export const NO_RETRY: RetryPolicy = { retries: 0, on: 'transient', backoffMs: () => 0 };

/**
 * A write the API makes idempotent (a booking: identical data within 5 minutes returns the existing appointment):
 * one quick re-send when no answer came or the server failed, even if the first attempt did book. Not after a 429
 * (nothing was booked, and the patient should not wait out a minute). When the re-send fails after a first attempt
 * whose outcome is unknown (no answer, any 5xx but 501 and 503: ClinicApiError.outcomeUnknown), its error carries
 * `earlierAttemptOutcomeUnknown`: a 409 may be for the slot the first attempt took while it was still being written,
 * so the booking action tells the patient the visit may be booked.
 */
export const IDEMPOTENT_WRITE: RetryPolicy = { retries: 1, on: 'no-answer', backoffMs: () => 400 };

/**
 * A write where a duplicate is far cheaper than a loss (an enquiry): one retry after any transient failure,
 * honouring a Retry-After of up to 3 s; past that the patient is told to try later or call.
 */
export const AT_LEAST_ONCE_WRITE: RetryPolicy = {
  retries: 1,
  on: 'transient',
  backoffMs: () => 1_000,
  maxWaitMs: 3_000,
};

/** How long to pause before sending again after `err`, or null to give up. An unreadable 2xx is never re-sent. */
export function retryDelayMs(policy: RetryPolicy, err: ClinicApiError, attempt: number): number | null {
  if (attempt >= policy.retries || err.code === 'invalid_response') return null;
  const worth = policy.on === 'transient' ? err.isTransient : err.status === 0 || err.status >= 500;
  if (!worth) return null;
  if (policy.maxWaitMs === undefined) return policy.backoffMs(attempt);
  const wait = err.retryAfter !== undefined ? err.retryAfter * 1000 : policy.backoffMs(attempt);
  // Whatever a policy allows, no wait outlasts the key's window and its margin.
  return wait > Math.min(policy.maxWaitMs, MAX_WAIT_SEC * 1000) ? null : wait;
}
