import { test, expect } from './support';
import { axeViolations } from './axe';
import { demoBookingCatalog } from '../../lib/demo-clinic/fixtures/booking';
import { servicePath } from '../../lib/demo-clinic/fixtures/services';
import { doctorPath } from '../../lib/demo-clinic/fixtures/doctors';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { telHref } from '../../lib/format';

/**
 * The call-and-book bar on phones (components/ui/action-bar.tsx, app/action-bar.tsx): in reach at the bottom of the
 * screen, deep-linking into the wizard from a treatment or doctor page, phone-only for an NFZ treatment, absent on
 * the booking page and above the header's breakpoint; its targets 44 px tall; never over the focused element.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const demo = createDemoContent();
const phone = demo.site.profile!.phone!;
const bookable = demoBookingCatalog.services.find((s) => !s.nfz && s.serviceSlug && s.resourceIds.length > 0)!;
const nfz = demoBookingCatalog.services.find((s) => s.nfz && s.serviceSlug)!;
const doctor = demoBookingCatalog.resources.find((r) => r.doctorSlug)!;

const bar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Szybki kontakt' });

test('a treatment page: call the clinic, or open the wizard on this treatment', async ({ page }) => {
  await page.goto(servicePath(bookable.serviceSlug!));
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', { name: 'Zadzwoń' })).toHaveAttribute('href', telHref(phone));
  const book = bar(page).getByRole('link', { name: 'Umów wizytę' });
  await expect(book).toHaveAttribute('href', `/umow-wizyte?service=${encodeURIComponent(bookable.id)}`);
  // Fixed at the bottom of the screen, however far the page is scrolled.
  await page.mouse.wheel(0, 3000);
  const box = (await bar(page).boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(PHONE.height);
  for (const link of await bar(page).getByRole('link').all())
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await book.click();
  await expect(page).toHaveURL(new RegExp(`/umow-wizyte\\?service=${bookable.id}`));
  // The booking page has no bar: it is where the bar leads.
  await expect(page.locator('.action-bar')).toHaveCount(0);
});

test('a doctor page opens the wizard on the specialist; a phone-only (NFZ) treatment offers the call only', async ({
  page,
}) => {
  await page.goto(doctorPath(doctor.doctorSlug!));
  await expect(bar(page).getByRole('link', { name: 'Umów wizytę' })).toHaveAttribute(
    'href',
    `/umow-wizyte?resource=${encodeURIComponent(doctor.id)}`,
  );
  await page.goto(servicePath(nfz.serviceSlug!));
  await expect(bar(page).getByRole('link')).toHaveCount(1);
  await expect(bar(page).getByRole('link', { name: 'Zadzwoń, aby się umówić' })).toHaveAttribute(
    'href',
    telHref(phone),
  );
  await page.goto('/');
  await expect(bar(page).getByRole('link', { name: 'Umów wizytę' })).toHaveAttribute('href', '/umow-wizyte');
});

test('above the header breakpoint the header has the booking button and there is no bar', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('.header-cta')).toBeVisible();
  await expect(page.locator('.action-bar')).toBeHidden();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: test.info().outputPath(`bar-desktop-${colorScheme}.png`) });
  }
  await context.close();
});

test('works without JavaScript: two plain links in the server HTML', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(servicePath(bookable.serviceSlug!));
  await expect(bar(page).getByRole('link')).toHaveCount(2);
  await bar(page).getByRole('link', { name: 'Umów wizytę' }).click();
  await expect(page).toHaveURL(/\/umow-wizyte\?service=/);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`keyboard: every focused element scrolls clear of the bar, the bar is reachable (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(servicePath(bookable.serviceSlug!));
    expect(await axeViolations(page), colorScheme).toEqual([]);
    const barTop = (await bar(page).boundingBox())!.y;
    let reached = 0;
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const f = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        return {
          inBar: Boolean(el.closest('.action-bar')),
          top: r.top,
          bottom: r.bottom,
          text: el.textContent?.trim(),
        };
      });
      if (!f) continue;
      if (f.inBar) {
        reached++;
        continue;
      }
      // Not obscured: the focused element's box ends above the bar (one taller than the screen: it starts above it).
      if (f.bottom - f.top <= 0) continue;
      const edge = f.bottom - f.top < barTop / 2 ? f.bottom : f.top;
      expect(edge, `"${f.text?.slice(0, 40)}" at ${Math.round(f.top)}-${Math.round(f.bottom)}`).toBeLessThanOrEqual(
        barTop + 0.5,
      );
    }
    expect(reached, 'the bar is in the tab order').toBeGreaterThanOrEqual(2);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: test.info().outputPath(`bar-phone-${colorScheme}.png`) });
  });
}
