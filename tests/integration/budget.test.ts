import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo-server';
import { ClinicClient } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { getSite } from '@/lib/clinic-api/content';
import { createLead } from '@/lib/clinic-api/leads';
import { RateGate } from '@/lib/clinic-api/pacing';
import { createAdmit } from '@/lib/budget/admission';
import { Budget } from '@/lib/budget/budget';
import { spendingAs } from '@/lib/budget/context';
import { DEFAULT_BUDGET } from '@/lib/budget/rules';
import { MemoryBudgetStore } from '@/lib/budget/store';

/**
 * The budget against the demo over HTTP with a small real window (12 requests per 3 s): six content readers send
 * as fast as they are let, while four patient enquiries (no more than the 5 a window reads leave) are sent one after another, each once the readers have just been
 * turned away. The demo's request log is the judge: every enquiry reached it and was answered 200, and no request
 * at all was answered 429, because the readers were stopped by the budget before the window ran out.
 */
const LIMIT = 12;
const WINDOW_MS = 3_000;
const WRITES = 4;
const READERS = 6;

type Logged = { method: string; path: string; status: number };
let demo: Awaited<ReturnType<typeof startDemo>>;
let log: Logged[];
let writes: PromiseSettledResult<unknown>[];
const reads = { ok: 0, refused: 0, other: [] as string[] };

beforeAll(async () => {
  demo = await startDemo({ rateLimit: LIMIT, rateWindowMs: WINDOW_MS });
  // The key's window is this small one: writes keep 3 of 12, slots 2 more; content refresh may use 7 a window.
  const budget = new Budget(
    {
      ...DEFAULT_BUDGET,
      keyPerMinute: LIMIT,
      writeReserve: 3,
      slotsReserve: 2,
      refreshReserve: 1,
      windowMs: WINDOW_MS,
    },
    new MemoryBudgetStore(),
  );
  const client = new ClinicClient({
    baseUrl: demo.baseUrl,
    apiKey: demo.key,
    readRetries: 0,
    gate: new RateGate(),
    admit: createAdmit(() => budget, { defaultKind: () => 'refresh', maxHoldMs: { refresh: 0 } }),
  });

  let stop = false;
  let refusedSince = 0;
  const reader = async () => {
    while (!stop) {
      try {
        await getSite(client);
        reads.ok++;
      } catch (err) {
        if (
          err instanceof ClinicApiError &&
          err.status === 429 &&
          (err.code === 'budget_spent' || err.code === 'rate_gate_hold')
        ) {
          reads.refused++;
          refusedSince++;
          // Turned away before sending: give the event loop to the others (the enquiry among them) before asking again.
          await new Promise((r) => setImmediate(r));
        } else reads.other.push(err instanceof ClinicApiError ? `${err.status} ${err.code ?? ''}` : String(err));
      }
    }
  };
  const readers = Array.from({ length: READERS }, reader);

  writes = [];
  for (let i = 0; i < WRITES; i++) {
    // Each enquiry goes while the readers are being turned away: the window is as full as reads may make it.
    refusedSince = 0;
    await new Promise<void>((resolve) => {
      const check = () => (refusedSince > 0 ? resolve() : setImmediate(check));
      check();
    });
    const [w] = await Promise.allSettled([
      spendingAs({ kind: 'write', address: `203.0.113.${i}` }, () =>
        createLead(client, { name: `Pacjent ${i}`, phone: '600100200', message: 'Proszę o kontakt' }),
      ),
    ]);
    writes.push(w!);
  }
  stop = true;
  await Promise.all(readers);
  log = ((await (await fetch(`${demo.origin}/__demo/requests`)).json()) as { requests: Logged[] }).requests;
}, 90_000);
afterAll(() => demo.close());

describe('the budget over HTTP: writes get through while content reads are starved', () => {
  it('every enquiry was accepted', () => {
    const failed = writes
      .filter((w): w is PromiseRejectedResult => w.status === 'rejected')
      .map((w) => `${w.reason?.status} ${w.reason?.code ?? ''}`);
    expect(failed).toEqual([]);
    expect(log.filter((r) => r.method === 'POST' && r.path.endsWith('/leads')).map((r) => r.status)).toEqual(
      Array(WRITES).fill(200),
    );
  });

  it('content reads were both served and turned away, and failed no other way', () => {
    expect(reads.ok).toBeGreaterThan(0);
    expect(reads.refused).toBeGreaterThan(0);
    expect(reads.other).toEqual([]);
    expect(log.filter((r) => r.method === 'GET').length).toBe(reads.ok);
  });

  it('the API answered no request with 429', () => {
    expect(log.length).toBeGreaterThan(WRITES);
    expect(log.filter((r) => r.status === 429)).toEqual([]);
  });
});
