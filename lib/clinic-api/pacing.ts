/**
 * Keeps one process under the API's per-key window (120 requests a clock minute, shared by every endpoint).
 * It reads RateLimit-Remaining / RateLimit-Reset from every answer; when the window is nearly spent it holds
 * new requests until the window resets. Requests in flight count against what is left, so a build rendering
 * many pages at once cannot overshoot.
 *
 * While the window is unknown (at the start, and again once it has reset) one request goes alone and the others
 * wait for its answer: releasing every waiter the moment a window resets would send them all into the new window
 * at once, far past its limit. Within a window the count only goes down: answers can arrive out of order, and an
 * older, higher RateLimit-Remaining must not reopen room that is already spent.
 */
export interface RateGateOptions {
  /** Requests kept in reserve for other users of the key (e.g. live booking while a build runs). */
  reserve?: number;
  /** Longest a request may be held, in ms; past it the request goes and the API decides. */
  maxHoldMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The longest any wait named by the API, or by whatever answers in its name (a CDN's 429 page with `Retry-After: 86400`),
 * holds this site: the key's window (a clock minute) and a margin. Past it one request goes and finds out.
 */
export const MAX_WAIT_SEC = 65;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** How often a request waiting for the window-learning request's answer looks again. */
const PROBE_POLL_MS = 20;

export class RateGate {
  private remaining: number | undefined;
  /** The window's size (RateLimit-Limit), for reserves that scale with it. */
  private limit: number | undefined;
  private resetAt = 0;
  /** Counts the windows this gate has seen end: an answer to a request sent in an earlier one cannot open the next. */
  private epoch = 0;
  private inFlight = 0;
  /** A request is out to learn the window (its answer's RateLimit headers). */
  private probing = false;
  /**
   * Answers to requests from an earlier window that came back while the probe was out. Each was still on its way
   * when the probe left, so the API may have counted it after the probe: the probe's count is lowered by them.
   */
  private lateWhileProbing = 0;
  /** The last answer carried no RateLimit headers: nothing to learn, so unknown does not mean "one at a time". */
  private unmetered = false;
  private readonly reserve: number;
  private readonly maxHoldMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(opts: RateGateOptions = {}) {
    this.reserve = opts.reserve ?? 2;
    this.maxHoldMs = opts.maxHoldMs ?? 65_000;
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? sleep;
  }

  /**
   * Waits until a request may be sent, keeping `reserve` requests of the window unspent (the caller's priority:
   * lib/budget); call `done(headers)` when its answer arrives.
   */
  async acquire(reserve: number = this.reserve): Promise<(headers: Headers | null) => void> {
    const started = this.now();
    while (this.mustWait(reserve) && this.now() - started < this.maxHoldMs) {
      // Until the window's end, or the next look while the probe is out (an unknown window's end has passed: the
      // wait is then PROBE_POLL_MS).
      const wait = Math.max(
        PROBE_POLL_MS,
        Math.min(this.resetAt - this.now(), this.maxHoldMs - (this.now() - started)),
      );
      await this.sleep(wait);
    }
    const probe = this.remaining === undefined && !this.probing && !this.unmetered;
    if (probe) {
      this.probing = true;
      this.lateWhileProbing = 0;
    }
    this.inFlight++;
    const sentIn = this.epoch;
    let released = false;
    return (headers) => {
      if (released) return;
      released = true;
      this.inFlight--;
      if (headers) this.observe(headers, sentIn, probe);
      if (probe) this.probing = false;
    };
  }

  /**
   * Learns the window from an answer's RateLimit headers (absent on 401 or when the counter is down). `sentIn` is the
   * gate's window count when the request left: a slow answer to a request sent before the last window ended says
   * how much was left early in the new one, long since spent by the requests sent after it, so it may lower a known
   * count but never opens a new window (the probe's answer does).
   */
  observe(headers: Headers, sentIn: number = this.epoch, isProbe = false): void {
    const remaining = Number(headers.get('ratelimit-remaining'));
    const reset = Number(headers.get('ratelimit-reset'));
    // Without both headers there is no window to keep to (a 401, or the counter briefly unavailable).
    if (
      !headers.has('ratelimit-remaining') ||
      !Number.isFinite(remaining) ||
      !headers.has('ratelimit-reset') ||
      !Number.isFinite(reset)
    ) {
      this.unmetered = true;
      return;
    }
    this.unmetered = false;
    // Absent, this is Number(null), 0: no size.
    const limit = Number(headers.get('ratelimit-limit'));
    if (Number.isInteger(limit) && limit > 0) this.limit = limit;
    this.expireWindow();
    if (this.remaining === undefined && sentIn !== this.epoch) {
      // Sent before the probe and answered while it is out: the API may have counted it after the probe.
      // Stryker disable next-line ConditionalExpression: a count made with no probe out is reset when the next one leaves
      if (this.probing) this.lateWhileProbing++;
      return;
    }
    if (this.remaining !== undefined) {
      // The same window: keep the lowest count seen (see the class comment); its end is already known.
      this.remaining = Math.min(this.remaining, remaining);
      return;
    }
    // Only the probe is sent while the window is unknown; answers from before it that came back meanwhile may have
    // been counted after it (separate connections keep no order), so they come off its count.
    this.remaining = Math.max(0, remaining - (isProbe ? this.lateWhileProbing : 0));
    this.lateWhileProbing = 0;
    // RateLimit-Reset is whole seconds rounded up and read after the answer travelled: never earlier than the real end.
    // A window never ends later than the longest wait kept (a garbage reset must not stall the site for a day).
    this.resetAt = this.now() + Math.min(reset, MAX_WAIT_SEC) * 1000;
  }

  /**
   * Holds every request until the window resets (after a 429), for at most MAX_WAIT_SEC: then the window is unknown
   * again, and one request goes alone to learn it (a probe) while the others wait for its answer.
   */
  blockFor(seconds: number): void {
    this.expireWindow();
    this.remaining = 0;
    // A 429 without RateLimit headers (a CDN's page) made the gate think the API meters nothing: after the block, one
    // request still goes first, and its answer says whether the rest may follow.
    this.unmetered = false;
    this.resetAt = Math.min(
      Math.max(this.resetAt, this.now() + Math.max(0, seconds) * 1000),
      this.now() + MAX_WAIT_SEC * 1000,
    );
  }

  /** Once the known window has ended, forget its count: the next answer tells the new one. */
  private expireWindow(): void {
    if (this.remaining !== undefined && this.now() >= this.resetAt) {
      this.remaining = undefined;
      // Stryker disable next-line UpdateOperator: epochs are only compared for equality; counting down tells them apart too
      this.epoch++;
    }
  }

  private mustWait(reserve: number): boolean {
    this.expireWindow();
    // Unknown window: one request learns it while the others wait (unless the API sends no RateLimit headers).
    if (this.remaining === undefined) return this.probing && !this.unmetered;
    return this.remaining - this.inFlight <= reserve;
  }

  /** How long a request keeping `reserve` back would be held now (0: it would go at once). */
  holdMs(reserve: number = this.reserve): number {
    this.expireWindow();
    return (this.remaining ?? Number.POSITIVE_INFINITY) - this.inFlight <= reserve
      ? Math.max(0, this.resetAt - this.now())
      : 0;
  }

  /** What the gate believes is left in this window, and the window's size when the API said it. */
  snapshot() {
    this.expireWindow();
    return {
      remaining: this.remaining,
      limit: this.limit,
      resetInMs: Math.max(0, this.resetAt - this.now()),
      inFlight: this.inFlight,
    };
  }
}
