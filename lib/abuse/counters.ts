import { SlidingWindowLimiter } from './limiter';
import type { Failover } from '../shared-store/failover';
import type { RedisEval } from '../shared-store/redis-eval';

/**
 * The form guards' two kinds of memory, behind one shape for a single process (memory) and for several (Redis):
 * - a sliding window of events per key (per address, per phone, site-wide);
 * - once-only claims with a lifetime (a form token's nonce, a webhook event id).
 */
export interface WindowCounter {
  /** Milliseconds until the key may act again; 0 when it may act now. */
  waitMs(key: string): Promise<number>;
  record(key: string): Promise<void>;
  /**
   * Checks and counts in one step: counts one event when the key may act now, else answers how long to wait. Two
   * requests racing for the last place (on one instance or on two) cannot both get it, which `waitMs` then `record`
   * allowed. `undo` takes the event back (another limit of the same action refused).
   */
  take(key: string): Promise<Take>;
  forget(key: string): Promise<void>;
}

export type Take = { ok: true; undo: () => Promise<void> } | { ok: false; waitMs: number };

export interface OnceStore {
  /**
   * True when the id was free and is now claimed for `ttlMs`; false when it is taken. An id handed back bound to a
   * hash (`release(id, bind)`) can be claimed again only with that same `bind`.
   */
  claim(id: string, ttlMs: number, bind?: string): Promise<boolean>;
  /** Frees the id; with `bind`, only for a claim with the same `bind` (for the rest of its lifetime). */
  release(id: string, bind?: string): Promise<void>;
}

export class MemoryWindowCounter implements WindowCounter {
  readonly limiter: SlidingWindowLimiter;
  constructor(limit: number, windowMs: number, now?: () => number) {
    this.limiter = new SlidingWindowLimiter(limit, windowMs, 10_000, now);
  }
  async waitMs(key: string): Promise<number> {
    return this.limiter.waitMs(key);
  }
  async record(key: string): Promise<void> {
    this.limiter.record(key);
  }
  async take(key: string): Promise<Take> {
    const r = this.limiter.take(key);
    return r.ok ? { ok: true, undo: async () => this.limiter.untake(key, r.at) } : r;
  }
  async forget(key: string): Promise<void> {
    this.limiter.forget(key);
  }
}

/** Claims with a lifetime, bounded: past `maxIds` the oldest are dropped. */
export class MemoryOnceStore implements OnceStore {
  private readonly ids = new Map<string, { until: number; bound?: string }>();
  constructor(
    private readonly maxIds = 10_000,
    private readonly now: () => number = Date.now,
  ) {}
  async claim(id: string, ttlMs: number, bind?: string): Promise<boolean> {
    const t = this.now();
    const held = this.ids.get(id);
    if (held !== undefined && held.until > t && (held.bound === undefined || held.bound !== bind)) return false;
    this.ids.delete(id);
    this.ids.set(id, { until: t + ttlMs });
    for (const [k, v] of this.ids) {
      if (this.ids.size <= this.maxIds && v.until > t) break;
      this.ids.delete(k);
    }
    return true;
  }
  async release(id: string, bind?: string): Promise<void> {
    const held = this.ids.get(id);
    if (bind === undefined || !held) this.ids.delete(id);
    else held.bound = bind;
  }
  get size(): number {
    return this.ids.size;
  }
}

/**
 * A site-wide sliding window (one count for every address) that keeps its last `reserve` places for addresses new to
 * it: an address first seen less than a window ago may take any free place; one seen before (a script hammering
 * since) only the first `limit - reserve`. So a few addresses spending all they may cannot make every newcomer
 * "busy" (docs/budget.md, "Fair shares"). Every attempt, refused or not, keeps its address seen: an address that
 * keeps asking stays known, and is forgotten a window after it stops.
 */
export class MemoryFairCounter implements WindowCounter {
  // Stryker disable next-line ArrayDeclaration: a non-number start is no time in the window, dropped at the first read
  private events: number[] = [];
  /** Address: when it was first seen, and until when it is remembered. Bounded like the sliding limiter. */
  private readonly seen = new Map<string, { first: number; until: number }>();
  constructor(
    readonly limit: number,
    readonly reserve: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  private recent(t: number): number[] {
    this.events = this.events.filter((at) => t - at < this.windowMs);
    return this.events;
  }

  /** Marks the address seen now, and answers whether it is new (first seen less than a window ago). */
  private visit(address: string, t: number): boolean {
    const was = this.seen.get(address);
    const first = was && was.until > t ? was.first : t;
    this.seen.delete(address); // re-insert: Map order is the least-recently-seen order
    this.seen.set(address, { first, until: t + this.windowMs });
    while (this.seen.size > this.maxKeys) this.seen.delete(this.seen.keys().next().value!);
    return t - first < this.windowMs;
  }

  private wait(list: number[], cap: number, t: number): number {
    if (list.length < cap) return 0;
    if (cap <= 0) return this.windowMs;
    return Math.max(1, list[list.length - cap]! + this.windowMs - t);
  }

  private cap(fresh: boolean): number {
    return fresh ? this.limit : Math.max(0, this.limit - this.reserve);
  }

  async waitMs(address: string): Promise<number> {
    const t = this.now();
    const was = this.seen.get(address);
    const fresh = !was || was.until <= t || t - was.first < this.windowMs;
    return this.wait(this.recent(t), this.cap(fresh), t);
  }
  async record(address: string): Promise<void> {
    const t = this.now();
    this.visit(address, t);
    this.recent(t).push(t);
  }
  async take(address: string): Promise<Take> {
    const t = this.now();
    const list = this.recent(t);
    const waitMs = this.wait(list, this.cap(this.visit(address, t)), t);
    if (waitMs > 0) return { ok: false, waitMs };
    list.push(t);
    return {
      ok: true,
      undo: async () => {
        const i = this.events.lastIndexOf(t);
        if (i >= 0) this.events.splice(i, 1);
      },
    };
  }
  async forget(address: string): Promise<void> {
    this.seen.delete(address);
  }
  /** Events in the window now (tests). */
  get count(): number {
    return this.recent(this.now()).length;
  }
}

/** ARGV: now, windowMs, limit. Drops events out of the window, then answers the wait as the memory counter does. */
const WAIT = `
local now, win, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
local c = redis.call('ZCARD', KEYS[1])
if c < limit then return 0 end
local oldest = redis.call('ZRANGE', KEYS[1], c - limit, c - limit, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + win - now)`;

/** ARGV: now, windowMs, a unique member. */
const RECORD = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** ARGV: now, windowMs, limit, a unique member. WAIT, and when it answers 0, RECORD, in one step: 0, or the wait. */
const TAKE = `
local now, win, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
local c = redis.call('ZCARD', KEYS[1])
if c < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], win)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], c - limit, c - limit, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + win - now)`;

/**
 * MemoryFairCounter in one step. KEYS: the window's set, the address's "seen" key. ARGV: now, windowMs, limit,
 * reserve, a unique member. 0, or the wait.
 */
const FAIR_TAKE = `
local now, win, limit, reserve = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - win)
local first = redis.call('GET', KEYS[2])
if not first then first = ARGV[1] end
redis.call('SET', KEYS[2], first, 'PX', win)
local cap = limit
if now - tonumber(first) >= win then cap = math.max(0, limit - reserve) end
local c = redis.call('ZCARD', KEYS[1])
if c < cap then
  redis.call('ZADD', KEYS[1], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[1], win)
  return 0
end
if cap <= 0 then return win end
local oldest = redis.call('ZRANGE', KEYS[1], c - cap, c - cap, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + win - now)`;

const UNTAKE = `return redis.call('ZREM', KEYS[1], ARGV[1])`;

/**
 * ARGV: ttl, the claim's binding ('' for none). A free id, or one handed back bound to this very binding, is claimed.
 * The value is '1' while claimed, 'bound:<hash>' once handed back bound.
 */
const CLAIM = `
local held = redis.call('GET', KEYS[1])
if held and not (ARGV[2] ~= '' and held == 'bound:' .. ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
return 1`;
/** ARGV: the binding. Keeps the id's lifetime; only a claim with the binding may take it again. */
const BIND = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return 0 end
redis.call('SET', KEYS[1], 'bound:' .. ARGV[1], 'PX', ttl)
return 1`;
const DEL = `return redis.call('DEL', KEYS[1])`;

let seq = 0;

/** A sliding window as a sorted set of event times per key; the set expires a window after its last event. */
export class RedisWindowCounter implements WindowCounter {
  constructor(
    private readonly run: RedisEval,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}
  async waitMs(key: string): Promise<number> {
    return Number(await this.run(WAIT, [this.prefix + key], [this.now(), this.windowMs, this.limit]));
  }
  async record(key: string): Promise<void> {
    const t = this.now();
    // Stryker disable next-line UpdateOperator: counting down keeps each member unique as well
    await this.run(RECORD, [this.prefix + key], [t, this.windowMs, `${t}-${process.pid}-${++seq}`]);
  }
  async take(key: string): Promise<Take> {
    const t = this.now();
    // Stryker disable next-line UpdateOperator: counting down keeps each member unique as well
    const member = `${t}-${process.pid}-${++seq}`;
    const waitMs = Number(await this.run(TAKE, [this.prefix + key], [t, this.windowMs, this.limit, member]));
    return waitMs > 0
      ? { ok: false, waitMs }
      : { ok: true, undo: async () => void (await this.run(UNTAKE, [this.prefix + key], [member])) };
  }
  async forget(key: string): Promise<void> {
    // Stryker disable next-line ArrayDeclaration: DEL reads no ARGV
    await this.run(DEL, [this.prefix + key], []);
  }
}

/** MemoryFairCounter for several instances: the window in `<prefix>all`, each address's first sighting in `<prefix>seen:<address>`. */
export class RedisFairCounter implements WindowCounter {
  constructor(
    private readonly run: RedisEval,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly reserve: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}
  private get all(): string {
    return `${this.prefix}all`;
  }
  async waitMs(): Promise<number> {
    // Without the address's sighting: the wait of the whole window (a diagnostic; the forms only take).
    return Number(await this.run(WAIT, [this.all], [this.now(), this.windowMs, this.limit]));
  }
  async record(): Promise<void> {
    const t = this.now();
    // Stryker disable next-line UpdateOperator: counting down keeps each member unique as well
    await this.run(RECORD, [this.all], [t, this.windowMs, `${t}-${process.pid}-${++seq}`]);
  }
  async take(address: string): Promise<Take> {
    const t = this.now();
    // Stryker disable next-line UpdateOperator: counting down keeps each member unique as well
    const member = `${t}-${process.pid}-${++seq}`;
    const waitMs = Number(
      await this.run(
        FAIR_TAKE,
        [this.all, `${this.prefix}seen:${address}`],
        [t, this.windowMs, this.limit, this.reserve, member],
      ),
    );
    return waitMs > 0
      ? { ok: false, waitMs }
      : { ok: true, undo: async () => void (await this.run(UNTAKE, [this.all], [member])) };
  }
  async forget(address: string): Promise<void> {
    // Stryker disable next-line ArrayDeclaration: DEL reads no ARGV
    await this.run(DEL, [`${this.prefix}seen:${address}`], []);
  }
}

export class RedisOnceStore implements OnceStore {
  constructor(
    private readonly run: RedisEval,
    private readonly prefix: string,
  ) {}
  async claim(id: string, ttlMs: number, bind?: string): Promise<boolean> {
    // Stryker disable next-line StringLiteral: any value no caller binds to means "no binding" alike
    return Number(await this.run(CLAIM, [this.prefix + id], [ttlMs, bind ?? ''])) === 1;
  }
  async release(id: string, bind?: string): Promise<void> {
    // Stryker disable next-line ArrayDeclaration: DEL reads no ARGV
    if (bind === undefined) await this.run(DEL, [this.prefix + id], []);
    else await this.run(BIND, [this.prefix + id], [bind]);
  }
}

/** Redis while it answers, else the memory counter (`local`, usually with the instance's share of a site-wide cap). */
export class FailoverWindowCounter implements WindowCounter {
  constructor(
    private readonly shared: WindowCounter,
    private readonly local: WindowCounter,
    private readonly failover: Failover,
  ) {}
  waitMs(key: string): Promise<number> {
    return this.failover.run(
      () => this.shared.waitMs(key),
      () => this.local.waitMs(key),
    );
  }
  record(key: string): Promise<void> {
    return this.failover.run(
      () => this.shared.record(key),
      () => this.local.record(key),
    );
  }
  take(key: string): Promise<Take> {
    // The undo goes to whichever store counted the event (its own call, bounded the same way).
    return this.failover.run(
      async () => {
        const r = await this.shared.take(key);
        return r.ok ? { ok: true, undo: () => this.failover.run(r.undo, () => undefined) } : r;
      },
      () => this.local.take(key),
    );
  }
  forget(key: string): Promise<void> {
    return this.failover.run(
      () => this.shared.forget(key),
      () => this.local.forget(key),
    );
  }
}

export class FailoverOnceStore implements OnceStore {
  constructor(
    private readonly shared: OnceStore,
    private readonly local: OnceStore,
    private readonly failover: Failover,
  ) {}
  claim(id: string, ttlMs: number, bind?: string): Promise<boolean> {
    return this.failover.run(
      () => this.shared.claim(id, ttlMs, bind),
      () => this.local.claim(id, ttlMs, bind),
    );
  }
  release(id: string, bind?: string): Promise<void> {
    return this.failover.run(
      () => this.shared.release(id, bind),
      () => this.local.release(id, bind),
    );
  }
}
