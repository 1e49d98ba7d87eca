/**
 * A small in-memory sliding-window counter: at most `limit` events per `windowMs` per key. Memory is bounded: past
 * `maxKeys` keys the least recently seen are forgotten (a flood of addresses cannot grow it without end).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string, t: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((at) => t - at < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until the key may act again; 0 when it may act now. */
  waitMs(key: string): number {
    const t = this.now();
    const list = this.recent(key, t);
    if (list.length < this.limit) return 0;
    return Math.max(1, list[list.length - this.limit]! + this.windowMs - t);
  }

  /** Counts one event for the key. */
  record(key: string): void {
    const t = this.now();
    const list = this.recent(key, t);
    list.push(t);
    this.hits.delete(key); // re-insert: Map order is the least-recently-seen order
    this.hits.set(key, list);
    while (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
  }

  /** Counts one event when the key may act now (check and count in one step); else how long it must wait. */
  take(key: string): { ok: true; at: number } | { ok: false; waitMs: number } {
    const waitMs = this.waitMs(key);
    if (waitMs > 0) return { ok: false, waitMs };
    const at = this.now();
    this.record(key);
    return { ok: true, at };
  }

  /** Takes back one event counted at `at` (a take whose other limits refused). */
  untake(key: string, at: number): void {
    const list = this.hits.get(key);
    const i = list?.lastIndexOf(at) ?? -1;
    if (i >= 0) list!.splice(i, 1);
  }

  /** Forgets the key's events (an attempt that did not count after all). */
  forget(key: string): void {
    this.hits.delete(key);
  }

  get size(): number {
    return this.hits.size;
  }
}
