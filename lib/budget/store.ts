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
  /**
   * A fair share (docs/budget.md): past `open`, only a visitor first seen (`seen`, e.g. `slots@203.0.113.7`) less than
   * a window ago may add to this counter; one that has been asking since longer stops at `open`. Every take with a
   * `seen` marks it seen, refused or not, and a visitor is forgotten a window after its last take. A visitor refused by
   * its own counter (the charge whose `key` is its `seen`) counts as seen since a window from then on.
   */
  open?: number;
  seen?: string;
}

/** The limit a charge holds a visitor to: `open` for one seen since more than a window, else the whole limit. */
function capFor(c: Charge, fresh: boolean): number {
  return c.open !== undefined && !fresh ? Math.min(c.limit, c.open) : c.limit;
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
  /** Per `windowMs:seen`: when the visitor was first seen, and until when it is remembered (bounded, oldest first). */
  private readonly visitors = new Map<string, { first: number; until: number }>();
  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxVisitors = 10_000,
  ) {}

  async take(charges: readonly Charge[], n: number, windowMs: number): Promise<boolean> {
    const t = this.now();
    const w = windowOf(t, windowMs);
    const fresh = new Map<string, boolean>();
    for (const c of charges) if (c.seen && !fresh.has(c.seen)) fresh.set(c.seen, this.visit(c.seen, t, windowMs));
    const over = charges.filter((c) => this.current(c.key, w) + n > capFor(c, !c.seen || fresh.get(c.seen)!));
    if (over.length > 0) {
      // A visitor that ran into its own cap (its counter is named as it is seen) is no newcomer: from now on it stops at
      // the open parts, as one seen for a window does, so a storm's addresses lose the reserve at their first refusal.
      for (const c of over) if (fresh.has(c.key)) this.markHeavy(c.key, t, windowMs);
      return false;
    }
    for (const c of charges) this.counters.set(c.key, { window: w, count: this.current(c.key, w) + n });
    return true;
  }

  async give(charges: readonly Charge[], n: number, windowMs: number): Promise<void> {
    const w = windowOf(this.now(), windowMs);
    for (const c of charges) {
      const cur = this.current(c.key, w);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a counter at 0 and no counter read alike
      if (cur > 0) this.counters.set(c.key, { window: w, count: Math.max(0, cur - n) });
    }
  }

  async used(key: string, windowMs: number): Promise<number> {
    return this.current(key, windowOf(this.now(), windowMs));
  }

  /**
   * Marks the visitors of `charges` seen, counting nothing: a take another store (Redis) answered, so that this store,
   * standing in while Redis is away, knows who is no newcomer. `refusedByOwn`: that take was refused by the visitor's
   * own counter, which here, too, ends its newcomer's part.
   */
  note(charges: readonly Charge[], windowMs: number, refusedByOwn: boolean): void {
    const t = this.now();
    for (const c of charges) if (c.seen) this.visit(c.seen, t, windowMs);
    if (refusedByOwn) for (const c of charges) if (c.seen) this.markHeavy(c.seen, t, windowMs);
  }

  /** Forgets every count (kept elsewhere now), keeping who was seen. */
  clearCounts(): void {
    this.counters.clear();
  }

  /** Every counter this store spent in the current window of `windowMs`. */
  spent(windowMs: number): { key: string; n: number }[] {
    const w = windowOf(this.now(), windowMs);
    return [...this.counters].filter(([, c]) => c.window === w && c.count > 0).map(([key, c]) => ({ key, n: c.count }));
  }

  /** Marks the visitor seen at `t`; true when it was first seen less than a window ago. */
  private visit(seen: string, t: number, windowMs: number): boolean {
    const id = `${windowMs}:${seen}`;
    const was = this.visitors.get(id);
    const first = was && was.until > t ? was.first : t;
    this.visitors.delete(id); // re-insert: Map order is the least-recently-seen order
    this.visitors.set(id, { first, until: t + windowMs });
    while (this.visitors.size > this.maxVisitors) this.visitors.delete(this.visitors.keys().next().value!);
    return t - first < windowMs;
  }

  /** Remembers the visitor as first seen a whole window ago: held to the open parts while it keeps asking. */
  private markHeavy(seen: string, t: number, windowMs: number): void {
    const id = `${windowMs}:${seen}`;
    this.visitors.delete(id);
    this.visitors.set(id, { first: t - windowMs, until: t + windowMs });
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
