import { describe, expect, it } from 'vitest';
import { Failover } from '@/lib/shared-store/failover';
import { FailoverBudgetStore, type SharedBudgetStore } from '@/lib/budget/redis-store';
import { MemoryBudgetStore, windowOf } from '@/lib/budget/store';

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
    expect(
      await f.run(
        () => new Promise<string>(() => {}),
        () => 'memory',
      ),
    ).toBe('memory');
    expect(Date.now() - t0).toBeLessThan(500);
    expect(logs).toEqual([expect.stringContaining('TimeoutError')]);
  });

  it('the budget in memory allows each instance its share of every limit (never 0 unless the limit is)', async () => {
    const fail = () => Promise.reject(new Error('down'));
    const down: SharedBudgetStore = { take: fail, give: fail, used: fail, takeCounted: fail, add: fail };
    const store = new FailoverBudgetStore(down, new Failover({ timeoutMs: 30, log: () => {} }), 4);
    let taken = 0;
    for (let i = 0; i < 50; i++) if (await store.take([{ key: 'all', limit: 110 }], 1, 60_000)) taken++;
    expect(taken).toBe(27); // floor(110 / 4)
    expect(await store.take([{ key: 'w@x', limit: 2 }], 1, 60_000)).toBe(true); // floor(2 / 4) → at least 1
    expect(await store.take([{ key: 'w@x', limit: 2 }], 1, 60_000)).toBe(false);
    expect(await store.take([{ key: 'none', limit: 0 }], 1, 60_000)).toBe(false);
  });

  it('cut off mid-window, an instance spends its share of what the window had left, and Redis is told what it spent', async () => {
    let now = 10 * 60_000 + 1_000;
    // A shared store on command: a memory store standing in for Redis, and a switch.
    const redis = new MemoryBudgetStore(() => now);
    let down = false;
    const added: { key: string; n: number }[] = [];
    const shared: SharedBudgetStore = {
      take: (c, n, w) => (down ? Promise.reject(new Error('down')) : redis.take(c, n, w)),
      give: (c, n, w) => (down ? Promise.reject(new Error('down')) : redis.give(c, n, w)),
      used: (k, w) => (down ? Promise.reject(new Error('down')) : redis.used(k, w)),
      takeCounted: async (c, n, w) => {
        if (down) throw new Error('down');
        const ok = await redis.take(c, n, w);
        return { ok, counts: await Promise.all(c.map((x) => redis.used(x.key, w))), window: windowOf(now, w) };
      },
      add: async (spent, w) => {
        if (down) throw new Error('down');
        for (const x of spent) {
          added.push(x);
          await redis.take([{ key: x.key, limit: Number.MAX_SAFE_INTEGER }], x.n, w);
        }
      },
    };
    const f = new Failover({ timeoutMs: 30, retryMs: 1_000, log: () => {}, now: () => now });
    const store = new FailoverBudgetStore(shared, f, 2, () => now);
    const all = [{ key: 'all', limit: 100 }];
    for (let i = 0; i < 60; i++) expect(await store.take(all, 1, 60_000)).toBe(true);

    down = true;
    let taken = 0;
    for (let i = 0; i < 50; i++) if (await store.take(all, 1, 60_000)) taken++;
    expect(taken).toBe(20); // (100 - 60 seen in Redis) / 2 instances, not 100 / 2 from nothing

    down = false;
    now += 1_000; // Redis asked again
    expect(await store.used('all', 60_000)).toBe(80); // the 20 spent in memory are Redis's now
    expect(added).toEqual([{ key: 'all', n: 20 }]);
    for (let i = 0; i < 30; i++) await store.take(all, 1, 60_000);
    expect(await redis.used('all', 60_000)).toBe(100); // the window, and no more

    // Cut off again in the next window: nothing seen there yet, limit / instances.
    now += 60_000;
    down = true;
    taken = 0;
    for (let i = 0; i < 80; i++) if (await store.take(all, 1, 60_000)) taken++;
    expect(taken).toBe(50);
  });
});
