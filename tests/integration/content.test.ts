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
  it('request 121 in a minute gets 429 with Retry-After: 60; the client paces instead of hitting it', async () => {
    const small = await startDemo({ rateLimit: 5 });
    try {
      const headers = { authorization: `Bearer ${small.key}` };
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 6; i++) {
        last = await fetch(`${small.baseUrl}/pages`, { headers });
        statuses.push(last.status);
      }
      // The window is the clock minute: if it rolled over mid-loop the count restarts, so look at the shape.
      if (!statuses.slice(0, 5).every((s) => s === 200)) return;
      expect(statuses[5]).toBe(429);
      expect(last!.headers.get('retry-after')).toBe('60');
      expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    } finally {
      await small.close();
    }
  });
});
