import { type BudgetStore, type Charge, MemoryBudgetStore, windowOf } from './store';
import type { Failover } from '../shared-store/failover';
import type { RedisEval } from '../shared-store/redis-eval';

/**
 * All or none, in one step on the server: no instance can slip a request in between another's check and its count.
 * KEYS: the counters of this window, then (when a charge has a fair share) the visitor's "seen" key. ARGV: n, the
 * keys' lifetime (ms), now, windowMs, the number of counters, each counter's limit, then each one's open part (-1:
 * none) in KEYS order, then the index of the visitor's own counter (0: none). A visitor first seen a window ago or
 * more is held to the open part; one its own counter refuses is marked so (lib/budget/store.ts).
 * Answers {1 or 0, each counter's count after the call}: what the window holds, for this instance's fallback.
 */
const TAKE = `
local n, now, win, k = tonumber(ARGV[1]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local fresh = true
if #KEYS > k then
  local first = redis.call('GET', KEYS[k + 1])
  if not first then first = ARGV[3] end
  redis.call('SET', KEYS[k + 1], first, 'PX', win)
  fresh = now - tonumber(first) < win
end
local out = {1}
local own = tonumber(ARGV[6 + 2 * k])
for i = 1, k do
  local c = tonumber(redis.call('GET', KEYS[i]) or '0')
  out[i + 1] = c
  local cap, open = tonumber(ARGV[5 + i]), tonumber(ARGV[5 + k + i])
  if open >= 0 and not fresh then cap = math.min(cap, open) end
  if c + n > cap then
    out[1] = 0
    if i == own then redis.call('SET', KEYS[k + 1], now - win, 'PX', win) end
  end
end
if out[1] == 1 then
  for i = 1, k do
    out[i + 1] = redis.call('INCRBY', KEYS[i], n)
    redis.call('PEXPIRE', KEYS[i], ARGV[2])
  end
end
return out`;

/** Adds what was spent without asking (counted in memory while Redis was away). KEYS: counters; ARGV: lifetime, then each n. */
const ADD = `
for i, k in ipairs(KEYS) do
  redis.call('INCRBY', k, tonumber(ARGV[i + 1]))
  redis.call('PEXPIRE', k, ARGV[1])
end
return 1`;

/** Takes n back off each counter, never below zero. KEYS: counters; ARGV: n. */
const GIVE = `
local n = tonumber(ARGV[1])
for i, k in ipairs(KEYS) do
  local c = tonumber(redis.call('GET', k) or '0')
  if c > 0 then redis.call('DECRBY', k, math.min(c, n)) end
end
return 1`;

const USED = `return tonumber(redis.call('GET', KEYS[1]) or '0')`;

/** A budget store shared by the instances that also tells what a window holds, and takes what was spent elsewhere. */
export interface SharedBudgetStore extends BudgetStore {
  takeCounted(
    charges: readonly Charge[],
    n: number,
    windowMs: number,
  ): Promise<{ ok: boolean; counts: number[]; window: number }>;
  add(spent: readonly { key: string; n: number }[], windowMs: number, window: number): Promise<void>;
}

/**
 * The budget's counters in Redis, one key per counter per clock window (`…:budget:<windowMs>:<window>:<counter>`),
 * so every instance spends from one window. Keys expire one window after theirs ends. The window is read from this
 * machine's clock, like the API's own window: instances need their clocks kept (NTP), as any server does.
 */
export class RedisBudgetStore implements SharedBudgetStore {
  constructor(
    private readonly run: RedisEval,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  async take(charges: readonly Charge[], n: number, windowMs: number): Promise<boolean> {
    return (await this.takeCounted(charges, n, windowMs)).ok;
  }

  /** `take`, and what each counter holds in the window after it (in `charges` order), with the window it counted in. */
  async takeCounted(
    charges: readonly Charge[],
    n: number,
    windowMs: number,
  ): Promise<{ ok: boolean; counts: number[]; window: number }> {
    const t = this.now();
    const w = windowOf(t, windowMs);
    if (charges.length === 0) return { ok: true, counts: [], window: w };
    const keys = charges.map((c) => this.key(windowMs, w, c.key));
    // One visitor per take: the first charge's `seen` (a fair share is asked of one site-wide counter).
    const seen = charges.find((c) => c.seen && c.open !== undefined)?.seen;
    if (seen) keys.push(`${this.prefix}budget-seen:${windowMs}:${seen}`);
    const answer = (await this.run(TAKE, keys, [
      n,
      2 * windowMs,
      t,
      windowMs,
      charges.length,
      ...charges.map((c) => c.limit),
      ...charges.map((c) => (c.open === undefined || !seen ? -1 : c.open)),
      seen ? charges.findIndex((c) => c.key === seen) + 1 : 0,
    ])) as unknown[];
    return { ok: Number(answer[0]) === 1, counts: answer.slice(1).map(Number), window: w };
  }

  /** Adds `n` to counters of window `window` whatever their limits: what was already spent elsewhere. */
  async add(spent: readonly { key: string; n: number }[], windowMs: number, window: number): Promise<void> {
    if (spent.length === 0) return;
    await this.run(
      ADD,
      spent.map((x) => this.key(windowMs, window, x.key)),
      [2 * windowMs, ...spent.map((x) => x.n)],
    );
  }

  async give(charges: readonly Charge[], n: number, windowMs: number): Promise<void> {
    if (charges.length === 0) return;
    const w = windowOf(this.now(), windowMs);
    await this.run(
      GIVE,
      charges.map((c) => this.key(windowMs, w, c.key)),
      [n],
    );
  }

  async used(key: string, windowMs: number): Promise<number> {
    // Stryker disable next-line ArrayDeclaration: USED reads no ARGV
    return Number(await this.run(USED, [this.key(windowMs, windowOf(this.now(), windowMs), key)], []));
  }

  private key(windowMs: number, window: number, counter: string): string {
    return `${this.prefix}budget:${windowMs}:${window}:${counter}`;
  }
}

/**
 * Redis while it answers; else this instance's memory, with its share of what the window has left. Each counter's
 * share is what this instance last saw left of it in Redis (the limit minus the count Redis answered in this window),
 * split by the expected instances (at least 1 while anything is left); a counter it has not seen this window gets
 * limit / instances. So N instances cut off together mid-window stay near the key's window, not up to N shares over
 * what Redis had already counted. What memory counts is owed to Redis: added to the window's counters when Redis
 * answers again (same window only; an older window's keys are gone), so the instances that stayed on Redis see it.
 */
export class FailoverBudgetStore implements BudgetStore {
  private readonly memory: MemoryBudgetStore;
  /** Per `windowMs:counter`: the count Redis last answered, and in which window. */
  private readonly seen = new Map<string, { window: number; count: number }>();
  /** The windows (their length) memory counted in while Redis was away: what it spent there is owed to Redis. */
  private readonly owedWindows = new Set<number>();

  constructor(
    private readonly shared: SharedBudgetStore,
    private readonly failover: Failover,
    private readonly instances: number,
    private readonly now: () => number = Date.now,
  ) {
    this.memory = new MemoryBudgetStore(now);
  }

  take(charges: readonly Charge[], n: number, windowMs: number): Promise<boolean> {
    return this.failover.run(
      async () => {
        await this.settle();
        const r = await this.shared.takeCounted(charges, n, windowMs);
        // Per-address counters make many keys: what older windows held is of no use, and goes once it piles up.
        if (this.seen.size > 2_000) for (const [id, x] of this.seen) if (x.window !== r.window) this.seen.delete(id);
        charges.forEach((c, i) => this.seen.set(`${windowMs}:${c.key}`, { window: r.window, count: r.counts[i] ?? 0 }));
        // Memory learns who is asking too, so a failover does not make every address a newcomer again. The visitor's
        // own counter is the charge keyed by the name it is seen by (as in TAKE).
        const seen = charges.find((c) => c.seen !== undefined)?.seen;
        const ownRefused = charges.some((c, i) => c.key === seen && r.counts[i]! + n > c.limit);
        this.memory.note(charges, windowMs, !r.ok && ownRefused);
        return r.ok;
      },
      async () => {
        const w = windowOf(this.now(), windowMs);
        const share = charges.map((c) => {
          const limit = this.share(c, windowMs, w);
          // The open part shrinks with the share, so the reserve for new visitors is kept on memory too.
          const open = c.open === undefined ? undefined : Math.floor((limit * c.open) / Math.max(1, c.limit));
          return { key: c.key, limit, open, seen: c.seen };
        });
        const ok = await this.memory.take(share, n, windowMs);
        if (ok) this.owedWindows.add(windowMs);
        return ok;
      },
    );
  }

  give(charges: readonly Charge[], n: number, windowMs: number): Promise<void> {
    // Back to where it was probably counted: Redis while it answers, else memory (each floors at zero).
    return this.failover.run(
      () => this.shared.give(charges, n, windowMs),
      () => this.memory.give(charges, n, windowMs),
    );
  }

  used(key: string, windowMs: number): Promise<number> {
    return this.failover.run(
      async () => {
        await this.settle();
        return this.shared.used(key, windowMs);
      },
      () => this.memory.used(key, windowMs),
    );
  }

  private share(c: Charge, windowMs: number, window: number): number {
    // Stryker disable next-line ConditionalExpression: a limit of 0 leaves 0 below anyway; this only says so first
    if (c.limit === 0) return 0;
    const seen = this.seen.get(`${windowMs}:${c.key}`);
    const left = Math.max(0, c.limit - (seen && seen.window === window ? seen.count : 0));
    return left === 0 ? 0 : Math.max(1, Math.floor(left / this.instances));
  }

  /**
   * Back on Redis: what memory counted in the current window goes to Redis (an older window's keys are gone); memory's
   * counts start afresh, and it keeps who it has seen.
   */
  private async settle(): Promise<void> {
    if (this.owedWindows.size === 0) return;
    for (const windowMs of this.owedWindows)
      await this.shared.add(this.memory.spent(windowMs), windowMs, windowOf(this.now(), windowMs));
    this.owedWindows.clear();
    this.memory.clearCounts();
  }
}
