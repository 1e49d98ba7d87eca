import { afterEach, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';
import { getContent, getPages } from '@/lib/clinic-api/content';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import { pageMetadata, type SeoOptions } from '@/lib/seo';
import { pageFacts } from '@/lib/seo/page-facts';
import { renderCard } from '@/lib/share-card/card';
import { cardFacts } from '@/lib/share-card/facts';
import { drawable } from '@/lib/share-card/fonts';
import { cardParams, cardPath, pagePathOfCard } from '@/lib/share-card/path';
import type { ContentPage } from '@/lib/clinic-api/schemas';

/*
 * The share cards (lib/share-card, app/og/[...card]/) over the demo clinic read through the real client: each kind's
 * card is a 1200×630 PNG under 100 kB saying what fits the kind, drawn from local fonts only, and every page without
 * its own picture names its card as og:image. The export writing them as files: tests/e2e/export.spec.ts.
 */
const opts: SeoOptions = {
  siteUrl: 'http://localhost:3000',
  siteUrlSet: true,
  production: true,
  schemaType: 'Dentist',
};

async function everyPage() {
  const { handler } = createDemoInstance({ mediaOrigin: opts.siteUrl, rateLimit: 10_000 });
  const client = new ClinicClient({
    baseUrl: 'http://demo.invalid/api/v1',
    apiKey: DEMO_API_KEY,
    transport: requestTransport(handler),
  });
  const list = await getPages(client);
  return Promise.all(list.map(async (item) => ({ item, ...(await getContent(client, item.path)) })));
}

/** The page with every picture it could share taken out (most demo pages have their own). */
function withoutImages(page: ContentPage): ContentPage {
  switch (page.kind) {
    case 'service':
      return { ...page, service: { ...page.service, hero: null } };
    case 'doctor':
      return { ...page, doctor: { ...page.doctor, photo: null } };
    case 'post':
      return { ...page, post: { ...page.post, ogImage: null, cover: null } };
    case 'case-study':
      return { ...page, caseStudy: { ...page.caseStudy, after: null, before: null } };
    case 'page':
      return { ...page, blocks: [] };
    default:
      return page;
  }
}

type Og = { images?: { url: string; width?: number; height?: number; alt?: string }[] };

afterEach(() => vi.restoreAllMocks());

/** Requests to the network (next/og fetching its own wasm from a file: address is no such request). */
function networkCalls(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls
    .map(([input]) => String(input instanceof Request ? input.url : input))
    .filter((u) => /^https?:/.test(u));
}

describe('share cards of the demo clinic', async () => {
  const all = await everyPage();
  const site = all[0]!.site;
  const first = (kind: ContentPage['kind']) => all.find((p) => p.page.kind === kind)!.page;

  it.each(['page', 'service', 'doctor', 'post', 'case-study', 'posts', 'services'] as const)(
    'the %s card is a 1200×630 PNG under 100 kB, drawn without the network',
    async (kind) => {
      // A letter the local faces lack makes next/og fetch a font from Google: no card may ask the network.
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const page = first(kind);
      const png = Buffer.from(await (await renderCard(site, cardFacts(site, page))).arrayBuffer());
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
      expect(png.length).toBeLessThan(100 * 1024);
      expect(networkCalls(fetchSpy)).toEqual([]);
    },
    30_000,
  );

  it('draws Polish titles with the local faces only', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await renderCard(site, { title: 'Zażółć gęślą jaźń ĄĆĘŁŃÓŚŹŻ', kind: 'Wpis', detail: 'źdźbło' });
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1200);
    expect(networkCalls(fetchSpy)).toEqual([]);
  });

  it('says what fits the kind: price label, specialisations, date', () => {
    const service = first('service');
    if (service.kind !== 'service') throw new Error('no treatment');
    expect(cardFacts(site, service)).toMatchObject({ kind: 'Zabieg', detail: service.service.priceFromLabel });
    const doctor = first('doctor');
    if (doctor.kind !== 'doctor') throw new Error('no specialist');
    expect(cardFacts(site, doctor).detail).toBe(doctor.doctor.specializations.join(', '));
    const post = first('post');
    expect(cardFacts(site, post).detail).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    const caseStudy = first('case-study');
    expect(cardFacts(site, caseStudy).kind).toBe('Metamorfoza');
  });

  it('every page without its own picture names its card as og:image; one with a picture keeps it', () => {
    let cards = 0;
    let own = 0;
    for (const { page } of all) {
      const m = pageMetadata(site, page, opts);
      const image = (m.openGraph as Og).images?.[0];
      const ownImage = pageFacts(site, page).image;
      if (ownImage) {
        own++;
        expect(image?.url, page.path).toBe(new URL(ownImage.url, opts.siteUrl).href);
      } else {
        cards++;
        expect(image, page.path).toEqual({
          url: `${opts.siteUrl}${cardPath(page.path)}`,
          width: 1200,
          height: 630,
          alt: pageFacts(site, page).title,
        });
        expect((m.twitter as { images?: { url: string }[] }).images?.[0]?.url).toBe(image?.url);
      }
    }
    expect(cards).toBeGreaterThanOrEqual(4);
    expect(own).toBeGreaterThan(10);
  });

  it.each(['service', 'doctor', 'post', 'case-study', 'page'] as const)(
    'a %s page without its own picture names its card',
    (kind) => {
      const page = withoutImages(first(kind));
      const image = (pageMetadata(site, page, opts).openGraph as Og).images?.[0];
      expect(image?.url).toBe(`${opts.siteUrl}${cardPath(page.path)}`);
    },
  );

  it('a bad logo leaves the clinic’s name on the card instead of failing', async () => {
    const bad = {
      ...site,
      profile: { ...site.profile, logo: { ...site.profile!.logo!, url: '/demo/brand/missing.png' } },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await renderCard(bad, cardFacts(bad, first('post')));
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).height).toBe(630);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('logo left out'));
    // The log names the failure, not what the panel or a server sent: the file's path is not in it.
    expect(warn.mock.calls.flat().join('\n')).not.toContain('missing.png');
    warn.mockRestore();
  });

  it('a logo at an address the site may not load is left out, and the address stays out of the log', async () => {
    const elsewhere = {
      ...site,
      profile: { ...site.profile, logo: { ...site.profile!.logo!, url: 'https://elsewhere.example/logo.png?x=1' } },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await renderCard(elsewhere, cardFacts(elsewhere, first('post')));
    expect(res.status).toBe(200);
    expect(warn.mock.calls).toEqual([
      ['[share-card] logo left out: not an image address the site may load (CLINIC_IMAGE_HOSTS)'],
    ]);
    warn.mockRestore();
  });
});

describe('the card fonts (lib/share-card/fonts.ts)', () => {
  it('are found wherever the server was started from, not only in the project folder', async () => {
    // A process started elsewhere, as `next start <dir>` or a moved standalone server may be.
    const fontsModule = pathToFileURL(join(process.cwd(), 'lib', 'share-card', 'fonts.ts')).href;
    const script = `import(${JSON.stringify(fontsModule)}).then(async (m) => console.log((await m.cardFonts()).map((f) => f.name + '=' + f.data.byteLength).join(';')))`;
    const { status, stdout, stderr } = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['-e', script], {
      cwd: tmpdir(),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(
      stdout
        .trim()
        .split(';')
        .map((f) => f.split('=')[0]),
    ).toEqual(['Inter', 'Inter PL', 'Fraunces', 'Fraunces PL']);
    for (const f of stdout.trim().split(';')) expect(Number(f.split('=')[1])).toBeGreaterThan(1000);
  });
});

describe('card addresses (lib/share-card/path.ts)', () => {
  it('names a file per page and reads the page back', () => {
    expect(cardPath('/')).toBe('/og/card.png');
    expect(cardPath('/zabiegi/higienizacja')).toBe('/og/zabiegi/higienizacja/card.png');
    expect(pagePathOfCard(['card.png'])).toBe('/');
    expect(pagePathOfCard(['zabiegi', 'higienizacja', 'card.png'])).toBe('/zabiegi/higienizacja');
    expect(pagePathOfCard(['zabiegi', 'higienizacja'])).toBeNull();
    expect(cardParams(['/', '/blog/a'])).toEqual([{ card: ['card.png'] }, { card: ['blog', 'a', 'card.png'] }]);
  });

  it('keeps Polish letters and draws other accents by their base letter', () => {
    expect(drawable('ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ')).toBe('ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ');
    expect(drawable('Café  Müller 😀')).toBe('Cafe Muller');
  });
});
