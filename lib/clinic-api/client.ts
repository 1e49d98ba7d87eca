import type { z } from 'zod';
import { ApiErrorBody } from './schemas/shared';
import { ClinicApiError, networkError, receivedAnswer, refusedBeforeSending } from './errors';
import { RateGate, sleep } from './pacing';
import { NO_RETRY, readRetry, retryDelayMs, type RetryPolicy } from './retry';

/** How requests reach the API: a real `fetch`, or the embedded demo clinic's handler in-process. */
export type Transport = (
  request: Request,
  init?: { next?: { revalidate?: number | false; tags?: string[] } },
) => Promise<Response>;

export interface ClinicClientOptions {
  /** Base address ending in /api/v1 (or /v1 on the alternative address). */
  baseUrl: string;
  apiKey: string;
  transport?: Transport;
  /** Per-attempt timeout in ms. */
  timeoutMs?: number;
  /** Retries of idempotent reads after a 429 or a transient failure. */
  readRetries?: number;
  /** Longest wait honoured from Retry-After before giving up, in seconds. */
  maxRetryAfterSec?: number;
  gate?: RateGate;
  /** The site's budget, asked before every send (lib/budget): what to keep back, and whether it may be spent. */
  admit?: (windowLimit: number | undefined) => SendAdmission;
}

/** The budget's word on one send. */
export interface SendAdmission {
  /** Requests of the window the rate gate keeps unspent before letting this send go. */
  reserve: number;
  /** Give up at once (429 `rate_gate_hold`) rather than be held longer than this, in ms. */
  maxHoldMs?: number;
  /** Counts the send against the budget; throws a 429 ClinicApiError when the budget refuses it. */
  take(): Promise<void>;
  /** Undoes `take()` for a send that made no request (Next's data cache answered it). */
  giveBack?(): Promise<void>;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body (serialised here) or a FormData / raw body. */
  body?: unknown;
  schema: S;
  /** Cache the answer for this many seconds (content only); patient data is always no-store. */
  revalidate?: number;
  tags?: string[];
  /** When to send again after a failure (lib/clinic-api/retry.ts); default: reads retry, writes do not. */
  retry?: RetryPolicy;
  /** Give up at once (429) rather than let the rate pacing hold this call longer than this, in ms. */
  maxGateWaitMs?: number;
  /** Extra per-call timeout. */
  timeoutMs?: number;
}

const fetchTransport: Transport = (request, init) => fetch(request, init as RequestInit);

/**
 * An answer dated this far behind the newest the API sent was stored, not sent now. HTTP dates are whole seconds and
 * answers cross on the way: a few seconds of lag are left to fresh answers. A stored answer younger than this passes
 * for fresh (charged, its headers read): its count can only be higher than the gate's, which keeps the lowest.
 */
const REPLAY_LAG_MS = 5_000;

/** The typed, validating, rate-paced client: the only code that talks to the clinic platform. */
export class ClinicClient {
  readonly baseUrl: string;
  readonly gate: RateGate;
  private readonly apiKey: string;
  private readonly transport: Transport;
  private readonly timeoutMs: number;
  private readonly readPolicy: RetryPolicy;
  private readonly admit?: (windowLimit: number | undefined) => SendAdmission;
  /** The newest Date header the API sent (its clock), to tell a stored answer from a fresh one. */
  private newestAnswerDate = Number.NEGATIVE_INFINITY;

  constructor(opts: ClinicClientOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.apiKey = opts.apiKey;
    this.transport = opts.transport ?? fetchTransport;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.readPolicy = readRetry(opts.readRetries ?? 2, (opts.maxRetryAfterSec ?? 65) * 1000);
    this.gate = opts.gate ?? new RateGate();
    this.admit = opts.admit;
  }

  /** Sends a request under its retry policy (reads retry by default) and parses the answer with `schema`. */
  async request<S extends z.ZodType>(path: string, opts: RequestOptions<S>): Promise<z.infer<S>> {
    const method = opts.method ?? 'GET';
    const policy = opts.retry ?? (method === 'GET' ? this.readPolicy : NO_RETRY);
    // A write whose earlier attempt got no answer or a server's failure may have been done: the last attempt's error
    // says so (ClinicApiError.earlierAttemptOutcomeUnknown), e.g. a booking's retry meeting 409 for the slot the first
    // one took.
    let unanswered = false;
    for (let attempt = 0; ; attempt++) {
      if (opts.maxGateWaitMs !== undefined && this.gate.holdMs(this.admission()?.reserve) > opts.maxGateWaitMs) {
        const err = gateHold();
        err.earlierAttemptOutcomeUnknown = unanswered && method !== 'GET';
        throw err;
      }
      try {
        const res = await this.send(path, method, opts);
        return await this.parse(res, opts.schema, path);
      } catch (err) {
        const waitMs = err instanceof ClinicApiError ? retryDelayMs(policy, err, attempt) : null;
        if (waitMs === null) {
          if (unanswered && method !== 'GET' && err instanceof ClinicApiError) err.earlierAttemptOutcomeUnknown = true;
          throw err;
        }
        if (err instanceof ClinicApiError && err.outcomeUnknown) unanswered = true;
        await sleep(waitMs);
      }
    }
  }

  private admission(): SendAdmission | undefined {
    return this.admit?.(this.gate.snapshot().limit);
  }

  /** Sends one request and returns the raw Response (already checked for errors). */
  async raw(path: string, opts: Omit<RequestOptions<z.ZodType>, 'schema'> = {}): Promise<Response> {
    return this.send(path, opts.method ?? 'GET', opts);
  }

  private buildUrl(path: string, query?: RequestOptions<z.ZodType>['query']): string {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    return url.toString();
  }

  private async send(path: string, method: string, opts: Omit<RequestOptions<z.ZodType>, 'schema'>): Promise<Response> {
    const headers = new Headers({ authorization: `Bearer ${this.apiKey}`, accept: 'application/json' });
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
    else if (opts.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(opts.body);
    }
    const cacheable = method === 'GET' && opts.revalidate !== undefined;
    const next = cacheable ? { revalidate: opts.revalidate, tags: opts.tags } : undefined;
    // The budget is asked per send, so a retry or an "any specialist" fan-out costs what it really sends.
    const admission = this.admission();
    if (admission?.maxHoldMs !== undefined && this.gate.holdMs(admission.reserve) > admission.maxHoldMs)
      throw gateHold();
    await admission?.take();
    const release = await this.gate.acquire(admission?.reserve);
    // The timeout bounds the API's answer, so it starts when the gate lets the request go: a request held for the
    // rate window must not time out before it was even sent.
    const signal = AbortSignal.timeout(opts.timeoutMs ?? this.timeoutMs);
    const request = new Request(this.buildUrl(path, opts.query), { method, headers, body, signal });
    let res: Response;
    try {
      res = await this.transport(request, next ? { next } : ({ cache: 'no-store' } as never));
    } catch (err) {
      release(null);
      const timedOut =
        signal.aborted || (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'));
      throw networkError(err, timedOut);
    }
    const replay = this.replayed(res, cacheable, opts.revalidate);
    if (replay) {
      // Next's data cache answered: its RateLimit headers are those of the minute it was first fetched (an old "3 left"
      // would hold every read, a passed Reset would end the window early). A fresh entry made no request: its unit
      // goes back. A stale one is being fetched again by Next in the background, out of the client's sight: the unit
      // stays, and pays for that request.
      release(null);
      if (replay === 'fresh') await admission?.giveBack?.();
    } else release(res.headers);
    if (res.ok) return res;
    const err = await toError(res);
    // The per-key request window's 429 carries no code: hold every request until it resets. A 429 with a code
    // (feedback_rate_limited: one endpoint's own hourly limit) must not stall the rest of the site.
    if (err.status === 429 && err.code === undefined) this.gate.blockFor(err.retryAfter ?? 60);
    throw err;
  }

  /**
   * An answer no request produced: a cached read whose Date is well behind the newest the API sent (compared on the
   * API's own clock, so no skew with this machine's). Next's data cache hands back the stored answer with its headers,
   * and nothing else marks it: an own `url` property is also what Next's per-render dedupe gives every network answer.
   * 'stale' when the stored answer is older than the read's `revalidate`: Next then fetches it again in the background.
   */
  private replayed(res: Response, cacheable: boolean, revalidateSec: number | undefined): 'fresh' | 'stale' | false {
    const date = Date.parse(res.headers.get('date') ?? '');
    // How old the stored answer is, on the API's clock when it has spoken (else this machine's).
    const now = Number.isFinite(this.newestAnswerDate) ? this.newestAnswerDate : Date.now();
    const freshness = () =>
      !Number.isNaN(date) && revalidateSec !== undefined && now - date >= revalidateSec * 1000 ? 'stale' : 'fresh';
    if (Number.isNaN(date)) return false;
    if (cacheable && date < this.newestAnswerDate - REPLAY_LAG_MS) return freshness();
    this.newestAnswerDate = Math.max(this.newestAnswerDate, date);
    return false;
  }

  /**
   * The API's clock as last heard: the newest Date header it sent (epoch ms, whole seconds), or null before any
   * answer with a Date. For times the API compares with its own (`updated_since` against `updatedAt`).
   */
  get apiDate(): number | null {
    return Number.isFinite(this.newestAnswerDate) ? this.newestAnswerDate : null;
  }

  private async parse<S extends z.ZodType>(res: Response, schema: S, path: string): Promise<z.infer<S>> {
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new ClinicApiError({
        status: 502,
        code: 'invalid_response',
        message: `Clinic API sent non-JSON for ${path}`,
        received: receivedAnswer(res),
      });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ClinicApiError({
        status: 502,
        code: 'invalid_response',
        received: receivedAnswer(res),
        message: `Clinic API answer for ${path} does not match the expected shape: ${parsed.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
      });
    }
    return parsed.data;
  }
}

function gateHold(): ClinicApiError {
  return refusedBeforeSending({ code: 'rate_gate_hold', message: "The key's window is spent: this call gave way" });
}

/** Seconds from a Retry-After header (seconds or an HTTP date), when present. */
function retryAfterHeader(headers: Headers): number | undefined {
  const ra = headers.get('retry-after');
  if (!ra) return undefined;
  const n = Number(ra);
  if (Number.isFinite(n)) return Math.max(0, n);
  const date = Date.parse(ra);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Seconds from Retry-After (seconds or HTTP date), else RateLimit-Reset. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const fromHeader = retryAfterHeader(headers);
  if (fromHeader !== undefined) return fromHeader;
  const reset = Number(headers.get('ratelimit-reset'));
  return headers.has('ratelimit-reset') && Number.isFinite(reset) ? reset : undefined;
}

/**
 * The key's window 429 (no code): the window is the clock minute, and the API answers `Retry-After: 60` whenever in
 * the minute the request came; RateLimit-Reset says when the window really ends ("retry after Retry-After or
 * RateLimit-Reset"). The earlier of the two: a 429 at :55 holds the site 5 s, not a minute into the next window.
 */
function windowRetryAfter(headers: Headers): number | undefined {
  const ra = retryAfterHeader(headers);
  const reset = Number(headers.get('ratelimit-reset'));
  const r = headers.has('ratelimit-reset') && Number.isFinite(reset) && reset >= 0 ? reset : undefined;
  return ra === undefined ? r : r === undefined ? ra : Math.min(ra, r);
}

async function toError(res: Response): Promise<ClinicApiError> {
  let body: ApiErrorBody | undefined;
  try {
    const parsed = ApiErrorBody.safeParse(await res.json());
    if (parsed.success) body = parsed.data;
  } catch {
    /* not JSON: keep the status */
  }
  return new ClinicApiError({
    status: res.status,
    code: body?.code,
    // RateLimit-Reset says when the request window ends: a wait that means something for a 429 only. A 5xx waits
    // only when the server says so with Retry-After.
    retryAfter:
      res.status === 429
        ? body?.code === undefined
          ? windowRetryAfter(res.headers)
          : retryAfterSeconds(res.headers)
        : res.status >= 500
          ? retryAfterHeader(res.headers)
          : undefined,
    body,
    message: body?.error,
    received: receivedAnswer(res),
  });
}
