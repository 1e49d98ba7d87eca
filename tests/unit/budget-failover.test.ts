import { describe, expect, it } from 'vitest';
import { FailoverBudgetStore } from '@/lib/budget/redis-store';
import { SwitchableShared } from '../support/switchable-budget-store';
import { windowOf, type Charge } from '@/lib/budget/store';
import { Failover } from '@/lib/shared-store/failover';

/**
 * The budget's store when Redis goes away and comes back (docs/budget.md): each instance then spends its share of
 * what Redis had left in the window, and what it spent is added to Redis once Redis answers. Redis is stood in for by
 * a counter that can be switched off; the real one is in tests/integration/redis-stores.test.ts.
 */
const WINDOW = 60_000;

function setup(instances = 2) {
  const clock = { t: 10 * WINDOW + 1_000 };
  const shared = new SwitchableShared(clock);
  const failover = new Failover({ timeoutMs: 1_000, retryMs: 0, log: () => {}, now: () => clock.t });
  const store = new FailoverBudgetStore(shared, failover, instances, () => clock.t);
  return { clock, shared, store };
}

/** One instance: its memory share is the whole of what the window has left. */
const makeOne = () => setup(1);

const all = (limit: number): Charge[] => [{ key: 'all', limit }];
async function takes(store: FailoverBudgetStore, charges: Charge[], times: number): Promise<number> {
  let ok = 0;
  for (let i = 0; i < times; i++) if (await store.take(charges, 1, WINDOW)) ok++;
  return ok;
}

describe('the budget when Redis is away', () => {
  it("spends this instance's share of what Redis had left in the window", async () => {
    const { shared, store } = setup(2);
    expect(await takes(store, all(10), 4)).toBe(4);
    shared.down = true;
    expect(await takes(store, all(10), 5)).toBe(3); // (10 - 4) / 2 instances
  });

  it('spends nothing on memory when Redis had counted the whole window', async () => {
    const { shared, store } = setup(2);
    expect(await takes(store, all(6), 6)).toBe(6);
    shared.down = true;
    expect(await takes(store, all(6), 3)).toBe(0);
  });

  it("counts a new window's share from the whole limit, not from what Redis had in the last one", async () => {
    const { clock, shared, store } = setup(2);
    expect(await takes(store, all(10), 8)).toBe(8);
    clock.t += WINDOW;
    shared.down = true;
    expect(await takes(store, all(10), 8)).toBe(5);
  });

  it('gives back to memory and reads from memory while Redis is away', async () => {
    const { shared, store } = setup(1);
    shared.down = true;
    expect(await takes(store, all(4), 3)).toBe(3);
    expect(await store.used('all', WINDOW)).toBe(3);
    await store.give(all(4), 2, WINDOW);
    expect(await store.used('all', WINDOW)).toBe(1);
    expect(await takes(store, all(4), 5)).toBe(3);
  });

  it('adds what memory spent to Redis once it answers, and counts on Redis again', async () => {
    const { shared, store, clock } = setup(1);
    shared.down = true;
    expect(await takes(store, all(10), 2)).toBe(2);
    shared.down = false;
    expect(await store.used('all', WINDOW)).toBe(0);
    expect(shared.added).toEqual([{ spent: [{ key: 'all', n: 2 }], window: windowOf(clock.t, WINDOW) }]);
    expect(await takes(store, all(10), 1)).toBe(1);
    expect(shared.added).toHaveLength(1);
    expect(await store.used('all', WINDOW)).toBe(1);
  });

  it('starts memory afresh once its counts are on Redis: a second failover spends from what Redis had left', async () => {
    const { shared, store } = makeOne();
    shared.down = true;
    expect(await takes(store, all(10), 2)).toBe(2);
    shared.down = false;
    expect(await takes(store, all(10), 1)).toBe(1); // memory's 2 handed to Redis (the stand-in records them only)
    shared.down = true;
    expect(await takes(store, all(10), 10)).toBe(9); // 10 less the 1 Redis counted; memory's old 2 are not its own
  });

  it('knows in memory who was asking on Redis: a failover does not make every address a newcomer again', async () => {
    const { clock, shared, store } = makeOne();
    const slots = (who: string): Charge[] => [
      { key: 'slots', limit: 10, open: 4, seen: `slots@${who}` },
      { key: `slots@${who}`, limit: 100 },
    ];
    expect(await takes(store, slots('x'), 1)).toBe(1);
    clock.t += 30_000;
    expect(await takes(store, slots('x'), 1)).toBe(1);
    clock.t += 31_000; // the next window: x has been asking for a minute
    shared.down = true;
    expect(await takes(store, slots('x'), 10)).toBe(4); // held to the open part, in memory as on Redis
    expect(await takes(store, slots('y'), 10)).toBe(6); // a newcomer has the rest
  });

  it('keeps who was seen when it goes back to Redis and away again', async () => {
    const { clock, shared, store } = makeOne();
    const slots = (who: string): Charge[] => [
      { key: 'slots', limit: 10, open: 4, seen: `slots@${who}` },
      { key: `slots@${who}`, limit: 100 },
    ];
    shared.down = true;
    expect(await takes(store, slots('x'), 1)).toBe(1);
    shared.down = false;
    clock.t += 30_000;
    expect(await takes(store, slots('x'), 1)).toBe(1); // back on Redis: memory's counts go there
    clock.t += 31_000;
    shared.down = true;
    expect(await takes(store, slots('x'), 10)).toBe(4);
  });

  // The budget's own charges (lib/budget/budget.ts): the site-wide counter names the visitor it is asked for, and the
  // visitor's own counter is the one keyed by that name.
  const visitorSlots = (who: string, own: number): Charge[] => [
    { key: 'all', limit: 100 },
    { key: 'slots', limit: 10, open: 4, seen: `slots@${who}` },
    { key: `slots@${who}`, limit: own },
  ];

  it('holds a visitor Redis refused by its own counter to the open part in memory, as Redis does', async () => {
    const { clock, shared, store } = makeOne();
    clock.t = 10 * WINDOW + 50_000;
    expect(await takes(store, visitorSlots('x', 1), 2)).toBe(1); // the second refused by x's own cap
    clock.t += 15_000; // the next window, x first seen 15 s ago
    shared.down = true;
    expect(await takes(store, visitorSlots('y', 4), 4)).toBe(4); // a newcomer fills the open part
    expect(await takes(store, visitorSlots('x', 1), 1)).toBe(0); // x is no newcomer
    expect(await takes(store, visitorSlots('z', 1), 1)).toBe(1); // a newcomer still has the rest
  });

  it("keeps the newcomer's part for a visitor Redis refused only because the site-wide counter was full", async () => {
    const { clock, shared, store } = makeOne();
    clock.t = 10 * WINDOW + 50_000;
    expect(await takes(store, visitorSlots('y', 10), 10)).toBe(10);
    expect(await takes(store, visitorSlots('x', 1), 1)).toBe(0); // refused by the full site-wide counter
    clock.t += 15_000;
    shared.down = true;
    expect(await takes(store, visitorSlots('z', 4), 4)).toBe(4);
    expect(await takes(store, visitorSlots('x', 1), 1)).toBe(1); // x, first seen 15 s ago, is still new
  });

  it("keeps the newcomer's part for a visitor whose take on Redis only reached its own cap", async () => {
    const { clock, shared, store } = makeOne();
    clock.t = 10 * WINDOW + 50_000;
    expect(await takes(store, visitorSlots('x', 1), 1)).toBe(1); // x's own counter now full, nothing refused
    clock.t += 15_000;
    shared.down = true;
    expect(await takes(store, visitorSlots('y', 4), 4)).toBe(4);
    expect(await takes(store, visitorSlots('x', 1), 1)).toBe(1);
  });
});
