import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo-server';
import * as api from '@/lib/clinic-api/content';
import { ClinicClient } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';

let demo: Awaited<ReturnType<typeof startDemo>>;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(async () => {
  await demo?.close();
});

describe('content endpoints over HTTP', () => {
  it('GET /pages lists every published path, each resolvable by GET /content with the same kind', async () => {
    const pages = await api.getPages(demo.client);
    expect(pages.length).toBeGreaterThan(20);
    for (const p of pages) {
      const { site, page } = await api.getContent(demo.client, p.path);
      expect(page.kind).toBe(p.type);
      expect(page.path).toBe(p.path);
      expect(site.name).toBeTruthy();
    }
  });

  it('media addresses are absolute and served by the demo with the stated size', async () => {
    const site = await api.getSite(demo.client);
    const logo = site.profile!.logo!;
    expect(logo.url.startsWith(demo.origin)).toBe(true);
    const res = await fetch(logo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    const { default: sharp } = await import('sharp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([logo.width, logo.height]);
  });

  it('lists and details agree: services, doctors, case studies (newest first), posts (newest first)', async () => {
    const services = await api.getServices(demo.client);
    expect(services.length).toBeGreaterThanOrEqual(8);
    const detail = await api.getService(demo.client, services[0]!.slug);
    expect(detail.name).toBe(services[0]!.name);
    const doctors = await api.getDoctors(demo.client);
    expect(doctors.length).toBeGreaterThanOrEqual(5);
    expect((await api.getDoctor(demo.client, doctors[1]!.slug)).id).toBe(doctors[1]!.id);
    const cases = await api.getCaseStudies(demo.client);
    expect(cases).toHaveLength(3);
    const dates = cases.map((c) => c.publishedAt ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await api.getCaseStudy(demo.client, cases[0]!.slug)).after).not.toBeNull();
    const posts = await api.getPosts(demo.client);
    expect(posts).toHaveLength(4);
    expect([...posts.map((p) => p.publishedAt ?? '')].sort().reverse()).toEqual(posts.map((p) => p.publishedAt ?? ''));
    expect((await api.getPost(demo.client, posts[0]!.slug)).bodyBlocks.length).toBeGreaterThan(0);
  });

  it('unknown slugs and paths are 404; a missing path is 400 invalid_query', async () => {
    await expect(api.getPost(demo.client, 'nie-ma')).rejects.toMatchObject({ status: 404 });
    await expect(api.getCaseStudy(demo.client, 'nie-ma')).rejects.toMatchObject({ status: 404 });
    await expect(api.getContent(demo.client, '/nie-ma')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    const res = await fetch(`${demo.baseUrl}/content`, { headers: { authorization: `Bearer ${demo.key}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_query' });
  });

  it('the alternative base address without /api answers the same', async () => {
    const alt = new ClinicClient({ baseUrl: `${demo.origin}/v1`, apiKey: demo.key });
    expect((await api.getSite(alt)).name).toBe((await api.getSite(demo.client)).name);
  });

  it('content answers are private, max-age=60 and carry RateLimit headers', async () => {
    const res = await fetch(`${demo.baseUrl}/services`, { headers: { authorization: `Bearer ${demo.key}` } });
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect(res.headers.get('ratelimit-limit')).toBe('120');
    expect(Number(res.headers.get('ratelimit-remaining'))).toBeLessThan(120);
    expect(Number(res.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('a missing or unknown key is 401 with no RateLimit headers', async () => {
    const none = await fetch(`${demo.baseUrl}/site`);
    expect(none.status).toBe(401);
    expect(none.headers.get('ratelimit-remaining')).toBeNull();
    const wrong = new ClinicClient({ baseUrl: demo.baseUrl, apiKey: 'sk_live_rotated' });
    const err = await api.getSite(wrong).catch((e) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err.status).toBe(401);
  });

  it('GET /site is 404 when the site is not published', async () => {
    demo.instance.store.switches.sitePublished = false;
    await expect(api.getSite(demo.client)).rejects.toMatchObject({ status: 404 });
    demo.instance.store.switches.sitePublished = true;
  });
});

describe('rate limit', () => {
  it('request 6 in a 5-request window gets 429 with Retry-After the window’s length; the next window counts afresh', async () => {
    // The demo's own clock, 10 s into a minute: the burst cannot straddle two windows, whatever the wall clock says.
    let t = 1_800_000_000_000 + 10_000;
    const small = await startDemo({ rateLimit: 5, now: () => t });
    try {
      const headers = { authorization: `Bearer ${small.key}` };
      const answers: Response[] = [];
      for (let i = 0; i < 6; i++) answers.push(await fetch(`${small.baseUrl}/pages`, { headers }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(answers.map((a) => a.headers.get('ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0', '0']);
      const last = answers[5]!;
      expect(last.headers.get('retry-after')).toBe('60');
      expect(last.headers.get('ratelimit-reset')).toBe('50');
      expect((await last.json()).code).toBeUndefined();
      t += 50_000; // the next minute
      const fresh = await fetch(`${small.baseUrl}/pages`, { headers });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('ratelimit-remaining')).toBe('4');
      expect(fresh.headers.get('ratelimit-reset')).toBe('60');
    } finally {
      await small.close();
    }
  });

  it('a shorter window keeps RateLimit-Reset and Retry-After within it', async () => {
    let t = 1_800_000_000_000 + 500;
    const small = await startDemo({ rateLimit: 2, rateWindowMs: 2_000, now: () => t });
    try {
      const headers = { authorization: `Bearer ${small.key}` };
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 3; i++) {
        last = await fetch(`${small.baseUrl}/pages`, { headers });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(last!.headers.get('retry-after')).toBe('2');
      expect(last!.headers.get('ratelimit-reset')).toBe('2'); // 1.5 s left, in whole seconds rounded up
      t += 1_500;
      expect((await fetch(`${small.baseUrl}/pages`, { headers })).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('the client paces under the window instead of hitting it: every read answered, none refused, as the demo counts them', async () => {
    // A real (wall-clock) window, short enough to pass a few: 5 requests a second, 8 reads one after another (without
    // the gate, read 6 would meet a 429 within the first second).
    const small = await startDemo({ rateLimit: 5, rateWindowMs: 1_000 });
    try {
      const client = new ClinicClient({ baseUrl: small.baseUrl, apiKey: small.key, readRetries: 0 });
      for (let i = 0; i < 8; i++) expect((await api.getPages(client)).length).toBeGreaterThan(0);
      const log = (await (await fetch(`${small.origin}/__demo/requests?path=/pages`)).json()).requests as {
        at: number;
        status: number;
      }[];
      expect(log).toHaveLength(8); // one request per read: nothing was refused and retried
      expect(log.filter((r) => r.status !== 200)).toEqual([]);
      const perWindow = new Map<number, number>();
      for (const r of log) perWindow.set(Math.floor(r.at / 1_000), (perWindow.get(Math.floor(r.at / 1_000)) ?? 0) + 1);
      expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(5);
      expect(perWindow.size).toBeGreaterThanOrEqual(2);
    } finally {
      await small.close();
    }
  });
});
