import { test, expect } from './support';
import { axeViolations } from './axe';
import { demoBookingCatalog } from '../../lib/demo-clinic/fixtures/booking';
import { servicePath } from '../../lib/demo-clinic/fixtures/services';
import { doctorPath } from '../../lib/demo-clinic/fixtures/doctors';

/**
 * The next free time on treatment and doctor pages (components/next-free/): "Najbliższy wolny termin: jutro, 9:30",
 * a link into the wizard on that slot, the day's other times beside it; "Sprawdź wolne terminy" when the read fails
 * or JavaScript is off; a slot gone meanwhile lands on that day's fresh times. The server keeps each answer for a
 * few minutes (and a failed read for one), so each test uses a treatment or doctor of its own.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const bookable = demoBookingCatalog.services.filter((s) => !s.nfz && s.serviceSlug && s.resourceIds.length > 0);
const [withTime, forTaken, forFault, forNoScript] = bookable;
const doctor = demoBookingCatalog.resources.find((r) => r.doctorSlug)!;
const nfz = demoBookingCatalog.services.find((s) => s.nfz && s.serviceSlug)!;
const SHOTS = '/tmp/shots-nextfree';

const label = (page: import('@playwright/test').Page) => page.locator('.next-free').first();
const time = (page: import('@playwright/test').Page) => label(page).locator('.next-free-time');

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a treatment page shows the next free time and opens the wizard on it (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(servicePath(withTime!.serviceSlug!));
    await expect(label(page)).toContainText(
      /Najbliższy wolny termin: (dziś|jutro|\p{L}+, \d{1,2} \p{L}+), \d{1,2}:\d{2}/u,
    );
    const href = await time(page).getAttribute('href');
    expect(href).toMatch(
      new RegExp(`^/umow-wizyte\\?service=${encodeURIComponent(withTime!.id)}&resource=[^&]+&at=\\d+$`),
    );
    // The day's other times, links into the wizard too, each named in full.
    const others = label(page).locator('.next-free-others a');
    expect(await others.count()).toBeGreaterThan(0);
    await expect(others.first()).toHaveAttribute('aria-label', /^Umów wizytę: .+, \d{1,2}:\d{2}$/);
    expect(await axeViolations(page), colorScheme).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/treatment-phone-${colorScheme}.png` });
    // Reached from the keyboard.
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await time(page).evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'the next free time is reached with Tab').toBe(true);
    await page.keyboard.press('Enter');
    // The wizard on that slot: straight to the details, the slot named.
    await expect(page).toHaveURL(/\/umow-wizyte\?/);
    await expect(page.getByRole('heading', { name: 'Podaj swoje dane' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Podaj swoje dane' })).toBeFocused();
  });
}

test('a doctor page shows the next free time of their treatment (phone and desktop, light and dark)', async ({
  page,
}) => {
  await page.goto(doctorPath(doctor.doctorSlug!));
  await expect(label(page)).toContainText('Najbliższy wolny termin:');
  // The treatment these times are for, named beside them.
  await expect(label(page).locator('.next-free-service')).toHaveText(/^ ?\(.+\)$/);
  await label(page).scrollIntoViewIfNeeded();
  await expect(time(page)).toHaveAttribute('href', new RegExp(`resource=${encodeURIComponent(doctor.id)}&at=\\d+$`));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), colorScheme).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/doctor-phone-${colorScheme}.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/doctor-desktop-${colorScheme}.png` });
    await page.goto(servicePath(withTime!.serviceSlug!));
    await expect(time(page)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/treatment-desktop-${colorScheme}.png` });
    await page.setViewportSize(PHONE);
    await page.goto(doctorPath(doctor.doctorSlug!));
    await expect(time(page)).toBeVisible();
    await label(page).scrollIntoViewIfNeeded();
  }
});

test('a slot taken since the page read it: the wizard lands on that day’s fresh times', async ({ page }) => {
  await page.goto(servicePath(forTaken!.serviceSlug!));
  const href = (await time(page).getAttribute('href'))!;
  // The same day, a minute later: a time no longer (or never) free, as a slot booked meanwhile.
  const gone = href.replace(/at=(\d+)/, (_, at: string) => `at=${Number(at) + 60}`);
  await page.goto(gone);
  await expect(page.getByRole('heading', { name: 'Ten termin został właśnie zajęty' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Wybierz termin' })).toBeVisible();
  // That day's fresh times are offered: the one the page named among them.
  const at = Number(/at=(\d+)/.exec(href)![1]);
  expect(at).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: /\d{1,2}:\d{2}$/ }).count()).toBeGreaterThan(0);
});

test('the read fails: "Sprawdź wolne terminy", a link into the wizard; no time for a phone-only treatment', async ({
  page,
  demo,
}) => {
  await demo.switches({ fault: { kind: 'htmlError', status: 502, paths: ['/booking/slots'] } });
  await page.goto(servicePath(forFault!.serviceSlug!));
  const check = label(page).getByRole('link', { name: 'Sprawdź wolne terminy' });
  await expect(check).toHaveAttribute('href', `/umow-wizyte?service=${encodeURIComponent(forFault!.id)}`);
  // Still so once the island has had its answer.
  await page.waitForResponse((r) => r.url().includes('/api/booking/next-free'));
  await expect(check).toBeVisible();
  await expect(time(page)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/treatment-fallback-phone-light.png` });
  await page.goto(servicePath(nfz.serviceSlug!));
  await expect(page.locator('.next-free')).toHaveCount(0);
});

test('without JavaScript the page has the "Sprawdź wolne terminy" link', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(servicePath(forNoScript!.serviceSlug!));
  await expect(label(page).getByRole('link', { name: 'Sprawdź wolne terminy' })).toHaveAttribute(
    'href',
    `/umow-wizyte?service=${encodeURIComponent(forNoScript!.id)}`,
  );
  await context.close();
});
