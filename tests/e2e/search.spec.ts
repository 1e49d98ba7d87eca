import { expect, test } from './support';
import { axeViolations } from './axe';
import { t } from '../../lib/i18n';

const m = t.search;

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header button opens the search, which finds a treatment typed without diacritics, with its kind, price and booking link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1080, height: 900 });
    await page.goto('/');
    // The menu stays on one row beside the button.
    const menu = page.locator('.nav-desktop .nav-list');
    expect((await menu.boundingBox())!.height).toBeLessThan(60);
    await page.locator('.search-form-header').getByRole('button', { name: m.submit }).click();
    await expect(page).toHaveURL(/\/szukaj\?q=$/);
    const box = page.getByRole('main').getByRole('searchbox', { name: m.label });
    await expect(box).toBeFocused();
    await box.fill('wybielanie zebow');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/szukaj\?q=wybielanie\+zebow$/);
    const hit = page.locator('.search-hit').first();
    await expect(hit.getByRole('link', { name: 'Wybielanie zębów', exact: true })).toHaveAttribute(
      'href',
      '/zabiegi/wybielanie-zebow',
    );
    await expect(hit).toContainText(m.kinds.service);
    await expect(hit).toContainText('od 1200 zł');
    await expect(hit.getByRole('link', { name: `${m.book}: Wybielanie zębów` })).toHaveAttribute(
      'href',
      /^\/umow-wizyte\?service=/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an inflected form and a typo still find the page; nothing found offers the phone', async ({ page }) => {
    await page.goto('/szukaj?q=implantem');
    await expect(page.locator('.search-hit').getByRole('link', { name: 'Implanty zębowe', exact: true })).toBeVisible();
    await page.goto('/szukaj?q=wybielnie');
    await expect(
      page.locator('.search-hit').getByRole('link', { name: 'Wybielanie zębów', exact: true }),
    ).toBeVisible();
    await page.goto('/szukaj?q=xyzzyqq');
    await expect(page.getByText(m.none('xyzzyqq'))).toBeVisible();
    await expect(page.locator('.search-empty a[href^="tel:"]')).toBeVisible();
  });
});

test.describe('site search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu holds the search box; the results page is axe-clean in light and dark', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.search-form-header')).toBeHidden();
    await page.getByText(t.common.menu, { exact: true }).click();
    const box = page.locator('.nav-mobile-panel').getByRole('searchbox', { name: m.label });
    await box.fill('kanalowe');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/szukaj\?q=kanalowe$/);
    await expect(page.locator('.search-hit').first()).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page), colorScheme).toEqual([]);
    }
  });

  test('the search is reached by keyboard from the results page', async ({ page }) => {
    await page.goto('/szukaj?q=higienizacja');
    const field = page.locator('#search-page-q');
    await field.focus();
    await expect(field).toHaveValue('higienizacja');
    await page.keyboard.press('Tab');
    await expect(page.locator('.search-page button[type="submit"]')).toBeFocused();
  });
});
