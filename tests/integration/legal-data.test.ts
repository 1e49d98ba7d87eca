import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDemoServer, type StandaloneDemo } from '@/lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import { extrasOf } from '@/lib/legal/site-extras';
import { forgetSiteState } from '../support/site-state';

/**
 * The legal pages' and locations' reads (lib/site-data/legal.ts, locations.ts) against the demo clinic over HTTP:
 * which path is the starter's, what the price list holds, and what each costs upstream (the demo counts requests).
 */
let demo: StandaloneDemo | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await demo?.close();
  demo = undefined;
});

async function site(prepare?: (d: StandaloneDemo) => void) {
  demo = await startDemoServer({ port: 0 });
  prepare?.(demo);
  process.env.CLINIC_API_URL = `${demo.origin}/api/v1`;
  process.env.CLINIC_API_KEY = DEMO_API_KEY;
  process.env.SITE_URL = 'http://localhost:3000';
  forgetSiteState();
  vi.resetModules();
  return {
    demo,
    legal: await import('@/lib/site-data/legal'),
    content: await import('@/lib/site-data/content'),
    forms: await import('@/lib/site-data/form-choices'),
  };
}

const hits = (d: StandaloneDemo, endpoint: string) => d.hits.get(`/api/v1${endpoint}`) ?? 0;

describe('which legal path is the starter’s', () => {
  it('every legal path the clinic does not publish; never one it does, nor any other path', async () => {
    const { legal } = await site();
    expect(await legal.starterLegalPageAt('/regulamin')).toBe('/regulamin');
    expect(await legal.starterLegalPageAt('/dostepnosc')).toBe('/dostepnosc');
    expect(await legal.starterLegalPageAt('/cennik')).toBeNull(); // the demo publishes its own
    expect(await legal.starterLegalPageAt('/o-nas')).toBeNull();
  });
  it('the starter’s /cennik once the clinic stops publishing its own', async () => {
    const { legal } = await site((d) => void (d.instance.store.switches.hiddenPages = ['/cennik']));
    expect(await legal.starterLegalPageAt('/cennik')).toBe('/cennik');
  });
});

describe('the price list', () => {
  it('holds every treatment with a price label, dated by the newest treatment page, from the read the form shares', async () => {
    const { demo, legal, forms } = await site();
    // The published set's first read asks the entity lists once for the renamed pages' ids (lib/site-data/renames.ts).
    await (await import('@/lib/site-data/published')).publishedSet();
    const renamesRead = hits(demo, '/services');
    const services = demo.instance.store.content.services;
    const list = await legal.getPriceList();
    expect(list.items.map((s) => s.slug)).toEqual(services.filter((s) => s.priceFromLabel).map((s) => s.slug));
    expect(list.items.length).toBeGreaterThan(5);
    for (const s of list.items) expect(s.priceFromLabel).toBeTruthy();
    const newest = Math.max(
      ...[...services.map((s) => s.updatedAt), demo.instance.store.content.indexes.services.updatedAt].map((d) =>
        Date.parse(d),
      ),
    );
    expect(Date.parse(list.updatedAt!)).toBe(newest);
    await forms.getFormChoices();
    await legal.getPriceList();
    expect(hits(demo, '/services') - renamesRead).toBe(1);
  });
});

describe('locations', () => {
  it('ride on every page’s site object, read once for many pages', async () => {
    const { demo, content } = await site();
    for (const path of ['/', '/o-nas', '/kontakt', '/zabiegi']) {
      const { site: s } = await content.getPageData(path);
      expect(extrasOf(s)?.locations.map((l) => l.name)).toEqual(['Centrum', 'Kazimierz']);
    }
    expect(extrasOf(await content.getSiteData())?.locations).toHaveLength(2);
    expect(hits(demo, '/locations')).toBe(1);
  });
  it('a server without GET /locations: no locations, and it is asked once', async () => {
    const { demo, content } = await site();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/locations')
        ? Promise.resolve(Response.json({ error: 'Not found' }, { status: 404 }))
        : realFetch(input, init),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const path of ['/', '/o-nas']) {
      const { site: s } = await content.getPageData(path);
      expect(extrasOf(s)?.locations).toEqual([]);
    }
    expect(hits(demo, '/content')).toBe(2);
    expect(hits(demo, '/locations')).toBe(0);
    expect(warn.mock.calls.filter(([m]) => String(m).includes('no locations endpoint'))).toHaveLength(1);
    const locationCalls = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([u]) => String(u instanceof Request ? u.url : u).includes('/locations'));
    expect(locationCalls).toHaveLength(1);
  });
});
