import { ClinicApiError } from './clinic-api/errors';

/**
 * What a failed API call means to a patient waiting on a form, for every form and live read of the site:
 * - `busy`: the API (or our pacing of its key) said "not now" (429): try again in a moment, or call;
 * - `rejected`: the API refused what was sent (400); `code` says why (e.g. `nfz_phone_only`, `missing_contact`);
 * - `unavailable`: no answer, a server error, an unreadable answer, or a configuration fault (401, 403, 404).
 */
export interface ApiFailure {
  kind: 'busy' | 'rejected' | 'unavailable';
  /** 0 when no HTTP answer came (or the error was not the API's). */
  status: number;
  code?: string;
  /** Seconds the API asked to wait, when it said. */
  retryAfterSec?: number;
}

export function apiFailure(err: unknown): ApiFailure {
  if (!(err instanceof ClinicApiError)) return { kind: 'unavailable', status: 0 };
  const kind = err.status === 429 ? 'busy' : err.status === 400 ? 'rejected' : 'unavailable';
  return { kind, status: err.status, code: err.code, retryAfterSec: err.retryAfter };
}

/**
 * The API unreachable, silent or failing as a server (any 5xx, a proxy's error page included): a write worth keeping
 * to deliver later. Not an answer that came but could not be read (the request may have been stored, or a challenge
 * stands in the way that waiting will not pass), not a refusal nor a "not now" (429).
 */
export function isOutage(err: unknown): boolean {
  if (!(err instanceof ClinicApiError) || err.code === 'invalid_response') return false;
  return err.status === 0 || err.status >= 500;
}

/**
 * A failed call by status and code, and what came over the wire (HTTP status and media type) when an answer came, or
 * the error's kind: never its message, the body nor the request, which may carry what the patient typed.
 */
export function failureDetail(err: unknown): string {
  if (!(err instanceof ClinicApiError)) return err instanceof Error ? err.name : typeof err;
  const r = err.received;
  const wire = r ? ` (HTTP ${r.status}, ${r.contentType ?? 'no content type'})` : '';
  return `${err.status} ${err.code ?? ''}`.trim() + wire;
}

/** Logs a failed call as failureDetail() describes it. */
export function logApiFailure(tag: string, what: string, err: unknown): void {
  console.error(`[${tag}] ${what}: ${failureDetail(err)}`);
}
