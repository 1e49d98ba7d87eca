import type { z } from 'zod';
import { ApiErrorBody } from './schemas/shared';
import { ClinicApiError, networkError, receivedAnswer, refusedBeforeSending } from './errors';
import { MAX_WAIT_SEC, RateGate, sleep } from './pacing';
import { NO_RETRY, readRetry, retryDelayMs, type RetryPolicy } from './retry';

/** What the client hands its transport besides the address: fetch's options, and Next's caching rule for a read. */
export interface TransportInit extends RequestInit {
  next?: { revalidate?: number | false; tags?: string[] };
}

/**
 * How requests reach the API: a real `fetch`, or the embedded demo clinic's handler in-process. An address and
 * options, never a `Request`: Next's fetch logs its first argument when it cannot store an answer (`Failed to set
 * fetch cache`), and a Request would print the key header with it.
 */
export type Transport = (url: string, init: TransportInit) => Promise<Response>;

/** A handler of `Request`s (the in-process demo clinic) as a transport: the Request is made here, far from `fetch`. */
export function requestTransport(handle: (request: Request) => Promise<Response>): Transport {
  return (url, init) => handle(new Request(url, init));
}

/** The largest API answer read by default (CLINIC_API_MAX_BODY_BYTES): far above any answer the API describes. */
export const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface ClinicClientOptions {
  /** Base address ending in /api/v1 (or /v1 on the alternative address). */
  baseUrl: string;
  apiKey: string;
  transport?: Transport;
  /** Per-attempt timeout in ms: from sending until the last byte of the answer is read. */
  timeoutMs?: number;
  /** The largest answer body read, in bytes; a longer one fails as `invalid_response` (default 2 MB). */
  maxBodyBytes?: number;
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

const fetchTransport: Transport = (url, init) => fetch(url, init);

/**
 * An answer dated this far behind the newest the API sent was stored, not sent now. HTTP dates are whole seconds and
 * answers cross on the way: a few seconds of lag are left to fresh answers. A stored answer younger than this passes
 * for fresh (charged, its headers read): its count can only be higher than the gate's, which keeps the lowest.
 */
const REPLAY_LAG_MS = 5_000;

/**
 * A stale stored answer pays for the one request Next sends to refresh it, once per this long: every render that
 * gets the same stale answer meanwhile rides on that request (Next refreshes an entry once, whoever asked). Charging
 * each of them filled the budget's counters with requests never sent (a page hammered by a script: 50 units a minute
 * for none), and patients' enquiries were refused "busy" with the key's window two-thirds empty.
 */
const STALE_CHARGE_MS = 60_000;
/** Stored answers remembered as paid for, at most (oldest forgotten first: a forgotten one is charged again). */
const STALE_CHARGED_MAX = 1_000;

/** The typed, validating, rate-paced client: the only code that talks to the clinic platform. */
export class ClinicClient {
  readonly baseUrl: string;
  readonly gate: RateGate;
  private readonly apiKey: string;
  private readonly transport: Transport;
  private readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly readPolicy: RetryPolicy;
  private readonly admit?: (windowLimit: number | undefined) => SendAdmission;
  /** The newest Date header the API sent (its clock), to tell a stored answer from a fresh one. */
  private newestAnswerDate = Number.NEGATIVE_INFINITY;
  /** Per stale stored answer (its URL and Date): when its background refresh was last charged. */
  private readonly staleCharged = new Map<string, number>();

  constructor(opts: ClinicClientOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.apiKey = opts.apiKey;
    this.transport = opts.transport ?? fetchTransport;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.maxBodyBytes = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.readPolicy = readRetry(
      opts.readRetries ?? 2,
      Math.min(opts.maxRetryAfterSec ?? MAX_WAIT_SEC, MAX_WAIT_SEC) * 1000,
    );
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
        const answer = await this.send(path, method, opts);
        return this.parse(answer, opts.schema, path);
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

  /** Sends one request and returns the answer (already checked for errors, its body read within the cap). */
  async raw(path: string, opts: Omit<RequestOptions<z.ZodType>, 'schema'> = {}): Promise<Response> {
    const { res, text } = await this.send(path, opts.method ?? 'GET', opts);
    return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
  }

  private buildUrl(path: string, query?: RequestOptions<z.ZodType>['query']): string {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
    return url.toString();
  }

  private async send(
    path: string,
    method: string,
    opts: Omit<RequestOptions<z.ZodType>, 'schema'>,
  ): Promise<{ res: Response; text: string }> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.apiKey}`, accept: 'application/json' };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
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
    // The timeout bounds the API's answer, headers and body, so it starts when the gate lets the request go: a request
    // held for the rate window must not time out before it was even sent. `stop` ends a read cut short here (over the
    // size cap): the connection closes, and Next's copy of the body for its data cache stops with it.
    const stop = new AbortController();
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? this.timeoutMs);
    const signal = AbortSignal.any([timeout, stop.signal]);
    const init: TransportInit = { method, headers, body, signal, ...(next ? { next } : { cache: 'no-store' }) };
    let res: Response;
    try {
      res = await this.transport(this.buildUrl(path, opts.query), init);
    } catch (err) {
      release(null);
      throw networkError(err, timedOut(err, timeout));
    }
    const replay = this.replayed(res, cacheable, opts.revalidate);
    if (replay) {
      // Next's data cache answered: its RateLimit headers are those of the minute it was first fetched (an old "3 left"
      // would hold every read, a passed Reset would end the window early). A fresh entry made no request: its unit
      // goes back. A stale one is being fetched again by Next in the background, out of the client's sight: the first
      // such answer's unit stays and pays for that request; the others within STALE_CHARGE_MS go back.
      release(null);
      if (replay === 'fresh' || !this.chargeStale(`${this.buildUrl(path, opts.query)} ${res.headers.get('date')}`))
        await admission?.giveBack?.();
    } else release(res.headers);
    let text: string;
    try {
      text = await readCapped(res, this.maxBodyBytes, signal, () => stop.abort());
    } catch (err) {
      if (err instanceof ClinicApiError) throw err;
      // Cut mid-body (the connection dropped or reset) or past the deadline: no whole answer, as if none came.
      throw networkError(err, timedOut(err, timeout));
    }
    if (res.ok) return { res, text };
    const err = toError(res, text);
    // The per-key request window's 429 carries no code: hold every request until it resets. A 429 with a code
    // (feedback_rate_limited: one endpoint's own hourly limit) must not stall the rest of the site.
    if (err.status === 429 && err.code === undefined) this.gate.blockFor(err.retryAfter ?? 60);
    throw err;
  }

  /** True when this stale stored answer's background refresh is not yet paid for (and counts it as paid now). */
  private chargeStale(id: string): boolean {
    const t = Date.now();
    const at = this.staleCharged.get(id) ?? Number.NEGATIVE_INFINITY;
    if (t - at < STALE_CHARGE_MS) return false;
    this.staleCharged.delete(id);
    this.staleCharged.set(id, t);
    while (this.staleCharged.size > STALE_CHARGED_MAX) this.staleCharged.delete(this.staleCharged.keys().next().value!);
    return true;
  }

  /**
   * An answer no request produced: a cached read whose Date is well behind the newest the API sent (compared on the
   * API's own clock, so no skew with this machine's). Next's data cache hands back the stored answer with its headers,
   * and nothing else marks it: an own `url` property is also what Next's per-render dedupe gives every network answer.
   * 'stale' when the stored answer is older than the read's `revalidate`: Next then fetches it again in the background.
   */
  private replayed(res: Response, cacheable: boolean, revalidateSec: number | undefined): 'fresh' | 'stale' | false {
    // Stryker disable next-line StringLiteral: any other fallback text is no date either
    const date = Date.parse(res.headers.get('date') ?? '');
    if (Number.isNaN(date)) return false;
    // How old the stored answer is, on the API's clock (a replay is told by it, so it has spoken). A cacheable read
    // always names its `revalidate`.
    if (cacheable && date < this.newestAnswerDate - REPLAY_LAG_MS)
      return this.newestAnswerDate - date >= (revalidateSec ?? 0) * 1000 ? 'stale' : 'fresh';
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

  private parse<S extends z.ZodType>(
    { res, text }: { res: Response; text: string },
    schema: S,
    path: string,
  ): z.infer<S> {
    let json: unknown;
    try {
      json = JSON.parse(text);
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

function timedOut(err: unknown, timeout: AbortSignal): boolean {
  return timeout.aborted || (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'));
}

function tooLarge(limit: number): ClinicApiError {
  return new ClinicApiError({
    status: 502,
    code: 'invalid_response',
    message: `Clinic API sent an answer over ${limit} bytes`,
  });
}

/**
 * The answer's body as text, read chunk by chunk and never past `limit` bytes: a declared Content-Length over it is
 * refused before reading, and a body that grows past it is dropped at the chunk that crosses it (`stop` closes the
 * connection). The read also ends when `signal` fires (the attempt's deadline), whatever the transport: a body that
 * drips a few bytes a second, or never ends, cannot hold the call past it.
 */
async function readCapped(res: Response, limit: number, signal: AbortSignal, stop: () => void): Promise<string> {
  // Without the header this is Number(null), 0: never over the cap.
  if (Number(res.headers.get('content-length')) > limit) {
    stop();
    res.body?.cancel().catch(() => {});
    throw tooLarge(limit);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else {
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: the listener is removed below once the read ends
      signal.addEventListener('abort', onAbort, { once: true });
    }
  });
  aborted.catch(() => {});
  const chunks: Uint8Array[] = [];
  let size = 0;
  let whole = false;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw tooLarge(limit);
      chunks.push(value);
    }
    whole = true;
  } finally {
    // Stryker disable next-line StringLiteral: a listener left on this attempt's own signal rejects a settled race
    signal.removeEventListener('abort', onAbort!);
    if (!whole) {
      stop();
      reader.cancel().catch(() => {});
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
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

/**
 * The API's own error body: JSON (by its Content-Type) in the shape the API description gives every error. Anything
 * else in front of an error status is a proxy's, a CDN's or a load balancer's page, not the API's word.
 */
function apiErrorBody(res: Response, text: string): ApiErrorBody | undefined {
  // Stryker disable next-line StringLiteral: any other fallback text is no JSON media type either
  if (!/\bjson\b/i.test(res.headers.get('content-type') ?? '')) return undefined;
  try {
    const parsed = ApiErrorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } /* Stryker disable next-line BlockStatement: after an empty catch the function answers undefined as well */ catch {
    return undefined;
  }
}

function toError(res: Response, text: string): ClinicApiError {
  const body = apiErrorBody(res, text);
  if (body === undefined && res.status !== 429) {
    // Not the API's answer (an nginx 404 page during a deploy, a WAF's 403, a gateway's 502 page): a passing failure
    // like a 502 whatever its status, never "not found" or "refused". A 5xx keeps its status (a 503 still says
    // nothing was done); the status on the wire stays in `received` for the log. A 429 stays a 429 below: whoever
    // sent it, the key is being limited.
    return new ClinicApiError({
      status: res.status >= 500 ? res.status : 502,
      code: 'proxy_error',
      received: receivedAnswer(res),
      retryAfter: res.status >= 500 ? retryAfterHeader(res.headers) : undefined,
      message: `Clinic API address answered ${res.status}, not in the API's error format (proxy_error)`,
    });
  }
  return new ClinicApiError({
    status: res.status,
    code: body?.code,
    // RateLimit-Reset says when the request window ends: a wait that means something for a 429 only. A 5xx waits
    // only when the server says so with Retry-After. A 429 with a code (feedback_rate_limited: up to an hour) keeps the
    // API's wait: it holds no request (the gate ignores it, a retry gives up past its policy's wait).
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
