import { type BudgetStore, type Charge, MemoryBudgetStore, windowOf } from './store';
import type { Failover } from '../shared-store/failover';
import type { RedisEval } from '../shared-store/redis-eval';

/**
 * All or none, in one step on the server: no instance can slip a request in between another's check and its count.
 * KEYS: the counters of this window. ARGV: n, the keys' lifetime (ms), then each key's limit in KEYS order.
 */
const TAKE = `
local n = tonumber(ARGV[1])
for i, k in ipairs(KEYS) do
  if tonumber(redis.call('GET', k) or '0') + n > tonumber(ARGV[i + 2]) then return 0 end
end
for _, k in ipairs(KEYS) do
  redis.call('INCRBY', k, n)
  redis.call('PEXPIRE', k, ARGV[2])
end
return 1`;

const USED = `return tonumber(redis.call('GET', KEYS[1]) or '0')`;

/**
 * The budget's counters in Redis, one key per counter per clock window (`…:budget:<windowMs>:<window>:<counter>`),
 * so every instance spends from one window. Keys expire one window after theirs ends. The window is read from this
 * machine's clock, like the API's own window: instances need their clocks kept (NTP), as any server does.
 */
export class RedisBudgetStore implements BudgetStore {
  constructor(
    private readonly run: RedisEval,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  async take(charges: readonly Charge[], n: number, windowMs: number): Promise<boolean> {
    if (charges.length === 0) return true;
    const w = windowOf(this.now(), windowMs);
    const keys = charges.map((c) => this.key(windowMs, w, c.key));
    const answer = await this.run(TAKE, keys, [n, 2 * windowMs, ...charges.map((c) => c.limit)]);
    return Number(answer) === 1;
  }

  async used(key: string, windowMs: number): Promise<number> {
    return Number(await this.run(USED, [this.key(windowMs, windowOf(this.now(), windowMs), key)], []));
  }

  private key(windowMs: number, window: number, counter: string): string {
    return `${this.prefix}budget:${windowMs}:${window}:${counter}`;
  }
}

/**
 * Redis while it answers; else this instance's memory with its share of every limit (limit / expected instances,
 * at least 1), so N instances cut off from Redis together still stay within the key's window.
 */
export class FailoverBudgetStore implements BudgetStore {
  private readonly memory: MemoryBudgetStore;

  constructor(
    private readonly shared: BudgetStore,
    private readonly failover: Failover,
    private readonly instances: number,
    now: () => number = Date.now,
  ) {
    this.memory = new MemoryBudgetStore(now);
  }

  take(charges: readonly Charge[], n: number, windowMs: number): Promise<boolean> {
    const share = charges.map((c) => ({ key: c.key, limit: c.limit === 0 ? 0 : Math.max(1, Math.floor(c.limit / this.instances)) }));
    return this.failover.run(
      () => this.shared.take(charges, n, windowMs),
      () => this.memory.take(share, n, windowMs),
    );
  }

  used(key: string, windowMs: number): Promise<number> {
    return this.failover.run(
      () => this.shared.used(key, windowMs),
      () => this.memory.used(key, windowMs),
    );
  }
}
