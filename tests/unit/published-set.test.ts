import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { Failover } from '@/lib/shared-store/failover';

/**
 * The published set with several instances (lib/site-data/published.ts): a revalidation bumps a counter in Redis so
 * every instance reads its set afresh, also when Redis was away at the moment of the revalidation. Redis is played
 * by a map behind the process's shared-store slot, switched off and on.
 */
const counters = new Map<string, number>();
let down = false;
let pagesReads = 0;

beforeAll(() => {
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  (globalThis as { __demoClinic?: DemoInstance }).__demoClinic = {
    store: demo.store,
    apiVersion: demo.apiVersion,
    handler: async (req: Request) => {
      if (new URL(req.url).pathname.endsWith('/pages')) pagesReads++;
      return demo.handler(req);
    },
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.redis')] = {
    prefix: 'test:',
    expectedInstances: 2,
    failover: new Failover({ timeoutMs: 200, retryMs: 0, log: () => {} }),
    eval: async (script: string, keys: string[]) => {
      if (down) throw new Error('down');
      const key = keys[0]!;
      if (script.includes('INCR')) counters.set(key, (counters.get(key) ?? 0) + 1);
      return counters.get(key) ?? 0;
    },
  };
});

describe('the published set across instances', () => {
  it('a revalidation bumps the shared counter; one made while Redis was away bumps it when Redis answers again', async () => {
    const { publishedSet, forgetPublishedSet } = await import('@/lib/site-data/published');
    expect((await publishedSet())?.paths.size).toBeGreaterThan(5);
    const reads = pagesReads;
    await publishedSet();
    expect(pagesReads).toBe(reads); // kept: the counter did not move

    await forgetPublishedSet();
    expect(counters.get('test:published-set:generation')).toBe(1);
    await publishedSet();
    expect(pagesReads).toBe(reads + 1); // this instance read afresh, once

    down = true;
    await forgetPublishedSet(); // Redis away: this instance forgets its own set, the others cannot be told yet
    await publishedSet();
    expect(pagesReads).toBe(reads + 2);
    down = false;
    await publishedSet();
    expect(counters.get('test:published-set:generation')).toBe(2); // passed on now
    expect(pagesReads).toBe(reads + 2); // and this instance does not read again for its own bump
  });
});
