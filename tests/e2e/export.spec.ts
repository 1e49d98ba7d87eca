import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { t } from '../../lib/i18n';
import { startStaticServer } from '../../scripts/lib/static-server';
import { DEMO_API_KEY } from '../../lib/demo-clinic/keys';
import { hasNotFoundMark, listFiles } from '../../scripts/lib/export-site';
import { parseExportImageUrl } from '../../lib/images/export-url';

/**
 * The static export (`npm run export`, which scripts/run-e2e.ts runs before the server's build) served from out/
 * by a plain static file server, beside the running `next start` of the same demo clinic (baseURL): every published
 * page is there, each page kind renders without a server, forms are contact panels, no file has the key or calls
 * /api/, and a page looks like the server's. The noindex state of out/ is covered in tests/unit/export-site.test.ts
 * (a second export build here would cost another two minutes).
 */
const OUT = 'out';
let staticOrigin: string;
let close: () => Promise<void>;

test.beforeAll(async () => {
  const served = await startStaticServer(OUT);
  staticOrigin = served.origin;
  close = served.close;
});
test.afterAll(async () => close?.());

// The static server applies out/_headers, Content-Security-Policy included, so a page that breaks under the policy
// fails its test (a violation is a console error). One exception, from how the test serves out/: the pages name the
// favicon by its absolute address on SITE_URL (the e2e server's origin, as the export is built for it), while this
// server runs on another port, so the policy's 'self' does not cover it. On a host serving its own SITE_URL it does.
const FAVICON_ELSEWHERE =
  /^Loading the image 'http:\/\/localhost:\d+\/demo\/brand\/favicon\.png' violates the following Content Security Policy directive: "img-src /;
test.afterEach(({ consoleErrors }) => {
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !FAVICON_ELSEWHERE.test(e)));
});

/** Every path the server's sitemap lists (the published pages). */
async function publishedPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** Fails the test on any request the static page makes to the server's routes. */
function forbidApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  return calls;
}

test("every published page is a file the static server serves, with the server page's title", async ({ request }) => {
  const paths = await publishedPaths(request);
  expect(paths.length).toBeGreaterThan(25);
  for (const path of paths) {
    const [server, file] = await Promise.all([request.get(path), request.get(`${staticOrigin}${path}`)]);
    expect(file.status(), path).toBe(200);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(await file.text()), path).toBe(title(await server.text()));
  }
});

const KINDS: [string, string][] = [
  ['home', '/'],
  ['blocks page', '/o-nas'],
  ['treatments index', '/zabiegi'],
  ['treatment', '/zabiegi/higienizacja'],
  ['team index', '/zespol'],
  ['doctor', '/zespol/anna-kowalczyk'],
  ['posts index', '/blog'],
  ['case studies index', '/metamorfozy'],
  ['privacy notice', '/polityka-prywatnosci'],
];

for (const [kind, path] of KINDS) {
  test(`${kind} renders from out/ with its frame and images, calling no server route`, async ({ page }) => {
    const calls = forbidApiCalls(page);
    const res = await page.goto(`${staticOrigin}${path}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    // Every image that loaded has pixels (the pre-made files exist and decode).
    const broken = await page
      .locator('img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[])
          .filter((i) => i.complete && i.currentSrc && i.naturalWidth === 0)
          .map((i) => i.currentSrc),
      );
    expect(broken).toEqual([]);
    expect(await page.locator('form:not([role="search"])').count()).toBe(0);
    expect(calls).toEqual([]);
  });
}

test('the static server applies out/_headers as the hosts that read it do: the security headers and the CSP on every page, long caching for hashed files', async ({
  request,
}) => {
  // The pages above render under this policy: a violation would be a console error, which fails their test.
  for (const path of ['/', '/zabiegi/higienizacja', '/umow-wizyte', '/nie-ma-takiej-strony']) {
    const headers = (await request.get(`${staticOrigin}${path}`)).headers();
    expect(headers['content-security-policy'], path).toMatch(/default-src 'self'.*frame-ancestors 'self'/);
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control'], path).toBeUndefined();
  }
  const html = await (await request.get(`${staticOrigin}/`)).text();
  // A script of the page (its address may carry the deployment id: `…js?dpl=…`).
  const script = /src="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"/.exec(html)?.[1];
  expect(script, 'a script under /_next/static/ in the home page').toBeTruthy();
  expect((await request.get(`${staticOrigin}${script!}`)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await request.get(`${staticOrigin}/_headers`)).status()).toBe(404);
});

test('a post and a case study render from out/', async ({ page, request }) => {
  const paths = await publishedPaths(request);
  for (const prefix of ['/blog/', '/metamorfozy/']) {
    const path = paths.find((p) => p.startsWith(prefix));
    expect(path, prefix).toBeTruthy();
    await page.goto(`${staticOrigin}${path}`);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('images are pre-made in AVIF, WebP and a fallback, at the width each address names', async ({ page, request }) => {
  await page.goto(`${staticOrigin}/zespol`);
  // The logo (1x and 2x candidates) and a doctor's photo (a candidate per width).
  for (const picture of [page.locator('header picture').first(), page.locator('main picture').first()]) {
    await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1);
    await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
    const srcset = (await picture.locator('source[type="image/avif"]').getAttribute('srcset'))!;
    const entries = srcset.split(',').map((e) => e.trim().split(/\s+/) as [string, string]);
    expect(entries.length).toBeGreaterThan(1);
    for (const [url, descriptor] of entries) {
      const named = parseExportImageUrl(url);
      expect(named, url).not.toBeNull();
      if (descriptor.endsWith('w')) expect(Number.parseInt(descriptor, 10), url).toBe(named!.width);
      else expect(descriptor, url).toMatch(/^\d(\.\d+)?x$/);
      const res = await request.get(`${staticOrigin}${url}`);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-type']).toBe('image/avif');
      const meta = await sharp(await res.body()).metadata();
      expect(meta.width, url).toBeLessThanOrEqual(named!.width);
    }
    const fallback = (await picture.locator('img').getAttribute('src'))!;
    expect(fallback).toMatch(/\.(jpg|png)$/);
    expect((await request.get(`${staticOrigin}${fallback}`)).status()).toBe(200);
  }
});

test('the search page finds pages from its prebuilt index, which no other page loads', async ({ page }) => {
  const indexLoads: string[] = [];
  page.on('request', (r) => void (r.url().includes('/szukaj/indeks.json') && indexLoads.push(r.url())));
  await page.goto(`${staticOrigin}/`);
  await page.goto(`${staticOrigin}/zabiegi`);
  expect(indexLoads).toEqual([]);
  await page.goto(`${staticOrigin}/szukaj?q=wybielanie+zebow`);
  await expect(page.locator('.search-hit').getByRole('link', { name: 'Wybielanie zębów', exact: true })).toBeVisible();
  await expect(page.locator('#search-page-q')).toHaveValue('wybielanie zebow');
  expect(indexLoads).toHaveLength(1);
});

test('an unknown path gets 404.html with status 404, inside the clinic frame', async ({ page }) => {
  const res = await page.goto(`${staticOrigin}/nie-ma-takiej-strony`);
  expect(res?.status()).toBe(404);
  await expect(page.locator('footer').first()).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  // The mark the export refuses a page by (scripts/lib/export-site.ts, missingPages) is in the 404 Next wrote.
  expect(hasNotFoundMark(readFileSync(join(OUT, '404.html'), 'utf8'))).toBe(true);
});

test('robots.txt is open and names the sitemap, which lists every published page', async ({ request }) => {
  const robots = await (await request.get(`${staticOrigin}/robots.txt`)).text();
  expect(robots).toMatch(/Allow: \//);
  expect(robots).not.toMatch(/Disallow: \/\s/);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = await request.get(`${staticOrigin}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .sort();
  expect(listed).toEqual((await publishedPaths(request)).sort());
});

test('the terms and the accessibility statement name only what the static site offers', async ({ request }) => {
  const terms = await (await request.get(`${staticOrigin}/regulamin`)).text();
  expect(terms).toContain('Usługi świadczone drogą elektroniczną');
  expect(terms).not.toContain('rezerwacja wizyty online');
  expect(terms).not.toContain('bez JavaScriptu');
  const statement = await (await request.get(`${staticOrigin}/dostepnosc`)).text();
  expect(statement).toContain('Deklaracja dostępności');
  expect(statement).not.toContain('bez JavaScriptu');
  // The server's own site says both.
  expect(await (await request.get('/regulamin')).text()).toContain('rezerwacja wizyty online');
});

test('forms are contact panels: phone as tel:, e-mail, hours; the booking page says how to book by phone', async ({
  page,
}) => {
  await page.goto(`${staticOrigin}/zabiegi/higienizacja`);
  const panel = page.locator('[data-contact-panel]');
  await expect(panel).toBeVisible();
  await expect(panel.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(panel.locator('.opening-hours')).toBeVisible();
  // Every location with its phone, as the footer lists them (the demo has two).
  const footerAddresses = await page.locator('footer address').count();
  expect(footerAddresses).toBeGreaterThan(1);
  await expect(panel.locator('address')).toHaveCount(footerAddresses);
  await expect(panel.locator('a[href^="tel:"]')).toHaveCount(await page.locator('footer a[href^="tel:"]').count());

  await page.goto(`${staticOrigin}/umow-wizyte`);
  await expect(page.locator('[data-booking-phone]')).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(page.locator('form:not([role="search"])')).toHaveCount(0);
  // The server's heading over its call-back form ("Wolisz, żebyśmy oddzwonili?") would promise a form that is not here.
  await expect(page.locator('[data-contact-panel] h2')).toHaveText(t.staticSite.contactTitle);
  await expect(page.locator('[data-contact-panel] .lead')).toHaveText(t.staticSite.contactLead);

  await page.goto(`${staticOrigin}/zglos-problem?strona=%2Fo-nas`);
  await expect(page.locator('[data-contact-panel] a[href^="mailto:"]')).toHaveCount(1);
  await expect(page.locator('form:not([role="search"])')).toHaveCount(0);
});

test('no file in out/ has the API key, and none calls /api/', async () => {
  const files = listFiles(OUT);
  expect(files.length).toBeGreaterThan(100);
  const texts = files.filter((f) => !/\.(avif|webp|jpg|png|woff2?|ico)$/.test(f));
  expect(texts.length).toBeGreaterThan(50);
  for (const f of texts) {
    const text = readFileSync(join(OUT, f), 'utf8');
    expect(text.includes(DEMO_API_KEY), `${f} has the key`).toBe(false);
    expect(text.includes('sk_live_'), `${f} has a secret key`).toBe(false);
    expect(/["'`(]\/api\//.test(text), `${f} calls /api/`).toBe(false);
  }
});

test('a page from out/ looks like the same page from next start', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const shot = async (url: string) => {
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready);
    // The first screen: its images load eagerly (those further down wait for a scroll, loading=lazy).
    await page.waitForFunction(() =>
      [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete && i.naturalWidth > 0),
    );
    await page.waitForLoadState('networkidle');
    return page.screenshot();
  };
  const server = await shot('/o-nas');
  const exported = await shot(`${staticOrigin}/o-nas`);
  await context.close();
  const [a, b] = await Promise.all(
    [server, exported].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  expect([b!.info.width, b!.info.height]).toEqual([a!.info.width, a!.info.height]);
  let differing = 0;
  for (let i = 0; i < a!.data.length; i += a!.info.channels) {
    if (
      Math.abs(a!.data[i]! - b!.data[i]!) +
        Math.abs(a!.data[i + 1]! - b!.data[i + 1]!) +
        Math.abs(a!.data[i + 2]! - b!.data[i + 2]!) >
      48
    )
      differing++;
  }
  const share = differing / (a!.info.width * a!.info.height);
  // Images re-encoded by sharp instead of Next's optimiser differ by compression noise only.
  expect(share).toBeLessThan(0.01);
});

test("the redirects file is in out/ for each kind of host, and _redirects is honoured like the server's", async ({
  request,
}) => {
  expect(readFileSync(join(OUT, '_redirects'), 'utf8')).toContain('/stary-blog/* /blog/:splat 301');
  expect(JSON.parse(readFileSync(join(OUT, 'vercel.json'), 'utf8')).redirects).toContainEqual({
    source: '/o-klinice',
    destination: '/o-nas',
    statusCode: 301,
  });
  expect(readFileSync(join(OUT, 'nginx-redirects.conf'), 'utf8')).toContain('"/cennik-uslug" "/cennik";');
  for (const path of ['/o-klinice', '/cennik-uslug', '/stary-blog/higienizacja-krok-po-kroku', '/oferta/a/b']) {
    const [server, file] = await Promise.all([
      request.get(path, { maxRedirects: 0 }),
      request.get(`${staticOrigin}${path}`, { maxRedirects: 0 }),
    ]);
    expect(file.status(), path).toBe(server.status());
    expect(file.headers().location, path).toBe(server.headers().location);
    expect([301, 308], path).toContain(file.status());
  }
  expect((await request.get(`${staticOrigin}/_redirects`)).status()).toBe(404);
});

test('the feed is in out/ with the same posts as the server’s', async ({ request }) => {
  const [server, file] = await Promise.all([request.get('/feed.xml'), request.get(`${staticOrigin}/feed.xml`)]);
  expect(file.status()).toBe(200);
  const items = (xml: string) => [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
  expect(items(await file.text())).toEqual(items(await server.text()));
  expect(items(await file.text()).length).toBeGreaterThan(0);
});

test('every published page names a share card the server and out/ both serve: PNG, 1200×630, under 100 kB', async ({
  request,
}) => {
  const paths = await publishedPaths(request);
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  let cards = 0;
  for (const path of paths) {
    const [server, file] = await Promise.all([request.get(path), request.get(`${staticOrigin}${path}`)]);
    const [serverImage, fileImage] = [ogImage(await server.text()), ogImage(await file.text())];
    expect(serverImage, path).toBeTruthy();
    expect(fileImage, path).toBe(serverImage);
    const image = new URL(serverImage!).pathname;
    if (!image.startsWith('/og/')) continue;
    cards++;
    expect(image, path).toBe(path === '/' ? '/og/card.png' : `/og${path}/card.png`);
    // The export wrote it as a file; the server made the same card at build.
    const bytes = readFileSync(join(OUT, image));
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height], image).toEqual(['png', 1200, 630]);
    expect(bytes.length, image).toBeLessThan(100 * 1024);
    const [fromServer, fromFile] = await Promise.all([request.get(image), request.get(`${staticOrigin}${image}`)]);
    expect(fromServer.headers()['content-type'], image).toBe('image/png');
    expect(fromFile.headers()['content-type'], image).toBe('image/png');
  }
  expect(cards).toBeGreaterThanOrEqual(4);
  // A page with its own picture keeps it: the treatment's hero, not a card.
  expect(ogImage(await (await request.get('/zabiegi/higienizacja')).text())).not.toContain('/og/');
});
