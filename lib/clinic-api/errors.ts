import type { ApiErrorBody } from './schemas/shared';

/** An answer's HTTP status and media type (`text/html`, no parameters), or null when it named none. */
interface ReceivedAnswer {
  status: number;
  contentType: string | null;
}

/** The status and media type of an answer: only a well-formed `type/subtype` is kept (it is logged). */
export function receivedAnswer(res: Response): ReceivedAnswer {
  // Stryker disable next-line StringLiteral: any other fallback text is no `type/subtype` either, so it is null alike
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return { status: res.status, contentType: /^[\w.+-]{1,40}\/[\w.+-]{1,60}$/.test(type) ? type : null };
}

const BRAND = Symbol.for('clinic-site.ClinicApiError');

/** Every failure of an API call: HTTP status, the API's `code` when sent, and how long to wait when told. */
export class ClinicApiError extends Error {
  /**
   * `instanceof` by brand, not by class identity: Next bundles server code into several layers (pages, route
   * handlers, proxy), each with its own copy of this module, while the client is shared process-wide.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
  declare readonly [BRAND]: true;
  readonly status: number;
  readonly code: string | undefined;
  /** Seconds to wait before retrying (from Retry-After, else RateLimit-Reset), when the API said. */
  readonly retryAfter: number | undefined;
  readonly body: ApiErrorBody | undefined;
  /**
   * What came back over the wire when an answer came: its HTTP status (an unreadable 200, or a proxy's 404 page, is
   * `status` 502 here) and media type, so a failure can be logged as it was without the body, which may quote the
   * patient.
   */
  readonly received: ReceivedAnswer | undefined;
  /**
   * A write sent again after an attempt whose outcome is unknown (`outcomeUnknown`: lib/clinic-api/retry.ts), and this
   * is the last attempt's error: the first may still have been done (a booking made), whatever this one says. Set by
   * the client.
   */
  declare earlierAttemptOutcomeUnknown: boolean;

  constructor(opts: {
    status: number;
    code?: string;
    retryAfter?: number;
    body?: ApiErrorBody;
    message?: string;
    received?: ReceivedAnswer;
  }) {
    super(opts.message ?? `Clinic API answered ${opts.status}${opts.code ? ` (${opts.code})` : ''}`);
    this.name = 'ClinicApiError';
    Object.defineProperty(this, BRAND, { value: true, enumerable: false });
    // Not enumerable: a logged error prints its status and code only (see budget.test.ts).
    Object.defineProperty(this, 'earlierAttemptOutcomeUnknown', { value: false, writable: true, enumerable: false });
    this.status = opts.status;
    this.code = opts.code;
    this.retryAfter = opts.retryAfter;
    this.body = opts.body;
    this.received = opts.received;
  }

  /**
   * True when a write that met this error may still have been done: no answer at all (status 0: the connection
   * dropped or the attempt timed out), or any server or gateway failure (500, a gateway that gave up waiting: 502,
   * 504, a CDN's 520 to 524...). Not 503 (unavailable: refused before doing anything) nor 501 (not implemented), nor
   * any 4xx.
   */
  get outcomeUnknown(): boolean {
    return this.status === 0 || (this.status >= 500 && this.status !== 501 && this.status !== 503);
  }

  /** True for the API's own "not there": a 404 with its JSON error body (a proxy's 404 page is `proxy_error`). */
  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** True when trying again later may succeed: network failure (status 0), timeout, 429 or 5xx (not a malformed answer). */
  get isTransient(): boolean {
    if (this.code === 'invalid_response') return false;
    return this.status === 0 || this.status === 408 || this.status === 429 || this.status >= 500;
  }
}

/**
 * A call this site turned away before sending it (its budget share or the rate window): an expected, routine event
 * (a background refresh giving way keeps the last good page), so it carries a one-line stack and Next logs one line
 * for it, not a trace through the client.
 */
export function refusedBeforeSending(opts: {
  code: 'budget_spent' | 'rate_gate_hold';
  retryAfter?: number;
  message: string;
}): ClinicApiError {
  const err = new ClinicApiError({ status: 429, ...opts });
  err.stack = `${err.name}: ${err.message} (${opts.code})`;
  // Read as usual, but left out of a logged inspection: Next prints `[ClinicApiError: … (code)] { digest }` in one line.
  for (const field of ['status', 'code', 'retryAfter', 'body', 'received'] as const)
    Object.defineProperty(err, field, { enumerable: false });
  return err;
}

/** Status 0 stands for "no answer": network error or timeout. */
export function networkError(cause: unknown, timedOut: boolean): ClinicApiError {
  const err = new ClinicApiError({
    status: 0,
    code: timedOut ? 'timeout' : 'network_error',
    message: timedOut ? 'Clinic API did not answer in time' : 'Clinic API could not be reached',
  });
  (err as { cause?: unknown }).cause = cause;
  return err;
}
