import type { Page, Request } from '@playwright/test';
import { test, expect } from '../e2e/support';
import { startSiteOnVersion, type SiteOnVersion } from './site-on-version';

/**
 * Consent, then tags (issue 37 item 5), in a build of its own with fake tag ids (the ids are read at build, and a
 * consent bar on every page would stand in the way of the main suite's specs). Every request to a tag host is
 * answered here by page.route and recorded, so nothing leaves the machine: before a choice no third-party request
 * and nothing stored but the choice; after it, the tags; on a treatment page only its kind is sent.
 */
const IDS = { GTM_ID: 'GTM-TEST123', GA4_ID: 'G-TEST123456', META_PIXEL_ID: '123456789012345' };
const TAG_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.(net|com)/;
const TREATMENT = '/zabiegi/przeglad-stomatologiczny';

let site: SiteOnVersion;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(8 * 60_000);
  site = await startSiteOnVersion('1.14.0', { env: IDS });
});
test.afterAll(async () => {
  await site?.stop();
});

/** Records every request leaving for an origin other than the site's and its API's; tag hosts get an empty script, anything else is refused. */
async function recordThirdParty(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.context().route(
    // The clinic's own platform (the demo API serving the media) is not a third party to the tags' question.
    (url) => ![new URL(site.base).origin, site.api.origin].includes(url.origin) && url.protocol.startsWith('http'),
    async (route) => {
      seen.push(route.request());
      if (TAG_HOSTS.test(route.request().url()))
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      else await route.abort();
    },
  );
  return seen;
}

async function storage(page: Page) {
  return {
    cookies: (await page.context().cookies()).map((c) => c.name),
    local: await page.evaluate(() => Object.keys(localStorage)),
    session: await page.evaluate(() => Object.keys(sessionStorage)),
  };
}

test('before a choice: no third-party request and nothing stored; after "accept all": the tags', async ({ page }) => {
  const seen = await recordThirdParty(page);
  await page.goto(site.base + '/?utm_source=test');
  const bar = page.getByRole('region', { name: 'Twoja prywatność na tej stronie' });
  await expect(bar).toBeVisible();
  // Refusing is as prominent as accepting: the same size.
  const reject = bar.getByRole('button', { name: 'Odrzuć wszystkie' });
  const accept = bar.getByRole('button', { name: 'Akceptuj wszystkie' });
  const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(Math.abs(r!.height - a!.height)).toBeLessThan(1);
  await page.waitForTimeout(1500);
  expect(seen.map((q) => q.url())).toEqual([]);
  expect(await storage(page)).toEqual({ cookies: [], local: [], session: [] });
  // The CSP names the tag hosts (an id is set), and Consent Mode's defaults are in the data layer, denied.
  const csp = (await page.request.get(site.base + '/')).headers()['content-security-policy'];
  expect(csp).toContain('https://*.googletagmanager.com');
  expect(csp).toContain('https://connect.facebook.net');
  expect(
    JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)),
  ).toContain('"analytics_storage":"denied"');

  await accept.click();
  await expect(bar).toBeHidden();
  await expect
    .poll(() => seen.map((q) => new URL(q.url()).hostname).sort())
    .toEqual(['connect.facebook.net', 'www.googletagmanager.com', 'www.googletagmanager.com']);
  expect(seen.map((q) => q.url()).join(' ')).toMatch(/gtm\.js\?id=GTM-TEST123.*|gtag\/js\?id=G-TEST123456/);
  // Only the choice is stored by the site (tags would add their own cookies; here they are empty scripts).
  expect((await storage(page)).local).toEqual(['clinic:consent']);
});

test('"reject all" loads nothing, is remembered, and the footer reopens the choice', async ({ page }) => {
  const seen = await recordThirdParty(page);
  await page.goto(site.base + '/');
  await page.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
  await page.goto(site.base + '/o-nas');
  const bar = page.getByRole('region', { name: 'Twoja prywatność na tej stronie' });
  await expect(bar).toBeHidden();
  await page.waitForTimeout(1000);
  expect(seen).toEqual([]);
  expect(await storage(page)).toEqual({ cookies: [], local: ['clinic:consent'], session: [] });
  await page.getByRole('button', { name: 'Ustawienia prywatności' }).click();
  await expect(bar).toBeVisible();
  await bar.getByRole('checkbox', { name: /Analityczne/ }).check();
  await bar.getByRole('button', { name: 'Zapisz wybór' }).click();
  await expect.poll(() => seen.map((q) => q.url()).join(' ')).toContain('googletagmanager.com');
  expect(seen.map((q) => q.url()).join(' ')).not.toContain('facebook');
});

test('a treatment page tells the tags only its kind, and the Pixel does not fire there', async ({ page }) => {
  const seen = await recordThirdParty(page);
  await page.goto(site.base + '/');
  await page.getByRole('button', { name: 'Akceptuj wszystkie' }).click();
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  seen.length = 0;
  await page.goto(site.base + TREATMENT + '?imie=Jan');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  const layer = JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer));
  expect(layer).toContain(`${site.base}/zabiegi/[service]`);
  expect(layer).not.toContain('przeglad-stomatologiczny');
  expect(layer).not.toContain('Jan');
  expect(seen.map((q) => q.url()).join(' ')).not.toMatch(/przeglad|facebook/);
  for (const q of seen) expect(q.headers()['referer'] ?? '').not.toContain('przeglad');
});

test('on a phone the choice stands whole above the call-and-book bar, its buttons all of one size', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await recordThirdParty(page);
  for (const open of [false, true]) {
    if (open) {
      // Reopened from the footer, after a choice.
      await page.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
      await page.getByRole('button', { name: 'Ustawienia prywatności' }).click();
    } else await page.goto(site.base + '/');
    const bar = page.getByRole('region', { name: 'Twoja prywatność na tej stronie' });
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    const actionBar = (await page.locator('.action-bar').boundingBox())!;
    expect(box.y, 'its top in view').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'not under the call-and-book bar').toBeLessThanOrEqual(actionBar.y + 0.5);
    const buttons = await Promise.all((await bar.getByRole('button').all()).map((b) => b.boundingBox()));
    expect(buttons).toHaveLength(3);
    for (const b of buttons) {
      expect(Math.abs(b!.width - buttons[0]!.width)).toBeLessThan(1);
      expect(Math.abs(b!.height - buttons[0]!.height)).toBeLessThan(1);
    }
  }
  await context.close();
});
