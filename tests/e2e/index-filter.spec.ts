import { test, expect } from './support';
import { axeViolations } from './axe';

/**
 * The team filtered by specialisation and the treatments by category: anchor links, no JavaScript, no reload (the
 * page stays static). The team's filter is CSS on the :target anchor.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the team filters by specialisation without JavaScript, and "Wszyscy" clears it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/zespol');
  const filter = page.getByRole('navigation', { name: 'Filtruj według specjalizacji' });
  const cards = page.locator('main .card-grid > li');
  const all = await cards.count();
  expect(all).toBeGreaterThan(2);
  await filter.getByRole('link', { name: 'Ortodoncja', exact: true }).click();
  await expect(page).toHaveURL(/#spec-ortodoncja$/);
  await expect(page.getByRole('heading', { name: 'Specjaliści: Ortodoncja' })).toBeVisible();
  await expect(cards.filter({ visible: true })).toHaveCount(1);
  await filter.getByRole('link', { name: 'Stomatologia zachowawcza' }).click();
  await expect(cards.filter({ visible: true })).toHaveCount(2);
  await filter.getByRole('link', { name: 'Wszyscy specjaliści' }).click();
  await expect(cards.filter({ visible: true })).toHaveCount(all);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the filters are axe clean and keyboard reachable (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/zespol#spec-endodoncja');
    expect(await axeViolations(page), `team ${colorScheme}`).toEqual([]);
    await page.goto('/zabiegi');
    const nav = page.getByRole('navigation', { name: 'Kategorie zabiegów' });
    const link = nav.getByRole('link', { name: 'Ortodoncja' });
    for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#cat-ortodoncja$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ortodoncja' })).toBeInViewport();
    expect(await axeViolations(page), `treatments ${colorScheme}`).toEqual([]);
  });
}
