import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ClinicClient, type SendAdmission, type Transport } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { RateGate } from '@/lib/clinic-api/pacing';
import { IDEMPOTENT_WRITE } from '@/lib/clinic-api/retry';

/**
 * The client with the site's budget and the rate gate (docs/budget.md): the budget asked per send, the holds a call
 * gives way to, answers Next's data cache replays, and what a write's error says about an earlier attempt.
 */

const BASE = 'https://api.example/api/v1';
const Ok = z.object({ ok: z.boolean() });
const client = (transport: Transport, extra: Partial<ConstructorParameters<typeof ClinicClient>[0]> = {}) =>
  new ClinicClient({ baseUrl: BASE, apiKey: 'k', transport, ...extra });

/** A gate on a clock that only moves when the gate sleeps: holds are measured, nothing really waits. */
function pacedGate(reserve = 2) {
  let t = 1_000_000;
  const sleeps: number[] = [];
  const gate = new RateGate({
    reserve,
    now: () => t,
    sleep: async (ms) => {
      sleeps.push(ms);
      t += ms;
    },
  });
  return { gate, sleeps };
}
const window = (remaining: number, reset: number, limit = 120) =>
  new Headers({
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(remaining),
    'ratelimit-reset': String(reset),
  });

/** A budget that admits everything and records what it was asked. */
function budget(over: Partial<SendAdmission> = {}) {
  const limits: (number | undefined)[] = [];
  const taken = vi.fn(async () => {});
  const givenBack = vi.fn(async () => {});
  const admit = (limit: number | undefined): SendAdmission => {
    limits.push(limit);
    return { reserve: 0, take: taken, giveBack: givenBack, ...over };
  };
  return { admit, limits, taken, givenBack };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the budget, asked per send', () => {
  it('is told the window size the API announced, and charged once per request sent, retries included', async () => {
    const answers = [
      Response.json({ error: 'Niedostępny' }, { status: 503, headers: { 'retry-after': '0', ...headersOf(50, 30) } }),
      Response.json({ ok: true }, { headers: headersOf(49, 30) }),
    ];
    const transport = vi.fn<Transport>(async () => answers.shift()!);
    const b = budget();
    await expect(client(transport, { admit: b.admit }).request('/site', { schema: Ok })).resolves.toEqual({
      ok: true,
    });
    expect(transport).toHaveBeenCalledTimes(2);
    expect(b.taken).toHaveBeenCalledTimes(2);
    expect(b.givenBack).not.toHaveBeenCalled();
    // Before any answer the window is unknown; the retry knows it from the 503's headers.
    expect(b.limits).toEqual([undefined, 120]);
  });

  it('a send the budget refuses is not sent, and holds no place at the gate', async () => {
    const transport = vi.fn<Transport>(async () => Response.json({ ok: true }));
    const refused = new ClinicApiError({ status: 429, code: 'budget_spent' });
    const b = budget({
      take: async () => {
        throw refused;
      },
    });
    const { gate } = pacedGate();
    const err = await client(transport, { admit: b.admit, gate, readRetries: 0 })
      .request('/site', { schema: Ok })
      .catch((e: unknown) => e);
    expect(err).toBe(refused);
    expect(transport).not.toHaveBeenCalled();
    expect(gate.snapshot().inFlight).toBe(0);
  });

  it("the gate keeps back the reserve the budget names for the send, not the gate's own", async () => {
    const { gate, sleeps } = pacedGate(10);
    gate.observe(window(5, 30));
    const transport = vi.fn<Transport>(async () => Response.json({ ok: true }, { headers: window(4, 30) }));
    // A write keeps nothing back: 5 left is room enough, where the gate's own reserve of 10 would hold it 30 s.
    await client(transport, { gate, admit: budget({ reserve: 0 }).admit }).request('/leads', {
      method: 'POST',
      body: {},
      schema: Ok,
    });
    expect(sleeps).toEqual([]);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('gives way at once (429 rate_gate_hold) rather than be held longer than the budget allows, and spends nothing', async () => {
    const { gate, sleeps } = pacedGate();
    gate.observe(window(3, 30)); // 3 left, a reserve of 5: held for the 30 s to the reset
    const transport = vi.fn<Transport>(async () => Response.json({ ok: true }));
    const b = budget({ reserve: 5, maxHoldMs: 29_999 });
    const err = await client(transport, { gate, admit: b.admit, readRetries: 0 })
      .request('/pages', { schema: Ok })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err).toMatchObject({ status: 429, code: 'rate_gate_hold' });
    expect((err as Error).message).toMatch(/window/);
    expect(transport).not.toHaveBeenCalled();
    expect(b.taken).not.toHaveBeenCalled();
    expect(sleeps).toEqual([]);
  });

  it('a hold as long as the budget allows is waited out, then the request goes', async () => {
    const { gate, sleeps } = pacedGate();
    gate.observe(window(3, 30));
    const transport = vi.fn<Transport>(async () => Response.json({ ok: true }, { headers: window(119, 60) }));
    const b = budget({ reserve: 5, maxHoldMs: 30_000 });
    await expect(client(transport, { gate, admit: b.admit }).request('/pages', { schema: Ok })).resolves.toEqual({
      ok: true,
    });
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(30_000);
    expect(b.taken).toHaveBeenCalledTimes(1);
  });
});

describe("a call's own limit on the gate's hold (maxGateWaitMs)", () => {
  it('gives way before sending when the gate would hold it longer', async () => {
    const { gate, sleeps } = pacedGate(2);
    gate.observe(window(2, 20));
    const transport = vi.fn<Transport>(async () => Response.json({ ok: true }));
    const err = await client(transport, { gate })
      .request('/booking/slots', { schema: Ok, maxGateWaitMs: 19_999 })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, code: 'rate_gate_hold', isTransient: true });
    expect((err as ClinicApiError).earlierAttemptOutcomeUnknown).toBe(false);
    expect(transport).not.toHaveBeenCalled();
    expect(sleeps).toEqual([]);
  });

  it('waits for a hold within the limit, and without a limit waits as long as the gate holds', async () => {
    const { gate, sleeps } = pacedGate(2);
    gate.observe(window(2, 20));
    const transport = vi.fn<Transport>(async () => Response.json({ ok: true }, { headers: window(100, 10) }));
    const c = client(transport, { gate });
    await expect(c.request('/booking/slots', { schema: Ok, maxGateWaitMs: 20_000 })).resolves.toEqual({ ok: true });
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(20_000);
    gate.blockFor(40);
    await expect(c.request('/booking/slots', { schema: Ok })).resolves.toEqual({ ok: true });
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(60_000);
  });

  it('measures the hold with the reserve the budget names for the send', async () => {
    const { gate } = pacedGate(2);
    gate.observe(window(2, 20)); // held for the gate's own reserve of 2, not for a reserve of 0
    const transport = vi.fn<Transport>(async () => Response.json({ ok: true }));
    await expect(
      client(transport, { gate, admit: budget({ reserve: 0 }).admit }).request('/leads', {
        method: 'POST',
        body: {},
        schema: Ok,
        maxGateWaitMs: 0,
      }),
    ).resolves.toEqual({ ok: true });
  });

  it('a retried write that meets the hold says its first attempt may have been done', async () => {
    vi.useFakeTimers();
    const { gate } = pacedGate(0);
    // The booking's first attempt: a gateway gave up waiting (502), and the window is spent for 30 s.
    const transport = vi.fn<Transport>(async () =>
      Response.json({ error: 'Błąd bramy' }, { status: 502, headers: window(0, 30) }),
    );
    const p = client(transport, { gate })
      .request('/booking/appointments', {
        method: 'POST',
        body: {},
        schema: Ok,
        retry: IDEMPOTENT_WRITE,
        maxGateWaitMs: 1_000,
      })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    const err = (await p) as ClinicApiError;
    expect(err).toMatchObject({ code: 'rate_gate_hold' });
    expect(err.earlierAttemptOutcomeUnknown).toBe(true);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('a read that meets the hold after a failed attempt says nothing of it (a read does nothing)', async () => {
    vi.useFakeTimers();
    const { gate } = pacedGate(0);
    const transport = vi.fn<Transport>(async () =>
      Response.json({ error: 'Błąd bramy' }, { status: 502, headers: window(0, 30) }),
    );
    const p = client(transport, { gate })
      .request('/site', { schema: Ok, maxGateWaitMs: 1_000 })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    const err = (await p) as ClinicApiError;
    expect(err).toMatchObject({ code: 'rate_gate_hold' });
    expect(err.earlierAttemptOutcomeUnknown).toBe(false);
  });
});

describe('a retried write whose earlier attempt may have been done', () => {
  async function book(first: Response | Error, second: Response, method: 'GET' | 'POST' = 'POST') {
    vi.useFakeTimers();
    const answers = [first, second];
    const transport = vi.fn<Transport>(async () => {
      const a = answers.shift()!;
      if (a instanceof Error) throw a;
      return a;
    });
    const p = client(transport)
      .request('/booking/appointments', {
        method,
        ...(method === 'POST' ? { body: {} } : {}),
        schema: Ok,
        retry: IDEMPOTENT_WRITE,
      })
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    const err = (await p) as ClinicApiError;
    expect(transport).toHaveBeenCalledTimes(2);
    return err;
  }
  const slotTaken = () => Response.json({ error: 'Termin zajęty', code: 'slot_taken' }, { status: 409 });

  it('no answer, then 409: the 409 may be for the slot the first attempt took', async () => {
    const err = await book(new TypeError('fetch failed'), slotTaken());
    expect(err).toMatchObject({ status: 409, code: 'slot_taken' });
    expect(err.earlierAttemptOutcomeUnknown).toBe(true);
  });

  it('a 504, then a second failure: the last error still says the first may have been done', async () => {
    const err = await book(
      Response.json({ error: 'x' }, { status: 504 }),
      Response.json({ error: 'y' }, { status: 500 }),
    );
    expect(err.status).toBe(500);
    expect(err.earlierAttemptOutcomeUnknown).toBe(true);
  });

  it('a 503 (refused before doing anything), then 409: nothing earlier was done', async () => {
    const err = await book(Response.json({ error: 'Przerwa' }, { status: 503 }), slotTaken());
    expect(err.earlierAttemptOutcomeUnknown).toBe(false);
  });

  it('a read is never said to have done anything', async () => {
    const err = await book(new TypeError('fetch failed'), slotTaken(), 'GET');
    expect(err.earlierAttemptOutcomeUnknown).toBe(false);
  });
});

function headersOf(remaining: number, reset: number): Record<string, string> {
  return Object.fromEntries(window(remaining, reset));
}

describe("answers Next's data cache replays", () => {
  const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
  const at = (ms: number) => new Date(ms).toUTCString();
  /** An answer dated `date` carrying a spent window (as an old stored answer would). */
  const dated = (date: number, extra: Record<string, string> = {}) =>
    Response.json({ ok: true }, { headers: { date: at(date), ...extra } });

  function setup() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const queue: Response[] = [];
    const urls: string[] = [];
    const transport = vi.fn<Transport>(async (url) => {
      urls.push(url);
      return queue.shift()!;
    });
    const { gate, sleeps } = pacedGate(0);
    const b = budget();
    const c = client(transport, { gate, admit: b.admit });
    return { c, queue, gate, sleeps, b, urls };
  }

  it("knows the API's clock from the newest Date it sent; none before any answer with one", async () => {
    const { c, queue } = setup();
    expect(c.apiDate).toBeNull();
    queue.push(Response.json({ ok: true }));
    await c.request('/site', { schema: Ok });
    expect(c.apiDate).toBeNull();
    queue.push(dated(T0 + 30_000), dated(T0 + 28_000));
    await c.request('/site', { schema: Ok });
    await c.request('/site', { schema: Ok });
    expect(c.apiDate).toBe(T0 + 30_000);
  });

  it('a cached read dated well behind the API made no request: its unit goes back and its headers are not read', async () => {
    const { c, queue, gate, b } = setup();
    queue.push(dated(T0, headersOf(100, 60)));
    await c.request('/site', { schema: Ok });
    // Stored 10 s ago with "0 left": a fresh entry (revalidate 60), answered from the cache.
    queue.push(dated(T0 - 10_000, headersOf(0, 50)));
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.taken).toHaveBeenCalledTimes(2);
    expect(b.givenBack).toHaveBeenCalledTimes(1);
    expect(gate.snapshot()).toMatchObject({ remaining: 100, inFlight: 0 });
    expect(c.apiDate).toBe(T0);
  });

  it('a few seconds behind (answers cross on the way) is a fresh answer: charged and read', async () => {
    const { c, queue, gate, b } = setup();
    queue.push(dated(T0, headersOf(100, 60)));
    await c.request('/site', { schema: Ok });
    queue.push(dated(T0 - 5_000, headersOf(90, 55)));
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).not.toHaveBeenCalled();
    expect(gate.snapshot().remaining).toBe(90);
  });

  it('an old Date on a read that is never cached is a fresh answer', async () => {
    const { c, queue, gate, b } = setup();
    queue.push(dated(T0, headersOf(100, 60)), dated(T0 - 30_000, headersOf(90, 30)));
    await c.request('/site', { schema: Ok });
    await c.request('/booking/slots', { schema: Ok });
    expect(b.givenBack).not.toHaveBeenCalled();
    expect(gate.snapshot().remaining).toBe(90);
  });

  it('an answer without a Date is taken as sent now', async () => {
    const { c, queue, gate, b } = setup();
    queue.push(dated(T0, headersOf(100, 60)), Response.json({ ok: true }, { headers: headersOf(90, 30) }));
    await c.request('/site', { schema: Ok });
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).not.toHaveBeenCalled();
    expect(gate.snapshot().remaining).toBe(90);
    expect(c.apiDate).toBe(T0);
  });

  it('a stale stored answer pays for the one refresh Next sends: the first in a minute keeps its unit, the rest give it back', async () => {
    const { c, queue, b } = setup();
    queue.push(dated(T0));
    await c.request('/site', { schema: Ok });
    // Stored exactly one revalidate period ago: stale.
    const stored = T0 - 60_000;
    queue.push(dated(stored), dated(stored), dated(stored));
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).toHaveBeenCalledTimes(0);
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).toHaveBeenCalledTimes(2);
    // Another stored entry (another address) has its own refresh to pay for.
    queue.push(dated(stored));
    await c.request('/pages', { schema: Ok, revalidate: 60, query: { page: 2 } });
    expect(b.givenBack).toHaveBeenCalledTimes(2);
    // A minute on, the entry still stale is being refreshed again: paid again, once.
    vi.setSystemTime(T0 + 59_999);
    queue.push(dated(stored));
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).toHaveBeenCalledTimes(3);
    vi.setSystemTime(T0 + 60_000);
    queue.push(dated(stored), dated(stored));
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).toHaveBeenCalledTimes(3);
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).toHaveBeenCalledTimes(4);
  });

  it('one second short of its revalidate time a stored answer is fresh', async () => {
    const { c, queue, b } = setup();
    queue.push(dated(T0), dated(T0 - 59_000), dated(T0 - 59_000));
    await c.request('/site', { schema: Ok });
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).toHaveBeenCalledTimes(2);
  });

  it('remembers the last 1,000 stale entries paid for, forgetting the oldest first', async () => {
    const { c, queue, b } = setup();
    queue.push(dated(T0));
    await c.request('/site', { schema: Ok });
    const stale = async (page: number) => {
      queue.push(dated(T0 - 120_000));
      await c.request('/pages', { schema: Ok, revalidate: 60, query: { page } });
    };
    for (let page = 1; page <= 1_000; page++) await stale(page);
    expect(b.givenBack).toHaveBeenCalledTimes(0);
    await stale(1); // still remembered: its refresh is paid for
    expect(b.givenBack).toHaveBeenCalledTimes(1);
    await stale(1_001); // the 1,001st: page 1 is forgotten
    await stale(1);
    expect(b.givenBack).toHaveBeenCalledTimes(1);
    await stale(3); // page 1's return pushed out page 2, the oldest; page 3 is still remembered
    expect(b.givenBack).toHaveBeenCalledTimes(2);
  });
  it('the same address stored again (a newer Date) is another entry, with its own refresh to pay for', async () => {
    const { c, queue, b } = setup();
    queue.push(dated(T0), dated(T0 - 120_000), dated(T0 - 90_000));
    await c.request('/site', { schema: Ok });
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    expect(b.givenBack).not.toHaveBeenCalled();
  });

  it("ages a stored answer on the API's clock, not this machine's", async () => {
    const { c, queue, b } = setup();
    // This machine's clock runs ten minutes ahead of the API's.
    vi.setSystemTime(T0 + 600_000);
    queue.push(dated(T0), dated(T0 - 10_000), dated(T0 - 10_000));
    await c.request('/site', { schema: Ok });
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    await c.request('/pages', { schema: Ok, revalidate: 60 });
    // Fresh (10 s old), so both gave their unit back; as stale, the first would have kept it.
    expect(b.givenBack).toHaveBeenCalledTimes(2);
  });

  it('a replay under a budget with nothing to give back, or with no budget at all, is answered as usual', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    for (const admit of [() => ({ reserve: 0, take: async () => {} }), undefined]) {
      const queue = [dated(T0), dated(T0 - 10_000)];
      const c = client(async () => queue.shift()!, { admit });
      await c.request('/site', { schema: Ok });
      await expect(c.request('/pages', { schema: Ok, revalidate: 60 })).resolves.toEqual({ ok: true });
    }
  });
});
