/**
 * Where the budget counts: clock windows (a minute by default, aligned to the epoch like the API's own window), one
 * counter per key. An in-memory store serves one instance; several instances sharing a key need one shared store
 * (Redis, issue 13), which implements the same single call atomically (a Lua script over the keys).
 */
export interface Charge {
  /** Counter name, e.g. `slots`, `slots@203.0.113.7`, `all`. */
  key: string;
  /** Most the counter may reach within one window. */
  limit: number;
}

export interface BudgetStore {
  /**
   * Adds `n` to every counter of `charges` in the current window of `windowMs`, all or none: it adds nothing and
   * answers false when any of them would pass its limit.
   */
  take(charges: readonly Charge[], n: number, windowMs: number): Promise<boolean>;
  /**
   * Takes `n` back off every counter of `charges` in the current window, never below zero: a send counted that turned
   * out to make no request (an answer Next's data cache replayed).
   */
  give(charges: readonly Charge[], n: number, windowMs: number): Promise<void>;
  /** What a counter holds in the current window (diagnostics and tests). */
  used(key: string, windowMs: number): Promise<number>;
}

/** The window a moment falls in: clock-aligned, so every instance (and the API) agrees where a minute starts. */
export function windowOf(nowMs: number, windowMs: number): number {
  return Math.floor(nowMs / windowMs);
}

/** The milliseconds left in the current window. */
export function msToWindowEnd(nowMs: number, windowMs: number): number {
  return (windowOf(nowMs, windowMs) + 1) * windowMs - nowMs;
}

/** One process's counters. Old windows are dropped when a counter is next touched, so memory stays bounded. */
export class MemoryBudgetStore implements BudgetStore {
  private readonly counters = new Map<string, { window: number; count: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async take(charges: readonly Charge[], n: number, windowMs: number): Promise<boolean> {
    const w = windowOf(this.now(), windowMs);
    if (charges.some((c) => this.current(c.key, w) + n > c.limit)) return false;
    for (const c of charges) this.counters.set(c.key, { window: w, count: this.current(c.key, w) + n });
    return true;
  }

  async give(charges: readonly Charge[], n: number, windowMs: number): Promise<void> {
    const w = windowOf(this.now(), windowMs);
    for (const c of charges) {
      const cur = this.current(c.key, w);
      if (cur > 0) this.counters.set(c.key, { window: w, count: Math.max(0, cur - n) });
    }
  }

  async used(key: string, windowMs: number): Promise<number> {
    return this.current(key, windowOf(this.now(), windowMs));
  }

  /** Every counter this store spent in the current window of `windowMs`. */
  spent(windowMs: number): { key: string; n: number }[] {
    const w = windowOf(this.now(), windowMs);
    return [...this.counters].filter(([, c]) => c.window === w && c.count > 0).map(([key, c]) => ({ key, n: c.count }));
  }

  private current(key: string, window: number): number {
    const c = this.counters.get(key);
    if (!c || c.window !== window) {
      this.counters.delete(key);
      return 0;
    }
    return c.count;
  }
}
