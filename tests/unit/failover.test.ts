import { describe, expect, it } from 'vitest';
import { Failover } from '@/lib/shared-store/failover';
import { FailoverBudgetStore } from '@/lib/budget/redis-store';
import type { BudgetStore } from '@/lib/budget/store';

/** The Redis failover's rules without a Redis: a shared store that fails, hangs or answers on command. */
describe('Failover', () => {
  it('uses memory when the shared store fails, logs the loss once, asks again at most once per retryMs, logs the return', async () => {
    let now = 0;
    const logs: string[] = [];
    const f = new Failover({ timeoutMs: 50, retryMs: 1_000, log: (l) => logs.push(l), now: () => now });
    let down = true;
    let tries = 0;
    const shared = async () => {
      tries++;
      if (down) throw new Error('ECONNREFUSED');
      return 'redis';
    };
    expect(await f.run(shared, () => 'memory')).toBe('memory');
    expect(await f.run(shared, () => 'memory')).toBe('memory');
    expect(tries).toBe(1); // within retryMs: memory at once, Redis not asked
    now += 1_000;
    expect(await f.run(shared, () => 'memory')).toBe('memory');
    expect(tries).toBe(2);
    expect(logs).toEqual([expect.stringContaining('unreachable (Error)')]);
    down = false;
    now += 1_000;
    expect(await f.run(shared, () => 'memory')).toBe('redis');
    expect(f.degraded).toBe(false);
    expect(logs).toEqual([expect.stringContaining('unreachable'), expect.stringContaining('answering again')]);
  });

  it('a shared store that does not answer within the bound counts as down', async () => {
    const logs: string[] = [];
    const f = new Failover({ timeoutMs: 30, log: (l) => logs.push(l) });
    const t0 = Date.now();
    expect(await f.run(() => new Promise<string>(() => {}), () => 'memory')).toBe('memory');
    expect(Date.now() - t0).toBeLessThan(500);
    expect(logs).toEqual([expect.stringContaining('TimeoutError')]);
  });

  it('the budget in memory allows each instance its share of every limit (never 0 unless the limit is)', async () => {
    const down: BudgetStore = { take: () => Promise.reject(new Error('down')), used: () => Promise.reject(new Error('down')) };
    const store = new FailoverBudgetStore(down, new Failover({ timeoutMs: 30, log: () => {} }), 4);
    let taken = 0;
    for (let i = 0; i < 50; i++) if (await store.take([{ key: 'all', limit: 110 }], 1, 60_000)) taken++;
    expect(taken).toBe(27); // floor(110 / 4)
    expect(await store.take([{ key: 'w@x', limit: 2 }], 1, 60_000)).toBe(true); // floor(2 / 4) → at least 1
    expect(await store.take([{ key: 'w@x', limit: 2 }], 1, 60_000)).toBe(false);
    expect(await store.take([{ key: 'none', limit: 0 }], 1, 60_000)).toBe(false);
  });
});
