import { createHash } from 'node:crypto';
import type { Failover } from '../shared-store/failover';
import type { RedisEval } from '../shared-store/redis-eval';

/**
 * A live read's answer shared for a few seconds by everyone who asks the same question: identical reads in flight
 * at once make one upstream call (single flight, per process), and its answer is kept `ttlMs` for the next askers,
 * in Redis when instances share one (every instance then reuses it), else in this process's memory. Only for
 * answers that carry no patient data (free slots are a clinic's availability): docs/budget.md, "Free slots, shared".
 */
export interface AnswerStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Answers in memory with their expiry, bounded: past `maxKeys` the oldest go first. */
export class MemoryAnswerStore implements AnswerStore {
  private readonly answers = new Map<string, { value: string; until: number }>();
  constructor(
    private readonly maxKeys = 1_000,
    private readonly now: () => number = () => Date.now(),
  ) {}
  async get(key: string): Promise<string | undefined> {
    const a = this.answers.get(key);
    if (!a) return undefined;
    if (a.until > this.now()) return a.value;
    this.answers.delete(key);
    return undefined;
  }
  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.answers.delete(key);
    this.answers.set(key, { value, until: this.now() + ttlMs });
    while (this.answers.size > this.maxKeys) this.answers.delete(this.answers.keys().next().value!);
  }
  async delete(key: string): Promise<void> {
    this.answers.delete(key);
  }
}

const GET = `return redis.call('GET', KEYS[1])`;
const SET = `redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1`;
const DEL = `return redis.call('DEL', KEYS[1])`;

/** Redis while it answers (within the failover's bound), else this process's memory. */
export class FailoverAnswerStore implements AnswerStore {
  private readonly memory = new MemoryAnswerStore();
  constructor(
    private readonly run: RedisEval,
    private readonly prefix: string,
    private readonly failover: Failover,
  ) {}
  get(key: string): Promise<string | undefined> {
    return this.failover.run(
      async () => {
        const v = await this.run(GET, [this.prefix + key], []);
        return typeof v === 'string' ? v : undefined;
      },
      () => this.memory.get(key),
    );
  }
  set(key: string, value: string, ttlMs: number): Promise<void> {
    return this.failover.run(
      async () => void (await this.run(SET, [this.prefix + key], [value, ttlMs])),
      () => this.memory.set(key, value, ttlMs),
    );
  }
  delete(key: string): Promise<void> {
    return this.failover.run(
      async () => void (await this.run(DEL, [this.prefix + key], [])),
      () => this.memory.delete(key),
    );
  }
}

export interface SharedAnswerOptions<T> {
  store: () => AnswerStore;
  ttlMs: number;
  /** Reads a kept answer back; undefined for anything not of the answer's shape (a kept value is checked like the wire). */
  parse: (raw: string) => T | undefined;
  /**
   * True for a failure that was the first asker's own (its address's budget spent): the others then ask themselves
   * instead of inheriting its "busy".
   */
  ownFailure: (err: unknown) => boolean;
}

export interface SharedAnswer<T> {
  (key: string, load: () => Promise<T>): Promise<T>;
  /** Drops the kept answer for `key` (it is known to be out of date). */
  forget(key: string): Promise<void>;
}

const idOf = (key: string) => createHash('sha256').update(key).digest('base64url');

/** `(key, load)`: the kept answer for `key`, else the one in flight, else `load()` (kept on success). */
export function sharedAnswer<T>(opts: SharedAnswerOptions<T>): SharedAnswer<T> {
  const inflight = new Map<string, Promise<T>>();
  const ask = async (key: string, load: () => Promise<T>, retried: boolean): Promise<T> => {
    const id = idOf(key);
    const kept = await opts
      .store()
      .get(id)
      .catch(() => undefined);
    if (kept !== undefined) {
      let parsed: T | undefined;
      try {
        parsed = opts.parse(kept);
      } catch {
        parsed = undefined;
      }
      if (parsed !== undefined) return parsed;
    }
    // After a first asker's own refusal, this caller reads for itself: joining the next flight could inherit the
    // same refusal again (an address hammering this very question leads most flights).
    const running = retried ? undefined : inflight.get(id);
    if (running) {
      try {
        return await running;
      } catch (err) {
        if (!opts.ownFailure(err)) throw err;
        return ask(key, load, true);
      }
    }
    const p = load().then(async (value) => {
      await opts
        .store()
        .set(id, JSON.stringify(value), opts.ttlMs)
        .catch(() => undefined);
      return value;
    });
    if (retried) return p;
    inflight.set(id, p);
    try {
      return await p;
    } finally {
      inflight.delete(id);
    }
  };
  const share = (key: string, load: () => Promise<T>) => ask(key, load, false);
  share.forget = (key: string) =>
    opts
      .store()
      .delete(idOf(key))
      .catch(() => undefined);
  return share;
}
