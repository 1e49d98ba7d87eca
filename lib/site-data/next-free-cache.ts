import { createHash } from 'node:crypto';
import { z } from 'zod';
import { FreeSlot } from '../clinic-api/schemas';
import type { Failover } from '../shared-store/failover';
import type { RedisEval } from '../shared-store/redis-eval';

/**
 * The next free time of treatment and doctor pages (docs/booking.md, "The next free time on a page"): one slots read
 * per treatment or specialist per `freshMs` for the whole site, whatever the page views. The answer is kept with the
 * moment it was read; past `freshMs` it is never shown again (not even while a new read fails), and a slot already
 * started is never shown. A read that failed (or that the budget turned away) is remembered `failedMs`, so a failing
 * API costs one read per `failedMs`, not one per page view. Instances sharing Redis share the answers and a claim, so
 * one of them reads; the others answer "check the free times" meanwhile. The clock is a parameter: the benchmark
 * plays hours of page views in a moment.
 */
export interface NextFreeStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** True for the one caller (of every instance) that may read `key` now; a claim lapses at `now + holdMs`. */
  claim(key: string, now: number, holdMs: number): Promise<boolean>;
}

/** What a page may show: the nearest free slots of one day (nearest first), or nothing to show. */
export type NextFree = { kind: 'slots'; fetchedAt: number; slots: FreeSlot[] } | { kind: 'none' };

export interface NextFreeOptions {
  store: () => NextFreeStore;
  now: () => number;
  /** Freshness limit: an answer older than this is never shown, and the next page view reads again. */
  freshMs: number;
  /** How long a failed or refused read is remembered before the next one is tried. */
  failedMs: number;
  /** Longest a read may take before another instance may claim the key again. */
  holdMs: number;
  /** Times shown for the day: the nearest and a few more. */
  perDay: number;
}

/** What is kept per key: when it was read, and its slots (the first few days only), or null for a failed read. */
const Entry = z.object({ fetchedAt: z.number(), slots: z.array(FreeSlot).nullable() });
type Entry = z.infer<typeof Entry>;

/** Enough slots to still have a day to show after the nearest ones have started. */
const KEPT_SLOTS = 40;

const idOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** The nearest day's times not yet started at `now` (at most `perDay`), or none. */
function nearestDay(slots: readonly FreeSlot[], now: number, perDay: number): FreeSlot[] {
  const ahead = slots.filter((s) => s.startAt * 1000 > now).sort((a, b) => a.startAt - b.startAt);
  const first = ahead[0];
  if (!first) return [];
  return ahead.filter((s) => s.localDate === first.localDate).slice(0, perDay);
}

export type NextFreeCache = (key: string, load: () => Promise<FreeSlot[]>) => Promise<NextFree>;

export function nextFreeCache(opts: NextFreeOptions): NextFreeCache {
  const inflight = new Map<string, Promise<Entry | null>>();

  const show = (entry: Entry | null): NextFree => {
    if (!entry?.slots) return { kind: 'none' };
    const now = opts.now();
    if (now - entry.fetchedAt >= opts.freshMs || entry.fetchedAt > now) return { kind: 'none' };
    const slots = nearestDay(entry.slots, now, opts.perDay);
    return slots.length > 0 ? { kind: 'slots', fetchedAt: entry.fetchedAt, slots } : { kind: 'none' };
  };

  const kept = async (id: string): Promise<Entry | null> => {
    const raw = await opts
      .store()
      .get(id)
      .catch(() => undefined);
    if (raw === undefined) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
    const r = Entry.safeParse(parsed);
    if (!r.success) return null;
    const age = opts.now() - r.data.fetchedAt;
    const limit = r.data.slots ? opts.freshMs : opts.failedMs;
    return age >= 0 && age < limit ? r.data : null;
  };

  const read = async (id: string, load: () => Promise<FreeSlot[]>): Promise<Entry | null> => {
    const store = opts.store();
    if (!(await store.claim(id, opts.now(), opts.holdMs).catch(() => false))) return null;
    let entry: Entry;
    try {
      const slots = await load();
      const ahead = [...slots].sort((a, b) => a.startAt - b.startAt).slice(0, KEPT_SLOTS);
      entry = { fetchedAt: opts.now(), slots: ahead };
    } catch {
      entry = { fetchedAt: opts.now(), slots: null };
    }
    const ttl = entry.slots ? opts.freshMs : opts.failedMs;
    await store.set(id, JSON.stringify(entry), ttl).catch(() => undefined);
    return entry;
  };

  return async (key, load) => {
    const id = idOf(key);
    const found = await kept(id);
    if (found) return show(found);
    let running = inflight.get(id);
    if (!running) {
      running = read(id, load).finally(() => inflight.delete(id));
      inflight.set(id, running);
    }
    return show(await running);
  };
}

/** One process's answers and claims (a single instance, or while Redis is away). Bounded: the oldest go first. */
export class MemoryNextFreeStore implements NextFreeStore {
  private readonly values = new Map<string, { value: string; until: number }>();
  private readonly claims = new Map<string, number>();
  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 2_000,
  ) {}
  async get(key: string): Promise<string | undefined> {
    const v = this.values.get(key);
    return v && v.until > this.now() ? v.value : undefined;
  }
  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.values.delete(key);
    this.values.set(key, { value, until: this.now() + ttlMs });
    while (this.values.size > this.maxKeys) this.values.delete(this.values.keys().next().value!);
  }
  async claim(key: string, now: number, holdMs: number): Promise<boolean> {
    if ((this.claims.get(key) ?? 0) > now) return false;
    this.claims.delete(key);
    this.claims.set(key, now + holdMs);
    while (this.claims.size > this.maxKeys) this.claims.delete(this.claims.keys().next().value!);
    return true;
  }
}

const GET = `return redis.call('GET', KEYS[1])`;
const SET = `redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1`;
/**
 * A claim holds the moment it lapses, on the caller's clock (ARGV[1] now, ARGV[2] hold, ARGV[3] now + hold): taken
 * when absent or lapsed. The key itself expires after the hold too (real time), so a claim never outlives it for long.
 */
const CLAIM = `
local lapses = redis.call('GET', KEYS[1])
if lapses and tonumber(lapses) > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[2])
return 1`;

/** Redis while it answers (within the failover's bound), else this process's memory. */
export class FailoverNextFreeStore implements NextFreeStore {
  private readonly memory: MemoryNextFreeStore;
  constructor(
    private readonly run: RedisEval,
    private readonly prefix: string,
    private readonly failover: Failover,
    now: () => number = Date.now,
  ) {
    this.memory = new MemoryNextFreeStore(now);
  }
  get(key: string): Promise<string | undefined> {
    return this.failover.run(
      async () => {
        const v = await this.run(GET, [`${this.prefix}${key}`], []);
        return typeof v === 'string' ? v : undefined;
      },
      () => this.memory.get(key),
    );
  }
  set(key: string, value: string, ttlMs: number): Promise<void> {
    return this.failover.run(
      async () => void (await this.run(SET, [`${this.prefix}${key}`], [value, Math.max(1, Math.round(ttlMs))])),
      () => this.memory.set(key, value, ttlMs),
    );
  }
  claim(key: string, now: number, holdMs: number): Promise<boolean> {
    return this.failover.run(
      async () =>
        Number(
          await this.run(CLAIM, [`${this.prefix}claim:${key}`], [now, Math.max(1, Math.round(holdMs)), now + holdMs]),
        ) === 1,
      () => this.memory.claim(key, now, holdMs),
    );
  }
}
