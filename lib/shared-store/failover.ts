/**
 * Redis is shared, not required: every use of it goes through one Failover, which bounds how long an answer is
 * waited for and uses this process's memory instead when Redis fails or is slow. The loss is logged once, and so is
 * the return; while Redis is away it is asked again at most once per `retryMs`, so a hung Redis costs a page at most
 * one timeout a second, not one per call.
 */
export interface FailoverOptions {
  /** Longest a Redis answer is waited for (REDIS_TIMEOUT_MS). */
  timeoutMs: number;
  /** While on memory, how often Redis is tried again. */
  retryMs?: number;
  log?: (line: string) => void;
  now?: () => number;
}

class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** The promise's outcome, or a TimeoutError after `ms` (the promise itself still settles; its result is dropped). */
export function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export class Failover {
  private onMemory = false;
  private lastTry = Number.NEGATIVE_INFINITY;
  private readonly retryMs: number;
  private readonly log: (line: string) => void;
  private readonly now: () => number;

  constructor(private readonly opts: FailoverOptions) {
    this.retryMs = opts.retryMs ?? 1_000;
    this.log = opts.log ?? ((line) => console.warn(line));
    this.now = opts.now ?? Date.now;
  }

  /** True while Redis is considered away (the last try failed). */
  get degraded(): boolean {
    return this.onMemory;
  }

  /** `shared()` within the time bound, else `local()`. A `shared` that was dropped may still land in Redis. */
  async run<T>(shared: () => Promise<T>, local: () => Promise<T> | T): Promise<T> {
    if (this.onMemory && this.now() - this.lastTry < this.retryMs) return local();
    this.lastTry = this.now();
    let value: T;
    try {
      value = await withTimeout(Promise.resolve().then(shared), this.opts.timeoutMs);
    } catch (err) {
      if (!this.onMemory) {
        this.onMemory = true;
        // Only the error's kind: a Redis error can quote the command, and with it a key.
        this.log(
          `[redis] unreachable (${err instanceof Error ? err.name : 'error'}): this instance counts and caches in its own memory until Redis answers again`,
        );
      }
      return local();
    }
    if (this.onMemory) {
      this.onMemory = false;
      this.log('[redis] answering again: shared counting and caching resumed');
    }
    return value;
  }
}
