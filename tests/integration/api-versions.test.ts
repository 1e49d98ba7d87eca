import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDemoServer, type StandaloneDemo } from '@/lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import { LATER_BLOCK_TYPE, LATER_KEY, LATER_PAGE_PATH, LATER_SOCIAL } from '@/lib/demo-clinic/versions';
import { ClinicClient } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { byKnownKind, getContent, getPages } from '@/lib/clinic-api/content';
import { forgetSiteState } from '../support/site-state';

/**
 * The site's reads (lib/site-data) against the demo clinic over HTTP playing older and later minor versions: what
 * degrades, what is tolerated, and what each costs upstream (the demo's request log is the count).
 */

let demo: StandaloneDemo | undefined;

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await demo?.close();
  demo = undefined;
});

async function siteAgainst(apiVersion: string) {
  demo = await startDemoServer({ port: 0, apiVersion });
  process.env.CLINIC_API_URL = `${demo.origin}/api/v1`;
  process.env.CLINIC_API_KEY = DEMO_API_KEY;
  process.env.SITE_URL = 'http://localhost:3000';
  forgetSiteState();
  vi.resetModules();
  const content = await import('@/lib/site-data/content');
  const site = await import('@/lib/site-data/site');
  const forms = await import('@/lib/site-data/form-choices');
  const published = await import('@/lib/site-data/published');
  const booking = await import('@/components/booking/page-data');
  return { demo, content, site, forms, published, booking };
}

const hits = (d: StandaloneDemo, endpoint: string) => d.hits.get(`/api/v1${endpoint}`) ?? 0;

/** What notFound() throws: Next's 404 signal. */
async function expectNotFound(p: Promise<unknown>) {
  await expect(p).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
}

describe('unknown paths', () => {
  it('are the 404 without GET /content, the published set read once for all of them', async () => {
    const { demo, content } = await siteAgainst('1.14.0');
    await content.getPageData('/'); // a real page: one GET /content
    for (let i = 0; i < 50; i++) await expectNotFound(content.getPageData(`/wp-login-${i}.php`));
    expect(hits(demo, '/content')).toBe(1);
    expect(hits(demo, '/pages')).toBe(1);
  });

  it('a page published a moment ago is found once the minute of the published set is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { demo, content } = await siteAgainst('1.14.0');
    await expectNotFound(content.getPageData('/nowa-strona'));
    demo.instance.store.content.pages.push({
      path: '/nowa-strona',
      title: 'Nowa',
      seoTitle: null,
      seoDescription: null,
      blocks: [],
      updatedAt: '2026-11-01T10:00:00Z',
    });
    vi.setSystemTime(Date.now() + 30_000);
    await expectNotFound(content.getPageData('/nowa-strona')); // still within the minute: no new GET /pages
    expect(hits(demo, '/pages')).toBe(1);
    vi.setSystemTime(Date.now() + 31_000);
    // Past the minute, the question that notices starts the one refresh and is answered from the last set at once
    // (stale-while-revalidate: a hung API must hold no request); the questions after the refresh find the page.
    await expectNotFound(content.getPageData('/nowa-strona'));
    await vi.waitFor(async () => {
      await expect(content.getPageData('/nowa-strona')).resolves.toMatchObject({
        page: { kind: 'page', title: 'Nowa' },
      });
    });
    expect(hits(demo, '/pages')).toBe(2);
  });

  it('the 404 page takes the site a page showed in the last minute, with no call of its own', async () => {
    const { demo, content } = await siteAgainst('1.14.0');
    await content.getPageData('/');
    const before = [...demo.hits.values()].reduce((a, b) => a + b, 0);
    expect((await content.getSiteForNotFound()).name).toBeTruthy();
    expect([...demo.hits.values()].reduce((a, b) => a + b, 0)).toBe(before);
  });
});

describe('an older server', () => {
  it('1.3.0: no GET /site, so the site comes from GET /content; asked once, then learnt', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { demo, site } = await siteAgainst('1.3.0');
    const first = await site.readSite();
    expect(first.name).toBe(demo.instance.store.content.site.name);
    expect(first.profile).toBeNull(); // profile came in 1.4.0
    expect(first.noindex).toBe(false);
    await site.readSite();
    expect(hits(demo, '/site')).toBe(1);
    expect(hits(demo, '/content')).toBe(2);
    expect(warn.mock.calls.filter(([m]) => String(m).includes('no site endpoint'))).toHaveLength(1);
  });

  it('1.3.0: the 404 page has the clinic frame without GET /site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { demo, content } = await siteAgainst('1.3.0');
    await expect(content.getSiteForNotFound()).resolves.toMatchObject({ name: demo.instance.store.content.site.name });
  });

  it('1.6.0: no GET /privacy, so forms go without a clause version (and no marketing box)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { demo, forms, booking, site } = await siteAgainst('1.6.0');
    await expect(forms.getPrivacyNotice()).resolves.toBeNull();
    const data = await booking.bookingPageData(site.readSite(), {});
    expect(data?.services.length).toBeGreaterThan(0);
    expect(data?.privacy).toBeNull();
    expect(hits(demo, '/privacy')).toBe(1); // learnt: the booking page did not ask again
  });

  it('1.7.0: no nfz flag, so a service the clinic later marks nfz is offered and its slots read like any other', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { booking, site } = await siteAgainst('1.7.0');
    const data = await booking.bookingPageData(site.readSite(), {});
    const nfz = data!.services.find((s) => s.id === 'bs-leczenie-zachowawcze-nfz')!;
    expect(nfz.nfz).toBe(false); // absent: false, as the API description says
    const { getLiveFreeSlots } = await import('@/lib/site-data/booking');
    expect((await getLiveFreeSlots(nfz.id, nfz.resourceIds[0]!)).length).toBeGreaterThan(0);
    expect((await getLiveFreeSlots(nfz.id, 'any')).length).toBeGreaterThan(0);
  });

  it('1.2.0: no booking catalog, so the booking page offers the phone instead of the wizard', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { demo, booking, site } = await siteAgainst('1.2.0');
    await expect(booking.bookingPageData(site.readSite(), {})).resolves.toBeNull();
    expect(hits(demo, '/booking/catalog')).toBe(1);
  });

  it('1.0.0: no entity endpoints, so the form lists come from the index pages', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { demo, forms } = await siteAgainst('1.0.0');
    const choices = await forms.getFormChoices();
    const c = demo.instance.store.content;
    expect(choices.services.map((s) => s.slug)).toEqual(c.services.map((s) => s.slug));
    expect(choices.doctors.map((d) => d.slug)).toEqual(c.doctors.map((d) => d.slug));
    expect(choices.services.length).toBeGreaterThan(0);
    expect(hits(demo, '/services')).toBe(1);
    expect(hits(demo, '/doctors')).toBe(1);
  });

  it('fields newer than the version are absent and endpoints newer than it answer 404', async () => {
    demo = await startDemoServer({ port: 0, apiVersion: '1.3.0' });
    const client = new ClinicClient({ baseUrl: `${demo.origin}/api/v1`, apiKey: DEMO_API_KEY });
    const raw = async (path: string) =>
      await fetch(`${demo!.origin}/api/v1${path}`, { headers: { authorization: `Bearer ${DEMO_API_KEY}` } });
    expect((await raw('/site')).status).toBe(404);
    expect((await raw('/privacy')).status).toBe(404);
    expect((await raw('/conversations')).status).toBe(404);
    const catalog = await (await raw('/booking/catalog')).json();
    expect(catalog.services.length).toBeGreaterThan(0);
    expect(catalog.services.some((s: object) => 'nfz' in s)).toBe(false); // nfz came in 1.8.0
    const services = await (await raw('/services')).json();
    expect(services.services.every((s: object) => 'bookingServiceId' in s)).toBe(true); // since 1.3.0: present
    const { site } = await getContent(client, '/');
    expect(site.profile).toBeNull();
  });
});

describe('a later server with additions', () => {
  it('an unknown page kind is left out of the published set (logged once) and answers 404 without GET /content', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { demo, content } = await siteAgainst('1.99.0');
    const pages = await content.getAllPages();
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.map((p) => p.path)).not.toContain(LATER_PAGE_PATH);
    await expectNotFound(content.getPageData(LATER_PAGE_PATH));
    await expectNotFound(content.getPageData(LATER_PAGE_PATH));
    expect(hits(demo, '/content')).toBe(0);
    expect(warn.mock.calls.filter(([m]) => String(m).includes('"virtual-tour"'))).toHaveLength(1);
  });

  it('GET /content of an unknown kind is a 404 with code unsupported_kind, not a broken answer', async () => {
    demo = await startDemoServer({ port: 0, apiVersion: '1.99.0' });
    const client = new ClinicClient({ baseUrl: `${demo.origin}/api/v1`, apiKey: DEMO_API_KEY });
    const err = await getContent(client, LATER_PAGE_PATH).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err).toMatchObject({ status: 404, code: 'unsupported_kind' });
  });

  it('every known page parses with the extra keys, unknown block types and enum values around it', async () => {
    demo = await startDemoServer({ port: 0, apiVersion: '1.99.0' });
    const client = new ClinicClient({ baseUrl: `${demo.origin}/api/v1`, apiKey: DEMO_API_KEY, readRetries: 0 });
    const raw = await (
      await fetch(`${demo.origin}/api/v1/pages`, { headers: { authorization: `Bearer ${DEMO_API_KEY}` } })
    ).json();
    expect(raw.pages[0]).toHaveProperty(LATER_KEY); // the additions are really there
    const { pages, unsupported } = byKnownKind(await getPages(client));
    expect(unsupported.map((p) => p.type)).toEqual(['virtual-tour']);
    for (const p of pages) {
      const { site, page } = await getContent(client, p.path);
      expect(page.path, p.path).toBe(p.path);
      expect(site.profile?.socials?.some((s) => s.network === 'other')).toBe(true); // LATER_SOCIAL read as other
      expect(Object.keys(site.profile?.openingHours ?? {})).not.toContain('holidays');
      if (p.path === '/')
        expect(page.kind === 'page' && page.blocks.some((b) => b.type === LATER_BLOCK_TYPE)).toBe(true);
    }
    expect(pages.length).toBeGreaterThan(10);
    expect(LATER_SOCIAL).toBe('threads');
  });
});

describe('a revalidation', () => {
  it('makes the next question read the published set afresh', async () => {
    const { demo, content, published } = await siteAgainst('1.14.0');
    await expectNotFound(content.getPageData('/swiezo-opublikowana'));
    demo.instance.store.content.pages.push({
      path: '/swiezo-opublikowana',
      title: 'Świeża',
      seoTitle: null,
      seoDescription: null,
      blocks: [],
      updatedAt: '2026-11-01T10:00:00Z',
    });
    published.forgetPublishedSet();
    await expect(content.getPageData('/swiezo-opublikowana')).resolves.toMatchObject({ page: { title: 'Świeża' } });
    expect(hits(demo, '/pages')).toBe(2);
  });
});
