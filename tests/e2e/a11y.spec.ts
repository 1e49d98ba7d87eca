import { test, expect, headerClearance, sidewaysOverflow } from './support';
import { axeViolations } from './axe';
import { checkedPages } from '../../scripts/lib/site-pages';

/**
 * axe-core (WCAG 2.2 A/AA) on every page kind, the booking page's first step, the privacy page and the 404, on a
 * phone, in light and in dark. The booking flow's later states: booking-a11y.spec.ts (it flips the demo's switches).
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const p of checkedPages()) {
  test(`${p.name} (${p.path}) has no WCAG 2.2 A/AA violation, light and dark`, async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const res = await page.goto(p.path);
      expect(res?.status(), p.path).toBe(p.status);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await axeViolations(page), `${p.path} ${colorScheme}`).toEqual([]);
    }
  });
}

// WCAG 1.4.10 (reflow): at 320 CSS px nothing may need a sideways scroll or be cut off at the edge. axe does not
// measure it; this does, on every page kind (a table may scroll inside its own frame). And what the page scrolls to
// clears the sticky header (WCAG 2.4.11, focus not obscured).
test('no page scrolls sideways on a 320 px phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const page = await context.newPage();
  for (const p of checkedPages()) {
    expect((await page.goto(p.path))?.status(), p.path).toBe(p.status);
    expect(await sidewaysOverflow(page), p.path).toEqual([]);
    const { header, clearance } = await headerClearance(page);
    expect(header, `${p.path}: the sticky header against scroll-padding-top`).toBeLessThanOrEqual(clearance);
  }
  // The phone's menu, open.
  await page.goto('/');
  await page.getByText('Menu', { exact: true }).click();
  await expect(page.locator('.nav-mobile-panel')).toBeVisible();
  expect(await sidewaysOverflow(page), 'the open menu').toEqual([]);
  await context.close();
});

// A link to a section (the enquiry form's anchor, which an agency links to from a button) lands it just under the
// sticky header: not under it, and not a third of the screen further down (scroll-padding-top keeps the header's room;
// a scroll-margin of the section's own would add to it).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a link to the enquiry form lands it just under the sticky header at ${viewport.width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    expect((await page.goto('/zabiegi/higienizacja#zapytanie'))?.status()).toBe(200);
    const at = () =>
      page.evaluate(() => ({
        header: Math.round(document.querySelector('.site-header')!.getBoundingClientRect().bottom),
        section: Math.round(document.getElementById('zapytanie')!.getBoundingClientRect().top),
        scrolled: Math.round(scrollY),
      }));
    await expect.poll(async () => (await at()).scrolled, 'the page scrolled to the form').toBeGreaterThan(0);
    const { header, section } = await at();
    expect(section, 'the form under the header').toBeGreaterThanOrEqual(header);
    expect(section - header, 'room between the header and the form (px)').toBeLessThanOrEqual(64);
    await context.close();
  });
}

/** WCAG relative luminance of `rgb(r, g, b)` as getComputedStyle gives it. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

for (const scheme of ['light', 'dark'] as const) {
  test(`the focus ring stands out from the primary CTA band it is drawn on (${scheme}; WCAG 2.4.7, 1.4.11)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    const link = page.locator('.cta-band.tone-primary a').first();
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    const [ring, band] = await link.evaluate((el) => [
      getComputedStyle(el).outlineColor,
      getComputedStyle(el.closest('.cta-inner')!).backgroundColor,
    ]);
    expect(contrast(ring, band), `${ring} on ${band}`).toBeGreaterThanOrEqual(3);
  });
}
