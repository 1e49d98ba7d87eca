import { test, expect } from './support';
import { axeViolations } from './axe';
import { E2E_REVALIDATE_SECRET as SECRET } from '../../scripts/lib/e2e-server-env';

/**
 * The same path, the clinic's page or the starter's: the demo publishes its own /cennik, which wins; once the clinic
 * stops publishing it (the demo's hiddenPages switch, then a revalidation), the starter's price list takes the path,
 * built from the treatments. Runs in the serial project: it changes what the demo publishes (and puts it back).
 */
test.describe.configure({ mode: 'serial' });

const revalidate = (request: import('@playwright/test').APIRequestContext, paths?: string[]) =>
  request.post('/api/revalidate', { data: paths ? { paths } : {}, headers: { authorization: `Bearer ${SECRET}` } });

const h1 = async (request: import('@playwright/test').APIRequestContext) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(await (await request.get('/cennik')).text())?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
const cacheState = async (request: import('@playwright/test').APIRequestContext) =>
  (await request.get('/cennik')).headers()['x-nextjs-cache'];

test("/cennik: the clinic's page while it publishes one, the starter's price list once it does not", async ({
  page,
  request,
}) => {
  // A cache entry seconds old first: a page older than 60 s is answered stale and refreshed in the background, and
  // a refresh that read the API before the switch below would land after the revalidation, as fresh, with the
  // clinic's page (Next does not cancel a refresh under way; the next one comes 60 s later).
  expect((await revalidate(request, ['/cennik'])).status()).toBe(200);
  await expect.poll(() => cacheState(request), { timeout: 20_000 }).toBe('HIT');
  expect(await h1(request)).toBe('Ceny zabiegów');
  try {
    const flipped = await request.post('/api/demo/switches', { data: { hiddenPages: ['/cennik'] } });
    expect((await flipped.json()).hiddenPages).toEqual(['/cennik']);
    expect((await revalidate(request, ['/cennik'])).status()).toBe(200);
    await expect.poll(() => h1(request), { timeout: 15_000, intervals: [200] }).toBe('Cennik');

    await page.goto('/cennik');
    const table = page.getByRole('table', { name: 'Cennik zabiegów' });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(3);
    // Every row: a treatment linked to its page, its price label, its duration.
    for (const row of await rows.all()) {
      await expect(row.locator('th a')).toHaveAttribute('href', /^\/zabiegi\//);
      await expect(row.locator('td').first()).toHaveText(/\S/);
      await expect(row.locator('td').nth(1)).toHaveText(/min/);
    }
    await expect(table.getByRole('row', { name: /Higienizacja/ })).toContainText('od 350 zł');
    await expect(page.locator('main')).toContainText('Aktualizacja cennika:');
    await expect(page.locator('main')).toContainText('art. 28 ust. 4 ustawy o prawach pacjenta');
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await request.post('/api/demo/reset-switches');
    await revalidate(request);
  }
  await expect.poll(() => h1(request), { timeout: 15_000, intervals: [200] }).toBe('Ceny zabiegów');
});
