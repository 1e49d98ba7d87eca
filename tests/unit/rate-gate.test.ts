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

/** Settles every promise that can settle without time passing. */
const settle = () => new Promise((r) => setImmediate(r));

/** A gate whose waits never end: a request it holds stays held, one it lets go resolves at once. */
function stuckGate(reserve = 0) {
  let t = 1_000_000;
  const gate = new RateGate({ reserve, now: () => t, sleep: () => new Promise(() => {}) });
  const goes = (r?: number) => {
    const state = { went: false };
    void gate.acquire(r).then(() => (state.went = true));
    return state;
  };
  return { gate, goes, advance: (ms: number) => void (t += ms) };
}

describe('RateGate: who goes alone', () => {
  it('a held request sleeps until the reset in one wait, not in polls', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(0, 12));
    await gate.acquire();
    expect(c.sleeps).toEqual([12_000]);
  });

  it('holds no request longer than maxHoldMs in all, polls for the probe included', async () => {
    let t = 0;
    const probe: { done?: (h: Headers | null) => void } = {};
    let polls = 0;
    const gate = new RateGate({
      reserve: 0,
      maxHoldMs: 5_000,
      now: () => t,
      sleep: async (ms) => {
        t += ms;
        // After three looks, the probe's answer: the window is spent for 30 s.
        if (++polls === 3) probe.done!(window(0, 30));
      },
    });
    probe.done = await gate.acquire();
    const start = t;
    await gate.acquire();
    expect(t - start).toBe(5_000);
  });

  it('a request still out from an ended window is no probe: the next one goes at once to learn the new window', async () => {
    const { gate, goes, advance } = stuckGate();
    (await gate.acquire())(window(10, 1));
    const straggler = await gate.acquire();
    advance(1_000);
    const probe = goes();
    await settle();
    expect(probe.went).toBe(true);
    // ... and it is the probe: the next waits for its answer.
    const next = goes();
    await settle();
    expect(next.went).toBe(false);
    straggler(null);
  });

  it("a straggler's answer while the probe is out does not let the others go", async () => {
    const { gate, goes, advance } = stuckGate();
    (await gate.acquire())(window(10, 1));
    const straggler = await gate.acquire();
    advance(1_000);
    const probe = await gate.acquire();
    straggler(null);
    const next = goes();
    await settle();
    expect(next.went).toBe(false);
    probe(window(50, 60));
  });

  it('an API that sends no RateLimit headers is not asked one request at a time', async () => {
    const { gate, goes } = stuckGate();
    (await gate.acquire())(new Headers());
    const a = goes();
    const b = goes();
    await settle();
    expect([a.went, b.went]).toEqual([true, true]);
  });

  it("after a CDN's 429 without RateLimit headers, one request learns the window before the rest go", async () => {
    const { gate, goes, advance } = stuckGate();
    (await gate.acquire())(new Headers()); // unmetered, as far as the gate knows
    gate.blockFor(10);
    advance(10_000);
    const first = goes();
    const second = goes();
    await settle();
    expect([first.went, second.went]).toEqual([true, false]);
  });

  it('a slow answer from an ended window may still lower the new count, never raise it', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(10, 1));
    const slow = await gate.acquire();
    const slower = await gate.acquire();
    c.advance(1_000);
    (await gate.acquire())(window(50, 60));
    slow(window(55, 59));
    expect(gate.snapshot().remaining).toBe(50);
    slower(window(40, 59));
    expect(gate.snapshot().remaining).toBe(40);
  });

  it("an answer reported from outside the gate (observe) is taken as it says, not docked as the probe's", async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(10, 1));
    const straggler = await gate.acquire();
    c.advance(1_000);
    const probe = await gate.acquire();
    straggler(window(11, 1)); // late while the probe is out: it would come off the probe's count
    gate.observe(window(5, 30));
    expect(gate.snapshot().remaining).toBe(5);
    probe(null);
  });

  it('a probe counted after late answers never makes the window below empty', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(window(10, 1));
    const a = await gate.acquire();
    const b = await gate.acquire();
    c.advance(1_000);
    const probe = await gate.acquire();
    a(window(1, 1));
    b(window(0, 1));
    probe(window(1, 60));
    expect(gate.snapshot().remaining).toBe(0);
  });
});

describe('RateGate: the window size and the hold', () => {
  it('learns the window size only from a whole positive number', () => {
    const gate = new RateGate();
    for (const limit of ['0', '-5', '1.5', 'many']) {
      gate.observe(new Headers({ 'ratelimit-limit': limit, 'ratelimit-remaining': '5', 'ratelimit-reset': '30' }));
      expect(gate.snapshot().limit).toBeUndefined();
    }
    gate.observe(window(5, 30));
    expect(gate.snapshot().limit).toBe(120);
    gate.observe(new Headers({ 'ratelimit-remaining': '4', 'ratelimit-reset': '30' }));
    expect(gate.snapshot().limit).toBe(120);
  });

  it('holds a request whose reserve is exactly what is left, counting the requests in flight', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    gate.observe(window(6, 12));
    expect(gate.holdMs(6)).toBe(12_000);
    expect(gate.holdMs(5)).toBe(0);
    const inFlight = [await gate.acquire(), await gate.acquire()];
    expect(gate.holdMs(4)).toBe(12_000);
    expect(gate.holdMs(3)).toBe(0);
    inFlight.forEach((d) => d(null));
  });

  it('holds nothing while the window is unknown', () => {
    const gate = new RateGate();
    expect(gate.holdMs(100)).toBe(0);
  });
});
