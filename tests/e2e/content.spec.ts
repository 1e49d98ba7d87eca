import { test, expect } from './support';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { listPages } from '../../lib/demo-clinic/routes/content';

// The embedded demo clinic the site serves in these tests: its published pages are the truth.
const content = createDemoContent();
const pages = listPages(content);
const firstOf = (type: string) => pages.find((p) => p.type === type)!;

test.describe('every page kind of the demo clinic', () => {
  for (const kind of ['page', 'services', 'service', 'team', 'doctor', 'case-studies', 'case-study', 'posts', 'post']) {
    test(`${kind} page renders with its title, frame and no broken images`, async ({ page }) => {
      const entry = kind === 'page' ? pages.find((p) => p.type === 'page' && p.path !== '/')! : firstOf(kind);
      const res = await page.goto(entry.path);
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Nawigacja główna' }).first()).toBeAttached();
      await expect(page.locator('footer')).toContainText(content.site.profile!.phone!);
      if (kind !== 'page') {
        await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toContainText('Strona główna');
      }
      // Every image on the page loaded (next/image served it) and has an alt attribute.
      const images = page.locator('main img');
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect(img).toHaveAttribute('alt', /.*/);
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
    });
  }

  test('home page shows the hero, treatments and team from the API', async ({ page }) => {
    await page.goto('/');
    const home = content.pages.find((p) => p.path === '/')!;
    const hero = home.blocks.find((b) => b.type === 'hero.v1')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(hero.props!.title));
    await expect(page.getByRole('link', { name: content.services[0]!.name }).first()).toBeVisible();
    await expect(page.getByText(content.site.profile!.demoNotice!)).toBeVisible();
  });

  test('a treatment page links to booking with its booking service', async ({ page }) => {
    const service = content.services.find((s) => s.bookingServiceId)!;
    await page.goto(service.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
    const book = page.getByRole('main').getByRole('link', { name: /umów wizytę na ten zabieg/i });
    await expect(book).toHaveAttribute('href', `/umow-wizyte?service=${service.bookingServiceId}`);
  });

  test('a doctor page links to booking with the specialist', async ({ page }) => {
    const doctor = content.doctors.find((d) => d.bookingResourceId)!;
    await page.goto(doctor.path);
    await expect(page.getByRole('main').getByRole('link', { name: /umów wizytę u tego specjalisty/i })).toHaveAttribute(
      'href',
      `/umow-wizyte?resource=${doctor.bookingResourceId}`,
    );
  });
});

test('the menu leads to every page it lists, and marks the current one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  for (const item of content.site.menu) {
    await page
      .getByRole('navigation', { name: 'Nawigacja główna' })
      .first()
      .getByRole('link', { name: item.label, exact: true })
      .click();
    await expect(page).toHaveURL(item.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Nawigacja główna' })
        .first()
        .getByRole('link', { name: item.label, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }
});

test('the phone menu opens without JavaScript and lists the menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByText('Menu', { exact: true }).click();
  const panel = page.locator('.nav-mobile-panel');
  for (const item of content.site.menu)
    await expect(panel.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  await context.close();
});

test('an unknown path is the site 404 page with status 404, inside the clinic frame', async ({ page }) => {
  const res = await page.goto('/nie-ma-takiej-strony');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tej strony');
  await expect(page).toHaveTitle(`Nie znaleźliśmy tej strony · ${content.site.name}`);
  await expect(page.locator('footer')).toContainText(content.site.profile!.phone!);
});

test('the 404 is drawn on the server: without JavaScript it has the frame, the panel and the way home', async ({
  browser,
}) => {
  // A notFound() thrown by the page made Next answer with its error document, whose <body> the browser fills from
  // the payload (blank without JavaScript); app/missing-page.tsx throws it inside a boundary instead.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/nie-ma-takiej-strony', '/zabiegi/nie-ma-takiego-zabiegu']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    expect(await page.locator('html').getAttribute('lang'), path).toBe('pl');
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));
    expect(robots.length, path).toBeGreaterThan(0);
    for (const r of robots) expect(r, path).toMatch(/noindex/);
    // Nothing that names the missing address as a page: no canonical link, no og:url (the page's metadata is empty).
    await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveCount(0);
    await expect(page).toHaveTitle(`Nie znaleźliśmy tej strony · ${content.site.name}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Nie znaleźliśmy tej strony');
    await expect(page.getByRole('main').getByRole('link', { name: 'Wróć na stronę główną' }), path).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.locator('header.site-header'), path).toBeVisible();
    await expect(page.locator('footer'), path).toContainText(content.site.profile!.phone!);
  }
  await context.close();
});

test('dark mode applies the clinic colorsDark tokens', async ({ browser }) => {
  for (const [scheme, colors] of [
    ['light', content.site.theme.colors],
    ['dark', content.site.theme.colorsDark],
  ] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const expected = await page.evaluate((hex) => {
      const el = document.createElement('div');
      el.style.color = hex;
      document.body.appendChild(el);
      const c = getComputedStyle(el).color;
      el.remove();
      return c;
    }, colors.background);
    expect(bg, `${scheme} background`).toBe(expected);
    await context.close();
  }
});

test('the team photos are fetched at least as wide as they are shown, on standard-density screens from phone to desktop', async ({
  browser,
}) => {
  for (const width of [390, 700, 900, 1000, 1100, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await page.goto('/zespol');
    const photos = page.locator('.doctor-card img');
    await expect(photos.first()).toBeVisible();
    const sizes = await photos.evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map((img) => {
          img.loading = 'eager';
          const measure = () => ({ shown: img.getBoundingClientRect().width, fetched: img.naturalWidth });
          return img.decode().then(measure, measure);
        }),
      ),
    );
    expect(sizes.length).toBeGreaterThan(2);
    for (const { shown, fetched } of sizes)
      expect(fetched, `${width} px: shown ${shown}, fetched ${fetched}`).toBeGreaterThanOrEqual(Math.floor(shown));
    await page.close();
  }
});
