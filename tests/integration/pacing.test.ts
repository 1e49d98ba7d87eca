import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo-server';
import { ClinicClient } from '@/lib/clinic-api/client';
import { getPages } from '@/lib/clinic-api/content';

/**
 * The client's rate gate against the demo over HTTP, with a small real window: 10 requests per 2 s, 40 reads
 * started at once. The demo's own request log is the judge: how many requests reached it, when, and how each was
 * answered. No retries and a per-request timeout shorter than the whole run, so a refused or timed-out request
 * shows up as a failed read instead of being hidden by a retry.
 */
const LIMIT = 10;
const WINDOW_MS = 2_000;
const READS = 40;
const TIMEOUT_MS = 3_000;

type Logged = { at: number; status: number };
let demo: Awaited<ReturnType<typeof startDemo>>;
let results: PromiseSettledResult<unknown>[];
let log: Logged[];
let tookMs: number;

beforeAll(async () => {
  demo = await startDemo({ rateLimit: LIMIT, rateWindowMs: WINDOW_MS });
  const client = new ClinicClient({ baseUrl: demo.baseUrl, apiKey: demo.key, readRetries: 0, timeoutMs: TIMEOUT_MS });
  const started = Date.now();
  results = await Promise.allSettled(Array.from({ length: READS }, () => getPages(client)));
  tookMs = Date.now() - started;
  log = (await (await fetch(`${demo.origin}/__demo/requests?path=/pages`)).json()).requests;
}, 90_000);
afterAll(() => demo.close());

const windowOf = (r: Logged) => Math.floor(r.at / WINDOW_MS);

describe('the rate gate over HTTP: 40 reads at once into 10 requests per 2 s', () => {
  it('every read succeeds: no 429, no timeout (a held request’s timeout starts when it is sent)', () => {
    const failed = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => `${r.reason?.status} ${r.reason?.code ?? ''}`);
    expect(failed).toEqual([]);
    expect(results.every((r) => r.status === 'fulfilled' && Array.isArray(r.value) && r.value.length > 0)).toBe(true);
  });

  it('the demo received exactly one request per read and refused none', () => {
    expect(log).toHaveLength(READS);
    expect(log.filter((r) => r.status !== 200)).toEqual([]);
  });

  it('waiters are released at the pace of the window: at most 10 reach the demo in any window, spread over several', () => {
    const perWindow = new Map<number, number>();
    for (const r of log) perWindow.set(windowOf(r), (perWindow.get(windowOf(r)) ?? 0) + 1);
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(LIMIT);
    // 40 requests at 10 a window need at least 4 windows; all at once after a reset would have crowded one.
    expect(perWindow.size).toBeGreaterThanOrEqual(Math.ceil(READS / LIMIT));
    const first = Math.min(...log.map((r) => r.at));
    const last = Math.max(...log.map((r) => r.at));
    expect(last - first).toBeGreaterThanOrEqual((Math.ceil(READS / LIMIT) - 2) * WINDOW_MS);
    // Paced, not stalled: the gate keeps its reserve and learns each window's end in whole seconds, so it uses a
    // little less than every window, but the run stays within a few windows of the minimum.
    expect(tookMs).toBeLessThan(12 * WINDOW_MS);
  });
});
