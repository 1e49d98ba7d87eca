import { randomUUID } from 'node:crypto';
import { expect, test } from './support';
import { t } from '../../lib/i18n';

/**
 * The 404 of a content path helps: the published pages closest to the address (lib/closest-pages.ts), the site
 * search (a GET form, so it works without JavaScript), the booking link and the clinic's phone; drawn by the layout, so it stays when the browser's 404 boundary replaces the page.
 */
type Log = { last: number; requests: { path: string; method: string }[] };
const log = async (request: import('@playwright/test').APIRequestContext, after = 0): Promise<Log> =>
  (await request.get(`/api/demo/requests?after=${after}`)).json();

for (const js of [true, false]) {
  test(`an old address's 404 names the closest pages, the booking link and the phone (${js ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    const res = await page.goto('/uslugi/implanty');
    expect(res?.status()).toBe(404);
    if (js) await page.waitForLoadState('networkidle');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tej strony');
    await expect(main.getByRole('link', { name: 'Implanty zębowe' })).toHaveAttribute(
      'href',
      '/zabiegi/implanty-zebowe',
    );
    await expect(main.getByRole('link', { name: 'Umów wizytę' })).toHaveAttribute('href', '/umow-wizyte');
    await expect(main.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+?\d{9,}$/);
    // Every page offered, and the booking link, answers 200.
    const help = page.locator('.not-found-help');
    const offered = await help.locator('li a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(offered.length).toBeGreaterThan(0);
    for (const href of [...offered, '/umow-wizyte'])
      expect((await context.request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
    // The search box is a plain GET form to the search page: it lands on the results with or without JavaScript.
    const search = help.getByRole('search');
    await expect(search).toHaveAttribute('method', 'get');
    await expect(search).toHaveAttribute('action', '/szukaj');
    const box = search.getByRole('searchbox', { name: t.search.label });
    await box.fill('implanty');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/szukaj\?q=implanty$/);
    await expect(
      page.locator('.search-hit').getByRole('link', { name: 'Implanty zębowe', exact: true }),
    ).toHaveAttribute('href', '/zabiegi/implanty-zebowe');
    await context.close();
  });
}

test('an address like nothing published offers no pages, still the booking link and the phone', async ({ page }) => {
  expect((await page.goto(`/qwxz-${randomUUID().slice(0, 8)}`))?.status()).toBe(404);
  const help = page.locator('.not-found-help');
  await expect(help.getByRole('listitem')).toHaveCount(0);
  await expect(help.getByRole('link', { name: 'Umów wizytę' })).toBeVisible();
  await expect(help.locator('a[href^="tel:"]')).toHaveCount(1);
});

test('suggestions cost no API call per address: a scanner’s 8 addresses read nothing more than one would', async ({
  page,
  request,
}) => {
  await page.goto(`/zabiegi/${randomUUID()}`);
  const { last } = await log(request);
  for (let i = 0; i < 8; i++) {
    const res = await page.goto(`/zabiegi/wybielanie-${randomUUID().slice(0, 8)}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Wybielanie zębów' }).first()).toBeVisible();
  }
  const calls = (await log(request, last)).requests;
  // No page read per address; other tests running meanwhile may refresh a once-a-minute list (the published set, the
  // frame, the search's lists), which shows as one or two calls to a path, never one per address.
  expect(calls.filter((c) => c.path.endsWith('/content'))).toEqual([]);
  const perPath = new Map<string, number>();
  for (const c of calls) perPath.set(c.path, (perPath.get(c.path) ?? 0) + 1);
  expect(Math.max(0, ...perPath.values())).toBeLessThanOrEqual(2);
});

test('the footer’s problem report on a made-up address names that address, not the page that answered it', async ({
  page,
}) => {
  const path = `/uslugi/implanty-${randomUUID().slice(0, 8)}`;
  expect((await page.goto(path))?.status()).toBe(404);
  const report = page.getByRole('contentinfo').getByRole('link', { name: 'Zgłoś problem z tą stroną' });
  await expect(report).not.toHaveAttribute('href', /starter/);
  await report.click();
  await expect(page.getByRole('main').getByText('Dotyczy strony:')).toContainText(path);
});
