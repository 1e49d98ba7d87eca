import { expect, test } from './support';
import { axeViolations } from './axe';
import { blockSamples } from '../../blocks/samples';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';

/** The agency's gallery at /starter/galeria (demo mode): every block, its samples, light and dark, and the theme check. */
const folders = Object.keys(blockSamples);
const theme = createDemoContent().site.theme;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('shows every block type with its folder, its props in words and each sample at two widths in two modes', async ({
  page,
}) => {
  const res = await page.goto('/starter/galeria');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Galeria bloków i motywu' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('article[id^="blok-"]')).toHaveCount(folders.length);
  for (const folder of folders) {
    const article = page.locator(`#blok-${folder}`);
    await expect(article.getByText(`blocks/${folder}/`, { exact: true })).toBeVisible();
    await expect(article.locator('table tr').first()).toBeVisible();
    const samples = blockSamples[folder]!.length;
    await expect(article.locator('iframe')).toHaveCount(samples * 4);
    await expect(article.locator(`iframe[src="/starter/galeria/podglad/${folder}/0/ciemny"]`)).toHaveCount(2);
  }
  // The hero's props, in words.
  await expect(page.locator('#blok-hero tr', { hasText: 'title' })).toContainText('tekst');
  await expect(page.locator('#blok-hero tr', { hasText: 'title' })).toContainText('wymagane');
  // The page kinds with the clinic's data.
  await expect(page.locator('#strony iframe[src^="/zabiegi/"]')).toHaveCount(2);
});

test('shows the theme check: the demo theme passes, each pair with its ratio', async ({ page }) => {
  await page.goto('/starter/galeria');
  await expect(page.locator('#motyw [role="status"]')).toHaveText(/Motyw spełnia wymagania: 46 par kolorów/);
  const rows = page.locator('#motyw tbody tr');
  await expect(rows).toHaveCount(46);
  await expect(rows.filter({ hasText: '✗' })).toHaveCount(0);
  await expect(page.locator('#motyw tbody tr', { hasText: 'primaryForeground / primary' }).first()).toContainText(
    /\d+\.\d\d:1/,
  );
});

test('the gallery page has no WCAG 2.2 A/AA violation (axe)', async ({ page }) => {
  await page.goto('/starter/galeria');
  expect(await axeViolations(page)).toEqual([]);
});

test('each block preview renders in light and in dark, and passes axe in both', async ({ page }) => {
  test.setTimeout(180_000);
  for (const folder of folders) {
    for (const [mode, bg] of [
      ['jasny', theme.colors.background],
      ['ciemny', theme.colorsDark.background],
    ] as const) {
      const res = await page.goto(`/starter/galeria/podglad/${folder}/0/${mode}`);
      expect(res?.status(), `${folder} ${mode}`).toBe(200);
      const main = page.locator('main');
      await expect(main).toHaveCSS('background-color', rgb(bg));
      await expect(main.locator('section, div').first()).toBeVisible();
      expect(await axeViolations(page), `${folder} ${mode}`).toEqual([]);
    }
  }
  expect((await page.goto('/starter/galeria/podglad/hero/9/jasny'))?.status()).toBe(404);
  expect((await page.goto('/starter/galeria/podglad/nie-ma-takiego/0/jasny'))?.status()).toBe(404);
  // A preview that was not generated (dynamicParams = false) falls through to the catch-all route: the site's 404 in
  // the clinic's frame. (The gallery's own not-found.tsx answers the gallery switched off on a live site:
  // tests/e2e-versions/api-versions.spec.ts.)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleźliśmy tej strony');
  await expect(page.locator('footer.site-footer')).toBeVisible();
});

test('fits a phone: nothing makes the page wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/starter/galeria');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
