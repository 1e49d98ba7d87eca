import { test, expect } from './support';
import { axeViolations } from './axe';
import { E2E_REVALIDATE_SECRET as SECRET } from '../../scripts/lib/e2e-server-env';

/**
 * The posts index of a clinic that writes a lot: 24 posts a page, later pages at /blog/strona/n, each its own
 * canonical, with numbered navigation that works without JavaScript. Runs in the serial project: it publishes 50
 * generated posts in the demo (the `extraPosts` switch) and takes them back.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

type Request = import('@playwright/test').APIRequestContext;
const revalidate = (request: Request) =>
  request.post('/api/revalidate', { data: { paths: ['/blog'] }, headers: { authorization: `Bearer ${SECRET}` } });
const pagingNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Kolejne strony listy' });

test('a posts index of 54 posts: three pages of paths of their own, numbered navigation, no JavaScript', async ({
  browser,
  request,
}) => {
  try {
    const flipped = await request.post('/api/demo/switches', { data: { extraPosts: 50 } });
    expect(flipped.ok()).toBe(true);
    expect((await revalidate(request)).status()).toBe(200);
    await expect
      .poll(async () => (await (await request.get('/blog')).text()).includes('Kolejne strony listy'), {
        timeout: 20_000,
        intervals: [300],
      })
      .toBe(true);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog');
    await expect(page.locator('main .card-grid > li')).toHaveCount(24);
    await expect(pagingNav(page).locator('[aria-current="page"]')).toHaveText(/1/);
    await pagingNav(page).getByRole('link', { name: 'Strona 2' }).click();
    await expect(page).toHaveURL(/\/blog\/strona\/2$/);
    await expect(page.locator('main .card-grid > li')).toHaveCount(24);
    await expect(page.locator('h1')).toContainText('strona 2');
    await expect(pagingNav(page).locator('[aria-current="page"]')).toHaveText(/2/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/blog/strona/2');
    await pagingNav(page).getByRole('link', { name: 'Następna' }).click();
    await expect(page).toHaveURL(/\/blog\/strona\/3$/);
    await expect(page.locator('main .card-grid > li')).toHaveCount(54 - 48);
    await expect(pagingNav(page).getByRole('link', { name: 'Następna' })).toHaveCount(0);
    // One address per page: page 1 has no second one, and there is no page past the last.
    expect((await page.goto('/blog/strona/1'))?.status()).toBe(404);
    expect((await page.goto('/blog/strona/4'))?.status()).toBe(404);
    await context.close();
  } finally {
    await request.post('/api/demo/reset-switches');
    await revalidate(request);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a later page is axe clean and its navigation keyboard reachable (${colorScheme})`, async ({
    page,
    request,
  }) => {
    try {
      await request.post('/api/demo/switches', { data: { extraPosts: 30 } });
      await page.emulateMedia({ colorScheme });
      expect((await page.goto('/blog/strona/2'))?.status()).toBe(200);
      expect(await axeViolations(page), colorScheme).toEqual([]);
      const previous = pagingNav(page).getByRole('link', { name: 'Poprzednia' });
      for (let i = 0; i < 200 && !(await previous.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(previous).toBeFocused();
      await page.screenshot({ path: test.info().outputPath(`paging-${colorScheme}.png`), fullPage: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/blog$/);
    } finally {
      await request.post('/api/demo/reset-switches');
    }
  });
}
