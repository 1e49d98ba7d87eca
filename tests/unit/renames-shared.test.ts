import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { listPages } from '@/lib/demo-clinic/routes/content';
import type { PageListItem } from '@/lib/clinic-api/schemas';
import { Failover } from '@/lib/shared-store/failover';

/**
 * The renames across instances (lib/site-data/renames.ts): one instance sees a treatment's new slug, and another,
 * which never saw the old path published, redirects it too, from Redis, without asking the API. Redis is played by a
 * map behind the process's shared-store slot; a second instance by the process's rename memory cleared.
 */
const redis = new Map<string, string>();
let listReads = 0;
let demo: DemoInstance;

beforeAll(() => {
  const d = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  demo = { store: d.store, apiVersion: d.apiVersion, handler: d.handler };
  (globalThis as { __demoClinic?: DemoInstance }).__demoClinic = {
    ...demo,
    handler: async (req: Request) => {
      if (/\/(services|doctors|case-studies|posts)$/.test(new URL(req.url).pathname)) listReads++;
      return demo.handler(req);
    },
  };
  (globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.redis')] = {
    prefix: 'test:',
    expectedInstances: 2,
    failover: new Failover({ timeoutMs: 200, retryMs: 0, log: () => {} }),
    eval: async (script: string, keys: string[], args: string[]) => {
      if (script.includes("'SET'")) redis.set(keys[0]!, args[0]!);
      return redis.get(keys[0]!) ?? null;
    },
  };
});

const pages = () => listPages(demo.store.content) as PageListItem[];
const A = '/zabiegi/higienizacja';
const B = '/zabiegi/higienizacja-i-piaskowanie';

describe('renames shared through Redis', () => {
  it('a rename one instance saw redirects on another', async () => {
    const { noteRenames, renamedTo } = await import('@/lib/site-data/renames');
    await noteRenames(pages());
    expect(listReads).toBe(4); // the first sight: each kind's ids once
    expect(renamedTo(A)).toBeNull();

    const service = demo.store.content.services.find((s) => s.path === A)!;
    Object.assign(service, { slug: 'higienizacja-i-piaskowanie', path: B });
    await noteRenames(pages());
    expect(listReads).toBe(5); // only the treatments again
    expect(renamedTo(A)).toBe(B);
    expect(redis.get('test:renames')).toContain(`"from":"${A}"`);

    // Another instance: its memory never held A's id at A.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.renames')];
    expect(renamedTo(A)).toBeNull();
    await noteRenames(pages());
    expect(renamedTo(A)).toBe(B);
    expect(listReads).toBe(5); // from Redis, no API call
  });
});
