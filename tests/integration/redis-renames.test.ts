import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasRedisServer, RedisServer } from '../../scripts/lib/redis-server';
import { runTool } from '../support/run-tool';
import { startDemo } from '../support/demo-server';
import { openRedis, type RedisConnection } from '@/lib/shared-store/redis-client';
import { Failover } from '@/lib/shared-store/failover';
import { KEY_PREFIX } from '@/lib/shared-store/redis-eval';
import { readSharedRenames, writeSharedRenames } from '@/lib/redirects/rename-store';
import { emptyRenameState, trackRenames, type RenamedKind, type RenameState } from '@/lib/redirects/renames';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { listPages } from '@/lib/demo-clinic/routes/content';
import type { PageListItem } from '@/lib/clinic-api/schemas';

/**
 * The renamed pages' redirects in a real redis-server (lib/redirects/rename-store.ts, lib/site-data/renames.ts): two
 * connections play two instances. What both record at once survives; the bounds hold on the merged hashes; another
 * instance redirects from Redis without asking the API; check-relaunch reads the same records.
 */
let redis: RedisServer;
let a: RedisConnection;
let b: RedisConnection;
let n = 0;
const prefix = () => `test${++n}:`;
const NOW = Date.UTC(2026, 0, 15);

/** One instance's refresh: read Redis, follow `kind`'s listed records against `published`, write what changed. */
async function refresh(
  conn: RedisConnection,
  p: string,
  kind: RenamedKind,
  listed: { id: string; path: string }[],
  published: string[],
  gate: Promise<unknown> = Promise.resolve(),
) {
  const read = await readSharedRenames(conn.eval, p);
  await gate;
  const after = trackRenames(
    read ?? emptyRenameState(),
    [kind],
    listed.map((l) => ({ kind, ...l })),
    new Set(published),
    NOW,
  );
  await writeSharedRenames(conn.eval, p, read, after, NOW);
}

describe.skipIf(!hasRedisServer())('renames in Redis (needs redis-server: scripts/system-deps.sh)', () => {
  beforeAll(async () => {
    redis = await RedisServer.start();
    a = openRedis(redis.url);
    b = openRedis(redis.url);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('two instances recording different renames at once: both survive', async () => {
    const p = prefix();
    const seen: RenameState = { ids: { 'service:1': '/zabiegi/a', 'post:2': '/blog/p' }, renames: [] };
    await writeSharedRenames(a.eval, p, null, seen, NOW);
    // Both read before either writes: the race a read-modify-write of one value loses.
    let bothRead!: () => void;
    const gate = new Promise<void>((ok) => (bothRead = ok));
    let reads = 0;
    const counted = (conn: RedisConnection): RedisConnection => ({
      ...conn,
      eval: async (...args) => {
        const out = await conn.eval(...args);
        if (++reads === 2) bothRead();
        return out;
      },
    });
    await Promise.all([
      refresh(counted(a), p, 'service', [{ id: '1', path: '/zabiegi/b' }], ['/zabiegi/b', '/blog/p'], gate),
      refresh(counted(b), p, 'post', [{ id: '2', path: '/blog/q' }], ['/zabiegi/a', '/blog/q'], gate),
    ]);
    const kept = await readSharedRenames(b.eval, p);
    expect(kept?.renames.map((r) => `${r.from}→${r.to}`).sort()).toEqual(['/blog/p→/blog/q', '/zabiegi/a→/zabiegi/b']);
    expect(kept?.ids).toEqual({ 'service:1': '/zabiegi/b', 'post:2': '/blog/q' });
  });

  it('many instances writing at once keep every rename, then the cap keeps the newest', async () => {
    const p = prefix();
    const one = (i: number): RenameState => ({
      ids: { [`post:${i}`]: `/blog/new-${i}` },
      renames: [{ from: `/blog/old-${i}`, to: `/blog/new-${i}`, at: NOW - i * 1000 }],
    });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => writeSharedRenames((i % 2 ? a : b).eval, p, null, one(i), NOW)),
    );
    expect((await readSharedRenames(a.eval, p))?.renames).toHaveLength(40);

    const limits = { maxEntries: 25, maxAgeMs: 30_000 };
    await writeSharedRenames(a.eval, p, null, one(100), NOW, { ...limits, maxAgeMs: 1e12 });
    await writeSharedRenames(b.eval, p, null, one(41), NOW, limits);
    const kept = (await readSharedRenames(a.eval, p))!.renames;
    // Older than 30 s gone (i ≥ 31: 41 and 100 too); of the 31 left, the 25 newest kept.
    expect(kept.map((r) => r.from).sort()).toEqual(Array.from({ length: 25 }, (_, i) => `/blog/old-${i}`).sort());
    expect((await readSharedRenames(a.eval, p))!.ids['post:41']).toBe('/blog/new-41');
  });

  it('a withdrawn rename is deleted; a value in the earlier one-string form reads as none and is replaced', async () => {
    const p = prefix();
    const state: RenameState = {
      ids: { 'service:1': '/zabiegi/b' },
      renames: [{ from: '/zabiegi/a', to: '/zabiegi/b', at: NOW }],
    };
    await writeSharedRenames(a.eval, p, null, state, NOW);
    // The clinic publishes /zabiegi/a again (another page): the old path stops redirecting.
    await refresh(b, p, 'service', [{ id: '1', path: '/zabiegi/b' }], ['/zabiegi/a', '/zabiegi/b']);
    expect((await readSharedRenames(a.eval, p))?.renames).toEqual([]);

    const q = prefix();
    await a.eval(`return redis.call('SET', KEYS[1], ARGV[1])`, [`${q}renames`], [JSON.stringify(state)]);
    expect(await readSharedRenames(a.eval, q)).toBeNull();
    await writeSharedRenames(a.eval, q, null, state, NOW);
    expect(await readSharedRenames(b.eval, q)).toEqual(state);
  });

  describe('the server (lib/site-data/renames.ts) on two instances', () => {
    let listReads = 0;
    let demo: DemoInstance;
    const p = prefix();
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
        prefix: p,
        expectedInstances: 2,
        failover: new Failover({ timeoutMs: 2_000, retryMs: 0, log: () => {} }),
        eval: a.eval,
      };
    });
    afterAll(() => {
      delete (globalThis as { __demoClinic?: DemoInstance }).__demoClinic;
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.redis')];
    });
    const pages = () => listPages(demo.store.content) as PageListItem[];
    const A = '/zabiegi/higienizacja';
    const B = '/zabiegi/higienizacja-i-piaskowanie';

    it('a rename one instance saw redirects on another, from Redis, without asking the API', async () => {
      const { noteRenames, renamedTo } = await import('@/lib/site-data/renames');
      await noteRenames(pages());
      expect(listReads).toBe(4); // the first sight: each kind's ids once
      expect(renamedTo(A)).toBeNull();

      const service = demo.store.content.services.find((s) => s.path === A)!;
      Object.assign(service, { slug: 'higienizacja-i-piaskowanie', path: B });
      await noteRenames(pages());
      expect(listReads).toBe(5); // only the treatments again
      expect(renamedTo(A)).toBe(B);
      expect(
        JSON.parse(String(await a.eval(`return redis.call('HGET', KEYS[1], ARGV[1])`, [`${p}renames`], [A]))),
      ).toMatchObject({ to: B });

      // Another instance: its memory never held A's id at A.
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.renames')];
      expect(renamedTo(A)).toBeNull();
      await noteRenames(pages());
      expect(renamedTo(A)).toBe(B);
      expect(listReads).toBe(5); // from Redis, no API call
    });
  });

  it('check-relaunch reads the renames from Redis with REDIS_URL', async () => {
    const demo = await startDemo();
    const dir = mkdtempSync(join(tmpdir(), 'relaunch-redis-'));
    try {
      // The site's own key prefix, in a database of its own so no other test's keys are seen.
      const url = `${redis.url}/3`;
      const conn = openRedis(url);
      const rename = { from: '/zabiegi/implanty', to: '/zabiegi/implanty-zebowe', at: Date.now() };
      await writeSharedRenames(conn.eval, KEY_PREFIX, null, { ids: {}, renames: [rename] }, Date.now());
      await conn.close();
      writeFileSync(join(dir, 'old.txt'), 'https://stara-klinika.pl/zabiegi/implanty/\n');
      const { code, stdout } = await runTool(
        'check-relaunch',
        ['--old-sitemap', join(dir, 'old.txt'), '--redirects', join(dir, 'none.csv')],
        // No rename file in the data folder: only Redis knows the rename.
        { CLINIC_API_URL: demo.baseUrl, CLINIC_API_KEY: demo.key, REDIS_URL: url, ENQUIRY_OUTBOX_DIR: dir },
      );
      expect(stdout).toContain(
        "→ 308 https://stara-klinika.pl/zabiegi/implanty/ → /zabiegi/implanty-zebowe (renamed in the clinic's panel)",
      );
      expect(stdout).toContain('renamed pages: 1 from Redis');
      expect(code).toBe(0);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
