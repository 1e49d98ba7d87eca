import { describe, expect, it } from 'vitest';
import { RateGate } from '@/lib/clinic-api/pacing';

/**
 * The gate keeps one process under the API's window (120 requests a clock minute per key; RateLimit-Remaining and
 * RateLimit-Reset on every answer to a valid key, absent on 401 or when the counter is briefly down).
 * A fake clock: `sleep` moves time, so every wait is measured exactly and nothing really waits.
 */
function clock() {
  let t = 1_000_000;
  const sleeps: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      t += ms;
    },
    advance: (ms: number) => void (t += ms),
    sleeps,
  };
}
const window = (remaining: string | number, reset?: string | number) =>
  new Headers({
    'ratelimit-limit': '120',
    'ratelimit-remaining': String(remaining),
    ...(reset === undefined ? {} : { 'ratelimit-reset': String(reset) }),
  });

describe('RateGate', () => {
  it('keeps two requests in reserve by default: 3 left goes at once, 2 left waits for the reset', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(3, 10));
    const start = c.now();
    const release = await gate.acquire();
    expect(c.now()).toBe(start);
    release(window(2, 10));
    await gate.acquire();
    expect(c.now() - start).toBeGreaterThanOrEqual(10_000);
  });

  it('a held request goes when the window resets, not later', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(0, 10));
    const start = c.now();
    await gate.acquire();
    expect(c.now() - start).toBeGreaterThanOrEqual(10_000);
    expect(c.now() - start).toBeLessThan(10_050);
  });

  it('a spent window whose reset time has come holds nothing, even before a new answer', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    gate.observe(window(0, 2));
    c.advance(2_000);
    const start = c.now();
    await gate.acquire();
    expect(c.now()).toBe(start);
    expect(c.sleeps).toEqual([]);
  });

  it('a window that has reset is learnt again from the next answer', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(0, 5));
    await gate.acquire();
    expect(gate.snapshot().remaining).toBeUndefined();
    expect(gate.snapshot().resetInMs).toBe(0);
  });

  it('an answer without a reset time is no window: its spent count does not hold requests', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(0));
    expect(gate.snapshot().remaining).toBeUndefined();
    const start = c.now();
    await gate.acquire();
    expect(c.now()).toBe(start);
  });

  it('ignores an answer whose RateLimit headers it cannot read whole, and only lowers the count within a window', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    gate.observe(window('many', 30));
    expect(gate.snapshot()).toMatchObject({ remaining: undefined, resetInMs: 0 });
    gate.observe(window(40, 30));
    gate.observe(window(39, 'soon'));
    expect(gate.snapshot()).toMatchObject({ remaining: 40, resetInMs: 30_000 });
    gate.observe(new Headers({ 'ratelimit-reset': '5' }));
    expect(gate.snapshot()).toMatchObject({ remaining: 40, resetInMs: 30_000 });
    // Answers arrive out of order: an older, higher count never reopens room, and the window's end stays as learnt.
    gate.observe(window(38, 29));
    gate.observe(window(45, 10));
    expect(gate.snapshot()).toMatchObject({ remaining: 38, resetInMs: 30_000 });
  });

  it('no request is held longer than maxHoldMs: past it the request goes and the API decides', async () => {
    const c = clock();
    const gate = new RateGate({ maxHoldMs: 5_000, now: c.now, sleep: c.sleep });
    gate.blockFor(600);
    const start = c.now();
    await gate.acquire();
    expect(c.now() - start).toBe(5_000);
  });

  it('holds for at most 65 s by default (just over the one-minute window)', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    gate.blockFor(3_600);
    const start = c.now();
    await gate.acquire();
    expect(c.now() - start).toBeGreaterThanOrEqual(65_000);
    expect(c.now() - start).toBeLessThan(65_100);
  });

  it('waits in steps of at least 20 ms, never spinning', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(0, 0.01)); // resets in 10 ms
    await gate.acquire();
    expect(c.sleeps.length).toBeGreaterThan(0);
    for (const ms of c.sleeps) expect(ms).toBeGreaterThanOrEqual(20);
  });

  it('a later, shorter 429 does not shorten the hold of an earlier one', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    gate.blockFor(60);
    gate.blockFor(5);
    expect(gate.snapshot()).toMatchObject({ remaining: 0, resetInMs: 60_000 });
    const start = c.now();
    await gate.acquire();
    expect(c.now() - start).toBeGreaterThanOrEqual(60_000);
  });

  it('a 429 lengthens the hold of a window that would have reset sooner', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    gate.observe(window(50, 5));
    gate.blockFor(20);
    expect(gate.snapshot()).toMatchObject({ remaining: 0, resetInMs: 20_000 });
  });

  it('counts a request in flight once, however often its answer is reported', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    const a = await gate.acquire();
    const b = await gate.acquire();
    expect(gate.snapshot().inFlight).toBe(2);
    a(null);
    a(window(10, 10));
    expect(gate.snapshot().inFlight).toBe(1);
    // The duplicate report of `a` did not teach the gate anything either.
    expect(gate.snapshot().remaining).toBeUndefined();
    b(window(10, 10));
    expect(gate.snapshot()).toMatchObject({ inFlight: 0, remaining: 10 });
  });

  it('reports no negative time to the reset once the window is over', () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    gate.observe(window(5, 2));
    c.advance(10_000);
    expect(gate.snapshot().resetInMs).toBe(0);
  });
});
