/**
 * Keeps one process under the API's per-key window (120 requests a clock minute, shared by every endpoint).
 * It reads RateLimit-Remaining / RateLimit-Reset from every answer; when the window is nearly spent it holds
 * new requests until the window resets. Requests in flight count against what is left, so a build rendering
 * many pages at once cannot overshoot.
 */
export interface RateGateOptions {
  /** Requests kept in reserve for other users of the key (e.g. live booking while a build runs). */
  reserve?: number;
  /** Longest a request may be held, in ms; past it the request goes and the API decides. */
  maxHoldMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class RateGate {
  private remaining: number | undefined;
  private resetAt = 0;
  private inFlight = 0;
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

  /** Waits until a request may be sent; call `done(headers)` when its answer arrives. */
  async acquire(): Promise<(headers: Headers | null) => void> {
    const started = this.now();
    while (this.mustWait() && this.now() - started < this.maxHoldMs) {
      const wait = Math.max(50, Math.min(this.resetAt - this.now(), this.maxHoldMs - (this.now() - started)));
      await this.sleep(wait);
      if (this.now() >= this.resetAt) {
        this.remaining = undefined; // a new window: learn it again from the next answer
      }
    }
    this.inFlight++;
    let released = false;
    return (headers) => {
      if (released) return;
      released = true;
      this.inFlight--;
      if (headers) this.observe(headers);
    };
  }

  /** Learns the window from an answer's RateLimit headers (absent on 401 or when the counter is down). */
  observe(headers: Headers): void {
    const remaining = Number(headers.get('ratelimit-remaining'));
    const reset = Number(headers.get('ratelimit-reset'));
    if (!headers.has('ratelimit-remaining') || !Number.isFinite(remaining)) return;
    this.remaining = remaining;
    if (headers.has('ratelimit-reset') && Number.isFinite(reset)) this.resetAt = this.now() + reset * 1000;
  }

  /** Holds every request until the window resets (after a 429). */
  blockFor(seconds: number): void {
    this.remaining = 0;
    this.resetAt = Math.max(this.resetAt, this.now() + seconds * 1000);
  }

  private mustWait(): boolean {
    if (this.remaining === undefined) return false;
    if (this.now() >= this.resetAt) return false;
    return this.remaining - this.inFlight <= this.reserve;
  }

  /** For diagnostics: what the gate believes is left in this window. */
  snapshot() {
    return { remaining: this.remaining, resetInMs: Math.max(0, this.resetAt - this.now()), inFlight: this.inFlight };
  }
}
