import type { Page } from '@playwright/test';
import { test, expect } from './support';
import { checkedPages } from '../../scripts/lib/site-pages';
import { FONTS_LATER_ATTRIBUTE, FONTS_LATER_LIMIT_MS as LATEST_MS } from '../../lib/theme';

/**
 * A Polish page fetches the small Polish subsets of the self-hosted fonts (lib/fonts, scripts/lib/polish-fonts.ts),
 * each once, and nothing of the packages' full files; a letter the subsets lack still gets its glyph from the full
 * file, fetched then. On a visit's first page they are fetched once the page has loaded; coming from another page of
 * the site, at once (components/ui/fonts-later.tsx).
 */
const SUBSETS = ['inter-core', 'inter-pl', 'fraunces-core', 'fraunces-pl'];

/** The font files a page fetched, by name without the build's hash ("inter-core"), in request order. */
function fontRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') names.push(new URL(r.url()).pathname.split('/').pop()!.split('.')[0]!);
  });
  return names;
}

/** When each font file was requested and when the page's load event began (ms from navigation). */
function fontTiming(page: Page) {
  return page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    fonts: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.woff2'))
      .map((e) => ({ name: new URL(e.name).pathname.split('/').pop()!, start: Math.round(e.startTime) })),
  }));
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const p of checkedPages()) {
  test(`${p.name} (${p.path}) fetches the Polish subsets only, each once, after the page has loaded`, async ({
    page,
  }) => {
    const fetched = fontRequests(page);
    await page.goto(p.path);
    await settle(page);
    expect([...fetched].sort()).toEqual([...SUBSETS].sort());
    // A visit's first page: the fonts do not take a slow link's bandwidth from the picture and the scripts.
    const timing = await fontTiming(page);
    expect(timing.fonts.length, 'the fonts in the page’s resource timing').toBe(SUBSETS.length);
    // The load event, or the time limit when the load event was later (a loaded machine).
    const from = Math.min(timing.load, LATEST_MS);
    expect(
      timing.fonts.filter((f) => f.start < from),
      `requested before the load event (${timing.load} ms)`,
    ).toEqual([]);
    expect(
      await page.evaluate((a) => document.documentElement.hasAttribute(a), FONTS_LATER_ATTRIBUTE),
      'the attribute is gone',
    ).toBe(false);
    // Text is drawn in the self-hosted families, not a fallback (the theme's stacks lead with them): the subsets'
    // family, the package's full files behind it.
    const families = await page.evaluate(() => [
      getComputedStyle(document.body).fontFamily,
      getComputedStyle(document.querySelector('h1')!).fontFamily,
    ]);
    expect(families[0]).toMatch(/^"Inter Polish", "Inter Variable"/);
    expect(families[1]).toMatch(/^"Fraunces Polish", "Fraunces Variable"/);
    // The family text is drawn in holds only faces the page loads. A face it never loads (the package's Cyrillic or
    // full Latin file, were they in the same family) makes Chromium resolve the stack's system fallbacks in the
    // first layout: on Linux a synchronous round trip to the browser process each (scripts/lib/polish-fonts.ts).
    const faces = await page.evaluate((stacks) => {
      const leading = stacks.map((stack) => stack.split(',')[0]!.replace(/["']/g, '').trim());
      return [...document.fonts]
        .filter((f) => leading.includes(f.family.replace(/["']/g, '')))
        .map((f) => `${f.family} ${f.status}`);
    }, families);
    expect(faces.length).toBe(SUBSETS.length);
    expect(faces.filter((f) => !f.endsWith(' loaded'))).toEqual([]);
  });
}

test('every Polish letter is in the subsets; a letter they lack fetches the full file, so it still has its glyph', async ({
  page,
}) => {
  const fetched = fontRequests(page);
  await page.goto('/');
  await settle(page);
  const show = async (text: string) => {
    await page.evaluate((t) => {
      for (const tag of ['p', 'h2']) {
        const el = document.createElement(tag);
        el.textContent = t;
        document.querySelector('main')!.append(el);
      }
    }, text);
    await settle(page);
  };
  // A glyph missing from a subset would send the browser to the next face for it: the package's full file.
  await show('ĄąĆćĘęŁłŃńŚśŹźŻż Óó „Zażółć gęślą jaźń” – 1 234,50 zł · © 2026 …');
  expect([...fetched].sort()).toEqual([...SUBSETS].sort());
  await show('Antonín Dvořák, Jürgen Müller');
  expect(fetched).toEqual(
    expect.arrayContaining([
      'inter-latin-ext-wght-normal',
      'inter-latin-wght-normal',
      'fraunces-latin-ext-wght-normal',
      'fraunces-latin-wght-normal',
    ]),
  );
});

test('coming from another page of the site, the page draws in the fonts from its first layout: no swap on every click', async ({
  page,
}) => {
  await page.goto('/');
  await settle(page);
  const link = page.locator('main a[href^="/zespol/"]').first();
  await Promise.all([page.waitForURL(/\/zespol\//), link.click()]);
  await settle(page);
  expect(await page.evaluate(() => document.referrer)).toMatch(/^http/);
  const timing = await fontTiming(page);
  expect(timing.fonts.length, 'the fonts in the page’s resource timing (from the cache)').toBeGreaterThan(0);
  expect(
    timing.fonts.filter((f) => f.start >= timing.load),
    `requested after the load event (${timing.load} ms)`,
  ).toEqual([]);
});

test('reloaded, or reached back through the history, the page draws in the fonts from its first layout', async ({
  page,
}) => {
  await page.goto('/blog');
  await settle(page);
  await page.reload();
  await settle(page);
  const reloaded = await fontTiming(page);
  expect(reloaded.fonts.length, 'the fonts in the reloaded page’s resource timing').toBeGreaterThan(0);
  expect(
    reloaded.fonts.filter((f) => f.start >= reloaded.load),
    `requested after the load event (${reloaded.load} ms)`,
  ).toEqual([]);
});

test('when the load event is late (a picture that never arrives), the fonts wait no longer than the time limit', async ({
  page,
}) => {
  await page.route(/\/_next\/image\?/, () => new Promise(() => {})); // every picture stalls: no load event
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect
    .poll(async () => (await fontTiming(page)).fonts.length, { timeout: LATEST_MS + 5_000 })
    .toBeGreaterThan(0);
  const timing = await fontTiming(page);
  expect(timing.load, 'no load event yet').toBe(0);
  expect(Math.min(...timing.fonts.map((f) => f.start)), 'not before the limit').toBeGreaterThanOrEqual(LATEST_MS);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page fetches the subsets as its stylesheet asks and draws in them', async ({ page }) => {
    const fetched = fontRequests(page);
    await page.goto('/zabiegi');
    await page.waitForLoadState('networkidle');
    expect([...fetched].sort()).toEqual([...SUBSETS].sort());
    expect(await page.locator('html').getAttribute(FONTS_LATER_ATTRIBUTE)).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Polish"/);
  });
});
