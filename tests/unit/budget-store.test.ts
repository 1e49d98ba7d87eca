import { describe, expect, it } from 'vitest';
import { Budget } from '@/lib/budget/budget';
import { readBudgetConfig } from '@/lib/budget/config';
import { createAdmit, spendUpFront } from '@/lib/budget/admission';
import { currentSpending } from '@/lib/budget/context';
import { FailoverBudgetStore, RedisBudgetStore } from '@/lib/budget/redis-store';
import { SwitchableShared } from '../support/switchable-budget-store';
import { DEFAULT_BUDGET, gateReserve } from '@/lib/budget/rules';
import { MemoryBudgetStore, windowOf, type Charge } from '@/lib/budget/store';
import { Failover } from '@/lib/shared-store/failover';

/**
 * The budget's stores at their edges (docs/budget.md): when a visitor counts as new to a fair share and when it is
 * forgotten, the bound on remembered visitors, what memory owes Redis after an outage, and the calls the Redis store
 * makes. The budget's priorities and caps are in tests/unit/budget.test.ts, the outage itself in
 * tests/unit/budget-failover.test.ts, the real Redis in tests/integration/redis-stores.test.ts.
 */
const W = 60_000;
/** The start of a clock window. */
const T0 = 1_000 * W;

describe('the memory store: who is new to a fair share', () => {
  const fair = (who: string): Charge[] => [{ key: 'slots', limit: 10, open: 1, seen: who }];

  it('holds a visitor asking since a window to the open part, and forgets one quiet for a window', async () => {
    const clock = { t: T0 };
    const store = new MemoryBudgetStore(() => clock.t);
    expect(await store.take(fair('v'), 1, W)).toBe(true);
    clock.t = T0 + W - 1;
    expect(await store.take(fair('v'), 1, W)).toBe(true);
    clock.t = T0 + W; // the next window; v first asked a window ago
    expect(await store.take(fair('v'), 1, W)).toBe(true);
    expect(await store.take(fair('v'), 1, W)).toBe(false);
    // w asked once, exactly a window ago: forgotten, so new again and free of the open part.
    clock.t = T0 + 2 * W;
    const fresh = new MemoryBudgetStore(() => clock.t);
    expect(await fresh.take(fair('w'), 1, W)).toBe(true);
    clock.t = T0 + 3 * W;
    expect(await fresh.take(fair('w'), 1, W)).toBe(true);
    expect(await fresh.take(fair('w'), 1, W)).toBe(true);
    expect(await fresh.take(fair('w'), 1, W)).toBe(true);
  });

  it('a charge with no open part holds nobody to one, however long they have asked', async () => {
    const clock = { t: T0 };
    const store = new MemoryBudgetStore(() => clock.t);
    const charge: Charge[] = [{ key: 'slots', limit: 3, seen: 'v' }];
    expect(await store.take(charge, 1, W)).toBe(true);
    clock.t = T0 + W - 1;
    expect(await store.take(charge, 1, W)).toBe(true);
    clock.t = T0 + W;
    expect(await store.take(charge, 3, W)).toBe(true);
  });

  it('remembers at most its bound of visitors, forgetting the one that asked least recently', async () => {
    const clock = { t: T0 };
    const store = new MemoryBudgetStore(() => clock.t, 2);
    for (const t of [T0, T0 + W - 1]) {
      clock.t = t;
      expect(await store.take(fair('v1'), 1, W)).toBe(true);
      expect(await store.take(fair('v2'), 1, W)).toBe(true);
    }
    clock.t = T0 + W;
    // Both are remembered (the bound is 2), so v2 is held to the open part.
    expect(await store.take(fair('v2'), 1, W)).toBe(true);
    expect(await store.take(fair('v2'), 1, W)).toBe(false);
    // A third visitor pushes out v1, which then counts as new.
    expect(await store.take(fair('v3'), 1, W)).toBe(true);
    expect(await store.take(fair('v1'), 1, W)).toBe(true);
  });

  it('a bound of one visitor keeps the one asking, whatever else the take charges', async () => {
    const clock = { t: T0 };
    const store = new MemoryBudgetStore(() => clock.t, 1);
    const charges: Charge[] = [{ key: 'all', limit: 100 }, ...fair('v')];
    expect(await store.take(charges, 1, W)).toBe(true);
    clock.t = T0 + W - 1;
    expect(await store.take(charges, 1, W)).toBe(true);
    clock.t = T0 + W;
    expect(await store.take(charges, 1, W)).toBe(true);
    expect(await store.take(charges, 1, W)).toBe(false);
  });
});

/** Redis stood in for by a memory store that can be switched off, recording what is added to it. */

function failoverSetup(instances: number, start = T0 + 1_000) {
  const clock = { t: start };
  const shared = new SwitchableShared(clock);
  const failover = new Failover({ timeoutMs: 1_000, retryMs: 0, log: () => {}, now: () => clock.t });
  return { clock, shared, store: new FailoverBudgetStore(shared, failover, instances, () => clock.t) };
}

describe('the budget on memory while Redis is away', () => {
  it("holds a visitor asking since a window to the open part of this instance's share", async () => {
    const { clock, shared, store } = failoverSetup(2, T0);
    shared.down = true;
    const fair: Charge[] = [{ key: 'slots', limit: 10, open: 6, seen: 'v' }];
    expect(await store.take(fair, 1, W)).toBe(true);
    clock.t = T0 + W - 1;
    expect(await store.take(fair, 1, W)).toBe(true);
    clock.t = T0 + W;
    // The share is 10 / 2 instances = 5, its open part 5 × 6 / 10 = 3: v, asking since a window, gets 3.
    let ok = 0;
    for (let i = 0; i < 5; i++) if (await store.take(fair, 1, W)) ok++;
    expect(ok).toBe(3);
    // A new visitor still gets the rest of the share.
    expect(await store.take([{ key: 'slots', limit: 10, open: 6, seen: 'new' }], 2, W)).toBe(true);
  });

  it('holds nobody to an open part on a counter that has none, as Redis would not', async () => {
    const { clock, shared, store } = failoverSetup(1, T0);
    shared.down = true;
    const capped: Charge[] = [{ key: 'x', limit: 2, seen: 'v' }];
    expect(await store.take(capped, 1, W)).toBe(true);
    clock.t = T0 + W - 1;
    expect(await store.take(capped, 1, W)).toBe(true);
    clock.t = T0 + W;
    expect(await store.take(capped, 2, W)).toBe(true);
    expect(await store.take(capped, 1, W)).toBe(false);
  });

  it('owes Redis only what this window spent: not older windows, not what was given back, nothing after a refusal', async () => {
    const { clock, shared, store } = failoverSetup(1);
    shared.down = true;
    expect(await store.take([{ key: 'old', limit: 5 }], 1, W)).toBe(true);
    clock.t += W;
    expect(await store.take([{ key: 'kept', limit: 5 }], 2, W)).toBe(true);
    expect(await store.take([{ key: 'back', limit: 5 }], 1, W)).toBe(true);
    await store.give([{ key: 'back', limit: 5 }], 1, W);
    shared.down = false;
    expect(await store.used('kept', W)).toBe(0);
    expect(shared.added).toEqual([{ spent: [{ key: 'kept', n: 2 }], window: windowOf(clock.t, W) }]);

    // Away again, and refused all along: nothing is owed.
    shared.added.length = 0;
    shared.down = true;
    expect(await store.take([{ key: 'none', limit: 0 }], 1, W)).toBe(false);
    shared.down = false;
    await store.used('none', W);
    expect(shared.added).toEqual([]);
  });

  it('keeps what Redis last said of this window when it forgets older windows, past 2,000 counters', async () => {
    const { clock, shared, store } = failoverSetup(1);
    const all: Charge = { key: 'all', limit: 2_010 };
    const addresses = Array.from({ length: 2_001 }, (_, i): Charge => ({ key: `a@${i}`, limit: 5_000 }));
    expect(await store.take([all, ...addresses], 2_002, W)).toBe(true);
    // 2,002 counters remembered: this take forgets those of older windows (there are none).
    expect(await store.take([{ key: 'other', limit: 5 }], 1, W)).toBe(true);
    clock.t += 1;
    shared.down = true;
    // Redis had counted 2,002 of 2,010: memory may spend the 8 left.
    let ok = 0;
    for (let i = 0; i < 12; i++) if (await store.take([all], 1, W)) ok++;
    expect(ok).toBe(8);
  });
});

/** A Redis connection that records each script's keys and answers as the real one would for nothing counted. */
function recordingRedis() {
  const calls: { keys: string[]; args: (string | number)[] }[] = [];
  const run = async (script: string, keys: string[], args: (string | number)[]) => {
    calls.push({ keys, args });
    return script.includes('out[1]') ? [1, ...keys.map(() => 1)] : script.includes('tonumber') ? 0 : 1;
  };
  return { calls, run };
}

describe("the Redis store's calls", () => {
  it('asks Redis nothing for nothing to take, add or give', async () => {
    const { calls, run } = recordingRedis();
    const store = new RedisBudgetStore(run, 'p:', () => T0);
    expect(await store.takeCounted([], 1, W)).toEqual({ ok: true, counts: [], window: windowOf(T0, W) });
    await store.add([], W, windowOf(T0, W));
    await store.give([], 1, W);
    expect(calls).toEqual([]);
  });

  it('marks a visitor seen only for a fair share, with the first charge that has one', async () => {
    const { calls, run } = recordingRedis();
    const store = new RedisBudgetStore(run, 'p:', () => T0);
    const w = windowOf(T0, W);
    await store.take([{ key: 'all', limit: 100 }], 1, W);
    await store.take([{ key: 'slots@x', limit: 5, seen: 'slots@x' }], 1, W);
    await store.take([{ key: 'slots', limit: 10, open: 6 }], 1, W);
    await store.take(
      [
        { key: 'all', limit: 100 },
        { key: 'slots', limit: 10, open: 6, seen: 'slots@x' },
        { key: 'slots@x', limit: 5 },
      ],
      1,
      W,
    );
    expect(calls.map((c) => c.keys)).toEqual([
      [`p:budget:${W}:${w}:all`],
      [`p:budget:${W}:${w}:slots@x`],
      [`p:budget:${W}:${w}:slots`],
      [
        `p:budget:${W}:${w}:all`,
        `p:budget:${W}:${w}:slots`,
        `p:budget:${W}:${w}:slots@x`,
        `p:budget-seen:${W}:slots@x`,
      ],
    ]);
    // Each counter's open part (-1 where there is none), then where the visitor's own counter is (1-based).
    expect(calls[3]!.args.slice(-4)).toEqual([-1, 6, -1, 3]);
  });
});

describe('the budget around its store', () => {
  it("names each kind's gate reserve as the rules do", () => {
    const b = new Budget(DEFAULT_BUDGET, new MemoryBudgetStore());
    for (const kind of ['write', 'slots', 'refresh', 'build'] as const)
      for (const limit of [undefined, 15])
        expect(b.gateReserve(kind, limit)).toBe(gateReserve(DEFAULT_BUDGET, kind, limit));
    expect(b.gateReserve('refresh', undefined)).toBe(8);
  });

  it('reads a setting of spaces only as unset', () => {
    expect(readBudgetConfig({ BUDGET_WRITE_RESERVE: '   ' }).writeReserve).toBe(DEFAULT_BUDGET.writeReserve);
  });

  it("a prepaid unit given back returns to the purchase, not to the budget, for the purchase's next send", async () => {
    const store = new MemoryBudgetStore(() => T0);
    const b = new Budget(DEFAULT_BUDGET, store, () => T0);
    const admit = createAdmit(() => b, { defaultKind: () => 'refresh', maxHoldMs: {} });
    await spendUpFront(b, 'slots', 1, '192.0.2.8', async () => {
      const first = admit(undefined);
      await first.take();
      expect(currentSpending()?.prepaid).toBe(0);
      await first.giveBack?.(); // Next's data cache answered: no request went out
      expect(currentSpending()?.prepaid).toBe(1);
      expect(await store.used('slots@192.0.2.8', W)).toBe(1);
      await admit(undefined).take();
      expect(currentSpending()?.prepaid).toBe(0);
    });
    expect(await store.used('slots@192.0.2.8', W)).toBe(1);
  });
});
