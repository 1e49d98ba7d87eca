import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Budget } from '@/lib/budget/budget';
import { readBudgetConfig } from '@/lib/budget/config';
import { createAdmit, spendUpFront } from '@/lib/budget/admission';
import { spendingAs } from '@/lib/budget/context';
import {
  ceiling,
  DEFAULT_BUDGET,
  gateReserve,
  newVisitorKeyReserve,
  newVisitorReserve,
  type BudgetConfig,
  type BudgetKind,
} from '@/lib/budget/rules';
import { MemoryBudgetStore } from '@/lib/budget/store';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { RateGate } from '@/lib/clinic-api/pacing';

/** A budget on a clock the test moves; starts 1 s into a minute. */
function makeBudget(over: Partial<BudgetConfig> = {}) {
  const clock = { t: 60_000 * 1000 + 1_000 };
  const store = new MemoryBudgetStore(() => clock.t);
  return { budget: new Budget({ ...DEFAULT_BUDGET, ...over }, store, () => clock.t), store, clock };
}

/** Spends one request at a time until refused; how many went through. */
async function drain(b: Budget, kind: BudgetKind, address?: string, max = 500): Promise<number> {
  let n = 0;
  while (n < max && (await b.spend(kind, 1, address))) n++;
  return n;
}

describe('budget priorities', () => {
  it('stops each kind at its ceiling of the site-wide total, highest priority last', async () => {
    // As counted in `next build`'s processes (no visitor there, so no newcomers' part of the key).
    const { budget } = makeBudget({
      writesPerMinute: 1000,
      writesPerAddress: 1000,
      slotsPerMinute: 1000,
      slotsPerAddress: 1000,
      servesVisitors: false,
    });
    expect(await drain(budget, 'build')).toBe(110);
    // The build stopped; a running site's refresh still has its share, then free slots, then writes.
    expect(await drain(budget, 'refresh')).toBe(2);
    expect(await drain(budget, 'slots', 'a')).toBe(4);
    expect(await drain(budget, 'write', 'a')).toBe(4);
    expect(await drain(budget, 'build')).toBe(0);
  });

  it("keeps the order on a live site: the lowest kind stops below content refresh, both short of the newcomers' part", async () => {
    expect(readBudgetConfig({}).servesVisitors).toBe(true);
    expect(readBudgetConfig({ NEXT_PHASE: 'phase-production-build' }).servesVisitors).toBe(false);
    const { budget } = makeBudget();
    expect(await drain(budget, 'build')).toBe(70);
    expect(await drain(budget, 'refresh')).toBe(2);
    expect(await drain(budget, 'slots', 'a')).toBe(20);
    expect(await drain(budget, 'write', 'a')).toBe(10);
  });

  it('keeps the write reserve when content refresh and slots have spent all they may', async () => {
    const { budget } = makeBudget({ slotsPerMinute: 1000, slotsPerAddress: 1000 });
    // Caps this high make the newcomers' part of the key 40 % of it (48): content refresh stops at 112 - 48.
    expect(await drain(budget, 'refresh')).toBe(64);
    expect(await drain(budget, 'slots', 'x')).toBe(52);
    expect(await budget.spend('refresh', 1)).toBe(false);
    // Patients still book: the last requests of the minute are theirs.
    expect(await drain(budget, 'write', 'p1')).toBe(4);
  });

  it('gives every kind its ceiling again in the next clock minute', async () => {
    const { budget, clock } = makeBudget();
    expect(await drain(budget, 'refresh')).toBe(72);
    clock.t += 59_000; // the next minute starts
    expect(await budget.spend('refresh', 1)).toBe(true);
    expect(budget.retryAfterSec()).toBe(60);
  });

  it('tunes to a key shared with other integrations', async () => {
    const cfg = readBudgetConfig({ BUDGET_OTHER_USES: '40', BUDGET_WRITE_RESERVE: '10' });
    expect(ceiling(cfg, 'write')).toBe(80);
    expect(ceiling(cfg, 'slots')).toBe(70);
    expect(ceiling(cfg, 'refresh')).toBe(66);
    expect(() => readBudgetConfig({ BUDGET_SLOTS_RESERVE: '-1' })).toThrow(/BUDGET_SLOTS_RESERVE/);
    expect(() => readBudgetConfig({ BUDGET_OTHER_USES: '120' })).toThrow(/BUDGET_OTHER_USES/);
  });

  it('reads each setting as typed in the environment, spaces around it ignored, and 0 as a real value', () => {
    const cfg = readBudgetConfig({
      BUDGET_WRITE_RESERVE: ' 0 ',
      BUDGET_KEY_PER_MINUTE: ' 1 ',
      BUDGET_OTHER_USES: '  ',
    });
    expect(cfg.writeReserve).toBe(0);
    expect(cfg.keyPerMinute).toBe(1);
    expect(cfg.otherUses).toBe(DEFAULT_BUDGET.otherUses);
    expect(() => readBudgetConfig({ BUDGET_KEY_PER_MINUTE: '0' })).toThrow('BUDGET_KEY_PER_MINUTE must be at least 1');
    expect(() => readBudgetConfig({ BUDGET_WRITES_PER_MINUTE: '2.5' })).toThrow(/BUDGET_WRITES_PER_MINUTE.*2\.5/);
  });

  it("takes the key's window from BUDGET_WINDOW_MS (a test against a demo's short window), a second at least", () => {
    expect(readBudgetConfig({}).windowMs).toBe(60_000);
    expect(readBudgetConfig({ BUDGET_WINDOW_MS: '  ' }).windowMs).toBe(60_000);
    expect(readBudgetConfig({ BUDGET_WINDOW_MS: ' 1000 ' }).windowMs).toBe(1_000);
    expect(readBudgetConfig({ BUDGET_WINDOW_MS: '5000' }).windowMs).toBe(5_000);
    for (const bad of ['999', '0', '1500.5', 'minute'])
      expect(() => readBudgetConfig({ BUDGET_WINDOW_MS: bad }), bad).toThrow(
        `BUDGET_WINDOW_MS must be a whole number of milliseconds, 1000 or more (got ${bad})`,
      );
  });
});

describe('budget caps per kind', () => {
  it('caps one address so it cannot make every patient busy', async () => {
    const { budget } = makeBudget();
    expect(await drain(budget, 'slots', '203.0.113.7')).toBe(20);
    expect(await budget.spend('slots', 1, '198.51.100.2')).toBe(true);
    expect(await drain(budget, 'write', '203.0.113.7')).toBe(10);
    expect(await budget.spend('write', 1, '198.51.100.2')).toBe(true);
  });

  it('caps a kind site-wide across addresses, leaving the total to the others', async () => {
    const { budget } = makeBudget();
    let total = 0;
    for (let i = 0; i < 10; i++) total += await drain(budget, 'slots', `10.0.0.${i}`);
    expect(total).toBe(60);
    expect(await budget.spend('refresh', 1)).toBe(true);
  });

  it('keeps part of the site-wide cap for visitors new this window: three addresses reading since a minute cannot take it', async () => {
    const { budget, clock } = makeBudget();
    const abusers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    for (const a of abusers) await drain(budget, 'slots', a);
    clock.t += 40_000; // still asking (refused): still seen
    for (const a of abusers) expect(await budget.spend('slots', 1, a)).toBe(false);
    clock.t += 20_000; // the next window: they have been asking for a minute
    let taken = 0;
    for (const a of abusers) taken += await drain(budget, 'slots', a);
    expect(taken).toBe(60 - newVisitorReserve(60));
    // A patient who opens the booking page now reads "any specialist" (12 requests), and so does a second one.
    expect(await budget.spend('slots', 12, '198.51.100.2')).toBe(true);
    expect(await budget.spend('slots', 12, '198.51.100.3')).toBe(true);
    expect(await budget.spend('slots', 12, '198.51.100.4')).toBe(false);
  });

  it("keeps the newcomers' part of the key's whole window: content refresh and visitors seen for a window stop short of it", async () => {
    expect(newVisitorKeyReserve(DEFAULT_BUDGET)).toBe(24 + 16);
    const { budget, clock } = makeBudget();
    const abusers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
    const ask = async () => {
      for (const a of abusers) await budget.spend('slots', 1, a);
      for (const a of abusers) await budget.spend('write', 1, a);
    };
    await ask();
    clock.t += 30_000;
    await ask();
    clock.t += 31_000; // the next window: the abusers have been asking for a minute
    for (const a of abusers) await budget.spend('write', 1, a);
    // Content refresh a script's form posts drive, and the abusers' reads and writes, fill the key to its open part.
    expect(await drain(budget, 'refresh')).toBe(72 - 10);
    let taken = 0;
    for (const a of abusers) taken += (await drain(budget, 'slots', a)) + (await drain(budget, 'write', a));
    expect(taken).toBe(80 - 72);
    // What is left belongs to people arriving now: a patient's "any specialist" read and enquiry go through.
    expect(await budget.spend('slots', 3, '198.51.100.2')).toBe(true);
    expect(await budget.spend('write', 1, '198.51.100.2')).toBe(true);
    expect(await drain(budget, 'refresh')).toBe(0);
  });

  it("takes the newcomer's part from an address once its own cap refuses it, for as long as it keeps asking", async () => {
    const { budget, clock } = makeBudget();
    expect(await drain(budget, 'slots', '203.0.113.1')).toBe(20); // the 21st is refused by its own cap
    clock.t += 59_000; // the next window, 59 s after it was first seen: new by its age alone
    expect(await drain(budget, 'slots', '198.51.100.2')).toBe(20);
    expect(await drain(budget, 'slots', '198.51.100.3')).toBe(20); // past the site-wide open part (36)
    expect(await budget.spend('slots', 1, '203.0.113.1')).toBe(false);
    // A visitor refused only because the newcomers' part ran out keeps its place.
    expect(await budget.spend('slots', 4, '198.51.100.4')).toBe(true);
    clock.t += 50_000;
    expect(await budget.spend('slots', 1, '203.0.113.1')).toBe(false);
  });

  it('counts visitors without an address together, never for free', async () => {
    const { budget } = makeBudget();
    expect(await drain(budget, 'slots')).toBe(20);
  });

  it('takes a multi-request purchase whole or not at all', async () => {
    const { budget, store } = makeBudget();
    expect(await budget.spend('slots', 18, 'a')).toBe(true);
    expect(await budget.spend('slots', 4, 'a')).toBe(false);
    expect(await store.used('slots@a', 60_000)).toBe(18);
    expect(await store.used('all', 60_000)).toBe(18);
  });
});

describe('gate reserve', () => {
  it('keeps nothing back from writes and more from each lower kind', () => {
    expect(
      ['write', 'slots', 'refresh', 'build'].map((k) => gateReserve(DEFAULT_BUDGET, k as BudgetKind, 120)),
    ).toEqual([0, 4, 8, 10]);
  });

  it('scales to a small window without stopping the build', () => {
    const at15 = ['write', 'slots', 'refresh', 'build'].map((k) => gateReserve(DEFAULT_BUDGET, k as BudgetKind, 15));
    expect(at15).toEqual([0, 1, 1, 2]);
  });
});

describe('admission through the client', () => {
  const Slots = z.object({ slots: z.array(z.unknown()) });
  /** A client charging `budget`, pacing through `gate`, answered by `transport`. */
  const clientOver = (budget: Budget, gate: RateGate, transport: (req: Request) => Promise<Response>) =>
    new ClinicClient({
      baseUrl: 'https://api.example/api/v1',
      apiKey: 'k',
      gate,
      readRetries: 0,
      admit: createAdmit(() => budget, { defaultKind: () => 'refresh', maxHoldMs: {} }),
      transport: requestTransport(transport),
    });

  function clientWith(budget: Budget) {
    let sent = 0;
    const client = new ClinicClient({
      baseUrl: 'https://api.example/api/v1',
      apiKey: 'k',
      gate: new RateGate(),
      readRetries: 0,
      admit: createAdmit(() => budget, { defaultKind: () => 'refresh', maxHoldMs: {} }),
      transport: async () => {
        sent++;
        return Response.json(
          { slots: [] },
          { headers: { 'ratelimit-limit': '120', 'ratelimit-remaining': '100', 'ratelimit-reset': '30' } },
        );
      },
    });
    return { client, sent: () => sent };
  }

  it('charges an "any specialist" read what it sends upstream, once', async () => {
    const { budget, store } = makeBudget();
    const { client, sent } = clientWith(budget);
    await spendUpFront(budget, 'slots', 4, 'a', () =>
      Promise.all([1, 2, 3, 4].map(() => client.request('/booking/slots', { schema: Slots }))),
    );
    expect(sent()).toBe(4);
    expect(await store.used('slots@a', 60_000)).toBe(4);
    expect(await store.used('all', 60_000)).toBe(4);
    // A fifth send in the same purchase was not paid for: it is charged on its own.
    await spendUpFront(budget, 'slots', 1, 'a', () =>
      Promise.all([1, 2].map(() => client.request('/booking/slots', { schema: Slots }))),
    );
    expect(await store.used('slots@a', 60_000)).toBe(6);
  });

  it("an answer Next's data cache replays costs nothing, and its old RateLimit headers do not move the gate", async () => {
    const { budget, store } = makeBudget();
    const gate = new RateGate();
    const fresh = {
      'ratelimit-limit': '120',
      'ratelimit-remaining': '110',
      'ratelimit-reset': '40',
      date: new Date().toUTCString(),
    };
    // What Next's patch-fetch returns on a data-cache hit: a Response built from the stored answer, with the headers of
    // the minute it was fetched (3 left, 45 s, and its Date).
    const stored = {
      'ratelimit-limit': '120',
      'ratelimit-remaining': '3',
      'ratelimit-reset': '45',
      date: new Date(Date.now() - 50_000).toUTCString(),
    };
    const replay = () => Response.json({ slots: [] }, { headers: stored });
    let calls = 0;
    const client = clientOver(budget, gate, async () =>
      ++calls === 1 ? Response.json({ slots: [] }, { headers: fresh }) : replay(),
    );
    const read = () =>
      spendingAs({ kind: 'slots' }, () => client.request('/booking/catalog', { revalidate: 60, schema: Slots }));
    await read();
    await read();
    await read();
    expect(gate.snapshot().remaining).toBe(110);
    expect(await store.used('all', 60_000)).toBe(1);
    expect(await store.used('slots@unknown', 60_000)).toBe(1);
    // The same stored answer, told apart by its Date alone (another cache in front): still no charge, no gate move.
    const dated = clientOver(budget, new RateGate(), async (req) =>
      Response.json({ slots: [] }, { headers: new URL(req.url).pathname.endsWith('/site') ? fresh : stored }),
    );
    await dated.request('/site', { revalidate: 60, schema: z.unknown() });
    await dated.request('/booking/catalog', { revalidate: 60, schema: Slots });
    expect(dated.gate.snapshot().remaining).toBe(110);
    expect(await store.used('all', 60_000)).toBe(2);
  });

  it("a network answer handed over by Next's per-render dedupe (a clone with its own url) is a network answer", async () => {
    const { budget, store } = makeBudget();
    const gate = new RateGate();
    let remaining = 110;
    const client = clientOver(budget, gate, async () => {
      const res = Response.json(
        { slots: [] },
        {
          headers: {
            'ratelimit-limit': '120',
            'ratelimit-remaining': String(remaining--),
            'ratelimit-reset': '40',
            date: new Date().toUTCString(),
          },
        },
      );
      Object.defineProperty(res, 'url', { value: 'https://api.example/api/v1/content' });
      return res;
    });
    for (let i = 0; i < 3; i++) await client.request('/content', { revalidate: 60, schema: Slots });
    expect(await store.used('all', 60_000)).toBe(3);
    expect(gate.snapshot().remaining).toBe(108);
  });

  it("a stale answer Next replays keeps its charge: Next fetches it again in the background, out of the client's sight", async () => {
    const { budget, store } = makeBudget();
    const gate = new RateGate();
    const headers = (ageMs: number, remaining: string) => ({
      'ratelimit-limit': '120',
      'ratelimit-remaining': remaining,
      'ratelimit-reset': '40',
      date: new Date(Date.now() - ageMs).toUTCString(),
    });
    const replay = (ageMs: number) => Response.json({ slots: [] }, { headers: headers(ageMs, '3') });
    let calls = 0;
    const client = clientOver(budget, gate, async () =>
      ++calls === 1
        ? Response.json({ slots: [] }, { headers: headers(0, '110') })
        : replay(calls === 2 ? 20_000 : 90_000),
    );
    for (let i = 0; i < 3; i++) await client.request('/content', { revalidate: 60, schema: Slots });
    // The network answer (1), a fresh replay 20 s old (given back), a stale one 90 s old (kept: its refresh is a request).
    expect(await store.used('all', 60_000)).toBe(2);
    expect(gate.snapshot().remaining).toBe(110);
  });

  it('stale answers of one stored entry pay for its one background refresh, not one unit each', async () => {
    const { budget, store } = makeBudget();
    const headers = (ageMs: number) => ({
      'ratelimit-limit': '120',
      'ratelimit-remaining': '100',
      'ratelimit-reset': '40',
      date: new Date(Date.now() - ageMs).toUTCString(),
    });
    const stored = headers(90_000);
    let calls = 0;
    const client = clientOver(budget, new RateGate(), async (req) =>
      ++calls === 1 || new URL(req.url).pathname.endsWith('/site')
        ? Response.json({ slots: [] }, { headers: headers(0) })
        : Response.json({ slots: [] }, { headers: stored }),
    );
    await client.request('/site', { revalidate: 60, schema: z.unknown() });
    // Twenty renders (a script posting a form) get the same stale page content: Next refreshes it once.
    for (let i = 0; i < 20; i++) await client.request('/content', { revalidate: 60, schema: Slots });
    // Another stored entry's stale answer pays for its own refresh.
    await client.request('/booking/catalog', { revalidate: 60, schema: Slots });
    expect(await store.used('all', 60_000)).toBe(3);
  });

  it('refuses a send the budget will not pay for with a 429 before it reaches the API', async () => {
    const { budget } = makeBudget();
    const { client, sent } = clientWith(budget);
    await drain(budget, 'refresh');
    const err = await client.request('/content', { schema: Slots }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect((err as ClinicApiError).code).toBe('budget_spent');
    // Routine, not a fault: one line in the log (Next prints the stack of a background refresh that gives way).
    expect((err as Error).stack).toBe(
      "ClinicApiError: The site's share of the key is spent for this kind of call (budget_spent)",
    );
    const logged = inspect(Object.assign(err as Error, { digest: '1685218502' }));
    expect(logged).toMatch(
      /^\[ClinicApiError: The site's share of the key is spent for this kind of call \(budget_spent\)\] \{\s+digest: '1685218502'\s+\}$/,
    );
    expect(sent()).toBe(0);
    // A patient's write in the same minute still goes.
    await spendingAs({ kind: 'write', address: 'p' }, () =>
      client.request('/leads', { method: 'POST', body: {}, schema: Slots }),
    );
    expect(sent()).toBe(1);
  });
});
