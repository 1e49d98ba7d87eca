import type { Page } from '@playwright/test';
import { test, expect } from './support';
import { checkedPages } from '../../scripts/lib/site-pages';

/**
 * On a phone, the largest paint of a page with a main picture is that picture, and it is the one the page asks for
 * first: preloaded from <head> with fetchpriority="high", in a modern format, at a width the screen needs. The logo,
 * also above the fold, is neither (it would take the slow link's bandwidth from the picture). The scores themselves:
 * `npm run bench:lighthouse` (docs/performance.md).
 */
// A case study's before/after pair is two half-width pictures: on a phone its heading is the largest paint.
const WITH_MAIN_PICTURE = ['home', 'service', 'doctor', 'post'];
const PHONE = { width: 412, height: 823 };
const DPR = 1.75;

// A phone's screen is its viewport. The project's desktop device has a 1920-wide screen, and with it Chromium's
// preload scanner sized the preloaded picture for a 980-px page (the width before the viewport meta applies): every
// load fetched the picture twice (1920 and 750 wide), and now and then showed the larger one.
test.use({ viewport: PHONE, screen: PHONE, deviceScaleFactor: DPR, isMobile: true });

for (const p of checkedPages().filter((x) => WITH_MAIN_PICTURE.includes(x.name))) {
  test(`${p.name} (${p.path}): the main picture is the largest paint, preloaded and fetched first`, async ({
    page,
  }) => {
    const images = new Map<string, string>();
    const fetched: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'image') return;
      images.set(r.url(), r.headers()['content-type'] ?? '');
      fetched.push(new URL(r.url()).searchParams.get('url') ?? new URL(r.url()).pathname);
    });
    await page.goto(p.path);
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(
      () =>
        new Promise<{ tag: string; src: string; priority: string | null; natural: number; shown: number } | null>(
          (resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
              const el = last?.element;
              if (!(el instanceof HTMLImageElement))
                return resolve(el ? { tag: el.tagName, src: '', priority: null, natural: 0, shown: 0 } : null);
              resolve({
                tag: el.tagName,
                src: el.currentSrc,
                priority: el.getAttribute('fetchpriority'),
                natural: Number(new URL(el.currentSrc).searchParams.get('w')),
                shown: el.getBoundingClientRect().width,
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          },
        ),
    );
    expect(lcp?.tag, 'the largest paint is a picture').toBe('IMG');
    expect(lcp!.priority).toBe('high');
    const preloads = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset') ?? l.getAttribute('href') ?? ''));
    const picture = new URL(lcp!.src).searchParams.get('url') ?? new URL(lcp!.src).pathname;
    expect(
      preloads.some((set) => set.includes(encodeURIComponent(picture)) || set.includes(picture)),
      `a preload names ${picture}`,
    ).toBe(true);
    expect(images.get(lcp!.src), 'served as AVIF or WebP').toMatch(/^image\/(avif|webp)/);
    // Once: the preload and the <img> agree on the width (a preload sized otherwise is a second download).
    expect(
      fetched.filter((f) => f === picture),
      'the main picture is fetched once',
    ).toHaveLength(1);
    // The file's width (next/image's w) fits what the screen shows at this pixel density: not blurred, not oversized.
    expect(lcp!.natural).toBeGreaterThanOrEqual(Math.min(lcp!.shown * DPR * 0.9, 640));
    expect(lcp!.natural).toBeLessThanOrEqual(Math.max(lcp!.shown * DPR * 1.6, 828));
    // The logo is fetched as the page is read, but at low priority and not preloaded: the picture comes first.
    const logo = page.locator('header .brand img').first();
    await expect(logo).toHaveAttribute('loading', 'eager');
    await expect(logo).toHaveAttribute('fetchpriority', 'low');
    const logoFile =
      new URL(await logo.evaluate((img) => (img as HTMLImageElement).currentSrc)).searchParams.get('url') ?? '';
    expect(logoFile).not.toBe('');
    expect(preloads.filter((set) => set.includes(encodeURIComponent(logoFile)))).toEqual([]);
  });
}

/**
 * Text drawn before the fonts arrive (a slow link, a busy phone) is drawn in a device font sized to the web font
 * (scripts/lib/polish-fonts.ts FALLBACK_FONTS): it takes the same room. So the main picture is drawn where it stays,
 * and is the largest paint; and the fonts' arrival moves nothing. Unsized, the post's heading in the device font
 * pushed the picture below the fold, and the swap shifted the page by 0.03. Here the fonts are held back until the
 * picture is drawn (on a visit's first page they are asked for once the page has loaded: components/ui/fonts-later.tsx).
 */
for (const p of checkedPages().filter((x) => WITH_MAIN_PICTURE.includes(x.name))) {
  test(`${p.name} (${p.path}): before the fonts arrive, text takes their room: the picture is the largest paint, their arrival moves nothing`, async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; largest: string[] };
      w.shifts = 0;
      w.largest = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
          w.largest.push(e.element?.tagName ?? '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(p.path, { waitUntil: 'domcontentloaded' });
    const picture = page.locator('img[fetchpriority="high"]').first();
    await expect
      .poll(() =>
        picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      )
      .toBe(true);
    // Two frames, so the picture is painted and its paint reported.
    const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await frames();
    await page.waitForLoadState('load');
    await expect
      .poll(() => page.evaluate(() => document.fonts.status), 'the fonts asked for and still on their way')
      .toBe('loading');
    const before = await picture.evaluate((img) => img.getBoundingClientRect().top);
    release();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await frames();
    const after = await picture.evaluate((img) => img.getBoundingClientRect().top);
    const { shifts, largest } = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; largest: string[] };
      return { shifts: w.shifts, largest: w.largest };
    });
    expect(largest.at(-1), `the largest paint (candidates: ${largest.join(', ')})`).toBe('IMG');
    expect(Math.abs(after - before), `the picture moved from ${before} to ${after} px`).toBeLessThanOrEqual(4);
    expect(shifts, 'layout shift').toBeLessThan(0.005);
  });
}

/**
 * A page downloads its own files and no other page's. Links are plain anchors (components/ui/safe-link.tsx): Next's
 * <Link> fetched the payload of every page it linked to once in view, and with it that page's main picture (16
 * pictures while scrolling the home page, components/ui/main-picture.tsx). Scrolling through a page fetches no other
 * page, and no picture that no `<img>` of this page names.
 */
for (const path of ['/', '/zespol', '/blog']) {
  test(`${path}: scrolling through the page fetches no other page and none of their pictures`, async ({ page }) => {
    const fetched = new Set<string>();
    const pages: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('_rsc=') || r.headers()['rsc'] === '1') pages.push(r.url());
      if (r.resourceType() === 'image' && r.url().includes('/_next/image')) fetched.add(r.url());
    });
    await page.goto(path);
    const links = await page.locator('main a[href^="/"]').count();
    expect(links, 'links to other pages of the site').toBeGreaterThan(5);
    // Scroll through the page, so every card's link comes into view.
    for (let y = 0; y < 30; y++) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    expect(pages, 'pages fetched for links in view').toEqual([]);
    const named = await page.evaluate(() =>
      [...document.images].flatMap((img) =>
        [img.currentSrc, img.src, ...(img.srcset ? img.srcset.split(', ').map((c) => c.trim().split(' ')[0]!) : [])]
          .filter(Boolean)
          .map((u) => new URL(u, location.href).href),
      ),
    );
    expect(fetched.size, 'the pictures scrolled past').toBeGreaterThan(0);
    const foreign = [...fetched]
      .filter((u) => !named.includes(u))
      .map((u) => new URL(u).searchParams.get('url') + ' ' + new URL(u).searchParams.get('w'));
    expect(foreign, 'pictures no <img> of this page names').toEqual([]);
  });
}

/**
 * Sections after the first screen are skipped (content-visibility: auto, app/globals.css) until they near the
 * viewport, so the first layout is the first screen's. Nothing in view may be skipped (a blank band), and a skipped
 * section must render once scrolled to.
 */
const SKIPPING = ['home', 'service', 'doctor', 'post', 'booking'];
/** Each section and the footer: whether it is in view, and whether its content is drawn (not skipped). */
const sections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main section, .site-footer')].map((s) => {
      const r = s.getBoundingClientRect();
      const child = s.firstElementChild;
      return {
        inView: r.top < innerHeight && r.bottom > 0,
        drawn: child ? child.checkVisibility({ contentVisibilityAuto: true }) : true,
      };
    }),
  );
const skippedCount = async (page: Page) => (await sections(page)).filter((s) => !s.drawn).length;

for (const p of checkedPages().filter((x) => SKIPPING.includes(x.name))) {
  test(`${p.name} (${p.path}): sections below the first screen wait, those in view are drawn`, async ({ page }) => {
    await page.goto(p.path);
    await page.waitForLoadState('networkidle');
    const before = await sections(page);
    expect(
      before.filter((s) => s.inView && !s.drawn),
      'a section in view is skipped',
    ).toEqual([]);
    expect(
      before.filter((s) => !s.inView && !s.drawn).length,
      'sections below the first screen are skipped',
    ).toBeGreaterThan(0);
    const footer = page.locator('.site-footer');
    await footer.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        footer
          .locator('> *')
          .first()
          .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
    await expect(footer.getByRole('heading').first()).toBeVisible();
  });
}

test('printed, the home page draws every section, the footer too', async ({ page }) => {
  await page.goto('/');
  expect(await skippedCount(page), 'on screen, sections far down wait').toBeGreaterThan(0);
  await page.emulateMedia({ media: 'print' });
  await expect.poll(() => skippedCount(page)).toBe(0);
});

test("the frame's styles and the fonts' faces come as one stylesheet, not one request each", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(hrefs.length).toBeGreaterThan(0);
  const sheets = await Promise.all(hrefs.map(async (href) => (await request.get(href)).text()));
  const withFaces = sheets.filter((css) => css.includes('@font-face'));
  expect(withFaces, 'one stylesheet declares the faces').toHaveLength(1);
  expect(withFaces[0], 'and it is the frame’s own').toContain('.site-header');
});

test('every page kind asks for at most two stylesheets before its first paint', async ({ request }) => {
  for (const p of checkedPages()) {
    const html = await (await request.get(p.path)).text();
    // Attributes in any order: React writes a lazily loaded component's stylesheet href first.
    const sheets = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)?.length ?? 0;
    expect(sheets, `${p.path}: stylesheets`).toBeLessThanOrEqual(2);
  }
});

test('every page kind sends the clinic frame once, not again for a 404 it does not show', async ({ request }) => {
  // Next sends a segment's not-found.tsx with every page under it, in the RSC payload: a framed app/not-found.tsx put
  // a second header, footer and theme (about 17 kB) into every page. The payload travels as strings pushed by inline
  // scripts, split wherever Next flushes, so they are joined before counting. The 404 too: its page is drawn on the
  // server (app/missing-page.tsx).
  for (const p of checkedPages()) {
    const html = await (await request.get(p.path)).text();
    const pushed = [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as unknown[],
    );
    const payload = pushed
      .filter((a) => a[0] === 1)
      .map((a) => String(a[1]))
      .join('');
    expect(payload.length, `${p.path}: payload read`).toBeGreaterThan(1000);
    expect(payload.split('"className":"site-footer"').length - 1, `${p.path}: footers in the payload`).toBe(1);
    expect(html.split('class="site-footer"').length - 1, `${p.path}: footers in the markup`).toBe(1);
  }
});

test("the privacy page keeps the clinic's line breaks inside a clause, from the frame's stylesheet", async ({
  page,
}) => {
  await page.goto('/polityka-prywatnosci');
  const paragraphs = page.locator('.prose-lines p');
  expect(await paragraphs.count()).toBeGreaterThan(0);
  expect(await paragraphs.first().evaluate((p) => getComputedStyle(p).whiteSpace)).toBe('pre-line');
});
