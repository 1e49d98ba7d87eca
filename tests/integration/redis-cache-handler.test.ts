import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, RedisServer } from '../../scripts/lib/redis-server';
import { TcpProxy } from '../support/tcp-proxy';

/**
 * The page cache handler (lib/next-cache/redis-cache-handler.mjs) against a real redis-server: what one handler
 * stores another reads back whole (HTML, RSC Buffers, segment Maps); a revalidated tag hides older entries from every
 * handler; and with Redis killed the process keeps a memory of its own, dropped when Redis is back.
 * Two instances in two processes are the end-to-end test's (tests/e2e-instances).
 */
let redis: RedisServer;
type Handler = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cache entry is Next's internal shape; the assertions read it by path
  get(k: string, ctx: unknown): Promise<any>;
  set(k: string, d: unknown, ctx: unknown): Promise<void>;
  revalidateTag(t: string | string[]): Promise<void>;
};
let A: Handler;
let B: Handler;
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/cennik/layout,_N_T_/cennik' },
  status: 200,
});
const PAGE_CTX = { kind: 'APP_PAGE', isFallback: false };

describe.skipIf(!hasRedisServer())('Redis page cache handler (needs redis-server)', () => {
  beforeAll(async () => {
    redis = await RedisServer.start();
    process.env.REDIS_URL = redis.url;
    process.env.NEXT_DEPLOYMENT_ID = 'test-deployment';
    const { default: RedisCacheHandler } = await import('@/lib/next-cache/redis-cache-handler.mjs');
    A = new RedisCacheHandler({}) as Handler;
    B = new RedisCacheHandler({}) as Handler;
  });
  afterAll(async () => {
    await redis?.stop();
    delete process.env.REDIS_URL;
  });

  it('a page stored through one handler is read back whole through another', async () => {
    await A.set('/route-cache/APP_PAGE/abc/$/cennik', page('<p>cennik v1</p>'), { cacheControl: { revalidate: 60 } });
    const got = await B.get('/route-cache/APP_PAGE/abc/$/cennik', PAGE_CTX);
    expect(got.value.html).toBe('<p>cennik v1</p>');
    expect(Buffer.isBuffer(got.value.rscData) && got.value.rscData.toString()).toBe('rsc:<p>cennik v1</p>');
    expect(got.value.segmentData.get('/_tree').toString()).toBe('tree');
    expect(got.cacheControl).toEqual({ revalidate: 60 });
    expect(await B.get('/route-cache/APP_PAGE/abc/$/other', PAGE_CTX)).toBeNull();
  });

  it('revalidatePath through one handler hides the page from every handler; a fresh render is served again', async () => {
    await A.set('/route-cache/APP_PAGE/abc/$/cennik', page('<p>v1</p>'), {});
    await new Promise((r) => setTimeout(r, 5));
    await A.revalidateTag(['_N_T_/cennik']);
    expect(await B.get('/route-cache/APP_PAGE/abc/$/cennik', PAGE_CTX)).toBeNull();
    await B.set('/route-cache/APP_PAGE/abc/$/cennik', page('<p>v2</p>'), {});
    expect((await A.get('/route-cache/APP_PAGE/abc/$/cennik', PAGE_CTX)).value.html).toBe('<p>v2</p>');
  });

  it('a cached API read (FETCH) answers to its tags and to the page path it was read for', async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: 'e30=', status: 200, url: 'http://api/content' },
      revalidate: 60,
    };
    await A.set('fetch-key-1', data, { fetchCache: true, tags: ['content'] });
    expect((await B.get('fetch-key-1', { kind: 'FETCH', tags: ['content'], softTags: ['_N_T_/o-nas'] })).value).toEqual(
      data,
    );
    await new Promise((r) => setTimeout(r, 5));
    await B.revalidateTag('_N_T_/layout');
    expect(
      await A.get('fetch-key-1', { kind: 'FETCH', tags: ['content'], softTags: ['_N_T_/layout', '_N_T_/o-nas'] }),
    ).toBeNull();
  });

  it('Redis killed: pages are kept in this process meanwhile, logged once; back: that memory is dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await redis.stop();
    await A.set('/route-cache/APP_PAGE/abc/$/kontakt', page('<p>kontakt</p>'), {});
    const t0 = Date.now();
    expect((await B.get('/route-cache/APP_PAGE/abc/$/kontakt', PAGE_CTX)).value.html).toBe('<p>kontakt</p>');
    expect(Date.now() - t0).toBeLessThan(300);
    expect(warn.mock.calls.filter(([l]) => String(l).includes('unreachable'))).toHaveLength(1);

    await redis.start(); // empty: no persistence
    const deadline = Date.now() + 10_000;
    // Back on Redis, the page kept in memory meanwhile is gone: no per-instance copy outlives the outage.
    while ((await B.get('/route-cache/APP_PAGE/abc/$/kontakt', PAGE_CTX)) !== null) {
      if (Date.now() > deadline) throw new Error('the handler did not return to Redis within 10 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(warn.mock.calls.filter(([l]) => String(l).includes('answering again'))).toHaveLength(1);
    warn.mockRestore();
  });

  it('a connection gone silent without closing is replaced within about 5 s: the shared cache is back', async () => {
    // The handler keeps one connection per process (a global): this test opens its own, through a relay it can
    // silence, and puts the suite's back afterwards.
    const GLOBAL = Symbol.for('clinic-site.next-cache');
    const g = globalThis as Record<symbol, unknown>;
    const suites = g[GLOBAL];
    const proxy = await TcpProxy.start(redis.port);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      delete g[GLOBAL];
      process.env.REDIS_URL = proxy.url;
      const { default: RedisCacheHandler } = await import('@/lib/next-cache/redis-cache-handler.mjs');
      const C = new RedisCacheHandler({}) as Handler;
      await C.set('/route-cache/APP_PAGE/abc/$/zespol', page('<p>zespół</p>'), {});
      proxy.silence();
      const t0 = Date.now();
      expect(await C.get('/route-cache/APP_PAGE/abc/$/cennik-silent', PAGE_CTX)).toBeNull(); // memory, after the bound
      expect(Date.now() - t0).toBeLessThan(300);
      expect(warn.mock.calls.filter(([l]) => String(l).includes('unreachable'))).toHaveLength(1);
      const deadline = Date.now() + 12_000;
      // Back on Redis through a new connection: the page stored before the silence is read from Redis again.
      while ((await C.get('/route-cache/APP_PAGE/abc/$/zespol', PAGE_CTX))?.value.html !== '<p>zespół</p>') {
        if (Date.now() > deadline) throw new Error('the handler did not return to Redis within 12 s of the silence');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(warn.mock.calls.filter(([l]) => String(l).includes('answering again'))).toHaveLength(1);
    } finally {
      warn.mockRestore();
      await (g[GLOBAL] as { link?: { close(): Promise<void> } } | undefined)?.link?.close();
      g[GLOBAL] = suites;
      process.env.REDIS_URL = redis.url;
      await proxy.stop();
    }
  });

  it('a revalidation made while Redis is away reaches every instance once Redis answers again', async () => {
    const GLOBAL = Symbol.for('clinic-site.next-cache');
    const g = globalThis as Record<symbol, unknown>;
    const suites = g[GLOBAL];
    const proxy = await TcpProxy.start(redis.port);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const key = '/route-cache/APP_PAGE/abc/$/cennik-outage';
    try {
      delete g[GLOBAL];
      process.env.REDIS_URL = proxy.url;
      const { default: RedisCacheHandler } = await import('@/lib/next-cache/redis-cache-handler.mjs');
      const C = new RedisCacheHandler({}) as Handler;
      await C.set(key, page('<p>cennik stary</p>'), {});
      proxy.silence();
      await C.revalidateTag('_N_T_/cennik');
      expect(warn.mock.calls.filter(([l]) => String(l).includes('passed on when Redis answers again'))).toHaveLength(1);
      const deadline = Date.now() + 12_000;
      while (!warn.mock.calls.some(([l]) => String(l).includes('answering again'))) {
        if (Date.now() > deadline) throw new Error('the handler did not return to Redis within 12 s');
        await C.get('/route-cache/APP_PAGE/abc/$/other', PAGE_CTX);
        await new Promise((r) => setTimeout(r, 200));
      }
      await (g[GLOBAL] as { link: { close(): Promise<void> } }).link.close();
    } finally {
      warn.mockRestore();
      g[GLOBAL] = suites;
      process.env.REDIS_URL = redis.url;
      await proxy.stop();
    }
    // Another instance (the suite's handler, its own connection) no longer serves the page stored before it.
    expect(await B.get(key, PAGE_CTX)).toBeNull();
  });
});
