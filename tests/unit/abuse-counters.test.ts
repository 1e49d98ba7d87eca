import { describe, expect, it } from 'vitest';
import {
  FailoverOnceStore,
  FailoverWindowCounter,
  MemoryFairCounter,
  MemoryOnceStore,
  MemoryWindowCounter,
  type OnceStore,
  type Take,
  type WindowCounter,
} from '@/lib/abuse/counters';
import { Failover } from '@/lib/shared-store/failover';

/**
 * The form limits' counters in one process (lib/abuse/counters.ts): the sliding window per address, once-only claims
 * with a lifetime, the site-wide window that keeps a part for addresses new to it, and the switch to memory while
 * Redis is away. The Redis counters are in tests/integration/redis-stores.test.ts; the forms under abuse in
 * tests/unit/form-fair-share.test.ts.
 */
const W = 60_000;
const ok = async (p: Promise<Take>) => (await p).ok;

describe('the sliding window per address', () => {
  it('refuses past the limit with the wait, and an undone take frees its place', async () => {
    let t = 1_000;
    const c = new MemoryWindowCounter(2, W, () => t);
    const first = await c.take('a');
    expect(first.ok).toBe(true);
    t += 10_000;
    expect(await ok(c.take('a'))).toBe(true);
    expect(await c.take('a')).toEqual({ ok: false, waitMs: 50_000 });
    expect(await c.waitMs('a')).toBe(50_000);
    expect(await c.waitMs('b')).toBe(0);
    if (first.ok) await first.undo();
    expect(await c.waitMs('a')).toBe(0);
    expect(await ok(c.take('a'))).toBe(true);
    expect(await ok(c.take('a'))).toBe(false);
  });

  it('records an event that counts, and forgets a key', async () => {
    const c = new MemoryWindowCounter(1, W, () => 0);
    await c.record('a');
    expect(await c.waitMs('a')).toBe(W);
    await c.forget('a');
    expect(await c.waitMs('a')).toBe(0);
  });
});

describe('once-only claims', () => {
  it('claims an id once for its lifetime, then again once it has run out', async () => {
    let t = 0;
    const s = new MemoryOnceStore(10, () => t);
    expect(await s.claim('n', 1_000)).toBe(true);
    t = 999;
    expect(await s.claim('n', 1_000)).toBe(false);
    t = 1_000;
    expect(await s.claim('n', 1_000)).toBe(true);
  });

  it('an id handed back is free; handed back bound to a hash, only a claim with that hash gets it', async () => {
    const s = new MemoryOnceStore(10, () => 0);
    expect(await s.claim('n', 1_000)).toBe(true);
    await s.release('n');
    expect(await s.claim('n', 1_000, 'h1')).toBe(true);
    await s.release('n', 'h1');
    expect(await s.claim('n', 1_000, 'h2')).toBe(false);
    expect(await s.claim('n', 1_000)).toBe(false);
    expect(await s.claim('n', 1_000, 'h1')).toBe(true);
    expect(await s.claim('n', 1_000, 'h1')).toBe(false); // claimed again: spent, the binding gone
    await s.release('gone', 'h1'); // nothing held: nothing to bind
    expect(await s.claim('gone', 1_000)).toBe(true);
  });

  it('keeps at most its bound of ids, dropping the oldest, and drops the ones run out first', async () => {
    let t = 0;
    const s = new MemoryOnceStore(2, () => t);
    await s.claim('a', 10_000);
    await s.claim('b', 10_000);
    await s.claim('c', 10_000);
    expect(s.size).toBe(2);
    expect(await s.claim('a', 10_000)).toBe(true); // dropped, so free again (and b goes)
    expect(await s.claim('c', 10_000)).toBe(false);
    t = 5_000;
    await s.claim('short', 1);
    t = 20_000;
    // Everything has run out by now: a claim clears them all but itself.
    await s.claim('d', 10_000);
    expect(s.size).toBe(1);
    t = 30_000; // d runs out at this very moment
    await s.claim('e', 10_000);
    expect(s.size).toBe(1);
  });
});

describe('the site-wide window with a part kept for new addresses', () => {
  it('tells the wait an address would have, seen or new, without counting the asking', async () => {
    let t = 0;
    const c = new MemoryFairCounter(6, 4, W, () => t);
    expect(await ok(c.take('a'))).toBe(true);
    t = 30_000;
    expect(await ok(c.take('a'))).toBe(true);
    t = 50_000;
    for (let i = 0; i < 2; i++) expect(await ok(c.take('b'))).toBe(true);
    t = W; // a was first seen a window ago: held to the open 2, which the window's 3 events fill
    expect(await c.waitMs('a')).toBe(50_000);
    expect(await c.waitMs('new')).toBe(0);
    expect(await c.waitMs('b')).toBe(0); // first seen 10 s ago: new, and free of the kept part
    expect(c.count).toBe(3);
    t = 30_000 + W - 1; // a's last take was just under a window ago: still seen
    expect(await c.waitMs('a')).toBe(20_001);
    t = 30_000 + W; // a window after it: forgotten, new again
    expect(await c.waitMs('a')).toBe(0);
    expect(c.count).toBe(2);
  });

  it('records an event for an address, which then counts as seen', async () => {
    let t = 0;
    const c = new MemoryFairCounter(2, 1, W, () => t);
    await c.record('a');
    expect(c.count).toBe(1);
    t = W - 1;
    await c.record('a');
    t = W;
    expect(await c.waitMs('a')).toBe(W - 1);
    await c.forget('a');
    expect(await c.waitMs('a')).toBe(0);
  });

  it('a take undone frees its place; an address held to nothing waits a whole window', async () => {
    let t = 0;
    const c = new MemoryFairCounter(1, 1, W, () => t);
    const first = await c.take('a');
    expect(first.ok).toBe(true);
    if (first.ok) await first.undo();
    expect(c.count).toBe(0);
    if (first.ok) await first.undo(); // twice: nothing more to take back
    expect(await ok(c.take('b'))).toBe(true);
    t = W - 1;
    expect(await ok(c.take('a'))).toBe(false);
    t = W;
    // The whole window is kept for new addresses: a, asking since a window, has no place at all.
    expect(await c.take('a')).toEqual({ ok: false, waitMs: W });
  });

  it('forgets an address exactly a window after its last take', async () => {
    let t = 0;
    const c = new MemoryFairCounter(6, 4, W, () => t);
    expect(await ok(c.take('a'))).toBe(true);
    t = W; // the window is empty again, and a is forgotten: new, it may take beyond the open 2
    for (let i = 0; i < 3; i++) expect(await ok(c.take('a'))).toBe(true);
  });

  it('an undo takes back its own event only, once', async () => {
    let t = 0;
    const c = new MemoryFairCounter(6, 0, W, () => t);
    const first = await c.take('a');
    t = 1;
    expect((await c.take('b')).ok).toBe(true);
    if (first.ok) {
      await first.undo();
      await first.undo();
    }
    expect(c.count).toBe(1);
  });

  it('remembers at most its bound of addresses, forgetting the least recent', async () => {
    let t = 0;
    const c = new MemoryFairCounter(100, 99, W, () => t, 2);
    for (const at of [0, W - 1]) {
      t = at;
      await c.take('a');
      await c.take('b');
    }
    t = W + 1;
    await c.take('c'); // pushes out a
    const held = await c.take('b');
    expect(held).toMatchObject({ ok: false });
    expect(await ok(c.take('a'))).toBe(true);
  });
});

/** A shared counter that can be switched off, counting what reaches it. */
function switchable<T extends object>(inner: T) {
  const state = { down: false, calls: 0 };
  const proxy = new Proxy(inner, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return async (...args: unknown[]) => {
        if (state.down) throw new Error('connection refused');
        state.calls++;
        return (v as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { state, store: proxy };
}

describe('Redis while it answers, memory while it is away', () => {
  const failover = () => new Failover({ timeoutMs: 1_000, retryMs: 0, log: () => {} });

  it('counts, waits and forgets on the shared counter, and undoes a take where it was counted', async () => {
    const shared = switchable<WindowCounter>(new MemoryWindowCounter(1, W, () => 0));
    const local = new MemoryWindowCounter(1, W, () => 0);
    const c = new FailoverWindowCounter(shared.store, local, failover());
    const taken = await c.take('a');
    expect(taken.ok).toBe(true);
    expect(await c.waitMs('a')).toBe(W);
    expect(await local.waitMs('a')).toBe(0);
    if (taken.ok) await taken.undo();
    expect(await c.waitMs('a')).toBe(0);
    await c.record('a');
    expect(await shared.store.waitMs('a')).toBe(W);
    await c.forget('a');
    expect(await shared.store.waitMs('a')).toBe(0);
    expect(await ok(c.take('a'))).toBe(true);
    expect(await c.take('a')).toEqual({ ok: false, waitMs: W });
  });

  it('an undo after Redis went away is dropped, not sent to memory', async () => {
    const shared = switchable<WindowCounter>(new MemoryWindowCounter(1, W, () => 0));
    const local = new MemoryWindowCounter(1, W, () => 0);
    const c = new FailoverWindowCounter(shared.store, local, failover());
    await local.record('a');
    const taken = await c.take('a');
    shared.state.down = true;
    if (taken.ok) await taken.undo();
    expect(await local.waitMs('a')).toBe(W);
  });

  it('counts, waits and forgets in memory while Redis is away', async () => {
    const shared = switchable<WindowCounter>(new MemoryWindowCounter(1, W, () => 0));
    const local = new MemoryWindowCounter(1, W, () => 0);
    const c = new FailoverWindowCounter(shared.store, local, failover());
    shared.state.down = true;
    await c.record('a');
    expect(await local.waitMs('a')).toBe(W);
    expect(await c.waitMs('a')).toBe(W);
    await c.forget('a');
    expect(await ok(c.take('a'))).toBe(true);
    expect(await local.waitMs('a')).toBe(W);
    shared.state.down = false;
    expect(await c.waitMs('a')).toBe(0);
  });

  it('claims and hands back once-only ids in Redis, or in memory while it is away', async () => {
    const shared = switchable<OnceStore>(new MemoryOnceStore(10, () => 0));
    const local = new MemoryOnceStore(10, () => 0);
    const s = new FailoverOnceStore(shared.store, local, failover());
    expect(await s.claim('n', 1_000, 'h')).toBe(true);
    expect(await local.claim('n', 1_000)).toBe(true);
    await s.release('n', 'h');
    expect(await shared.store.claim('n', 1_000, 'h')).toBe(true);
    shared.state.down = true;
    expect(await s.claim('m', 1_000)).toBe(true);
    expect(await local.claim('m', 1_000)).toBe(false);
    await s.release('m');
    expect(await local.claim('m', 1_000)).toBe(true);
  });
});
