import { test, expect } from './support';
import { axeViolations } from './axe';
import { demoBookingCatalog } from '../../lib/demo-clinic/fixtures/booking';
import { servicePath } from '../../lib/demo-clinic/fixtures/services';
import { doctorPath } from '../../lib/demo-clinic/fixtures/doctors';

/**
 * The next free time on treatment and doctor pages (components/next-free/): "Najbliższy wolny termin", then "jutro,
 * 9:30", a link into the wizard on that slot, with the day's other times beside it; "Sprawdź wolne terminy" when the
 * read fails or JavaScript is off; a slot gone meanwhile lands on that day's fresh times. The server keeps each answer
 * for a few minutes (and a failed read for one), so each test that needs a failed read uses a treatment of its own.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: PHONE });

const bookable = demoBookingCatalog.services.filter((s) => !s.nfz && s.serviceSlug && s.resourceIds.length > 0);
const [withTime, forTaken, forFault, forNoScript] = bookable;
const doctor = demoBookingCatalog.resources.find((r) => r.doctorSlug)!;
// A doctor's times are of their first bookable treatment in the catalog's order (lib/site-data/next-free.ts).
const doctorService = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.includes(doctor.id))!;
const nfz = demoBookingCatalog.services.find((s) => s.nfz && s.serviceSlug)!;
const SHOTS = '/tmp/shots-nextfree';

const label = (page: import('@playwright/test').Page) => page.locator('.next-free').first();
const time = (page: import('@playwright/test').Page) => label(page).locator('.next-free-time');

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a treatment page shows the next free time and opens the wizard on it (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(servicePath(withTime!.serviceSlug!));
    await expect(time(page)).toHaveText(/^(dziś|jutro|\p{L}+, \d{1,2} \p{L}+), \d{1,2}:\d{2}$/u);
    // The times are one list, named by the label: "Najbliższy wolny termin", the nearest first, each named in full.
    const times = page.getByRole('list', { name: 'Najbliższy wolny termin' });
    await expect(times.getByRole('link').first()).toHaveAccessibleName(`Umów wizytę: ${await time(page).innerText()}`);
    const href = await time(page).getAttribute('href');
    expect(href).toMatch(
      new RegExp(`^/umow-wizyte\\?service=${encodeURIComponent(withTime!.id)}&resource=[^&]+&at=\\d+$`),
    );
    // The day's other times, links into the wizard too, each named in full.
    const others = label(page).locator('.next-free-times a:not(.next-free-time)');
    expect(await others.count()).toBeGreaterThan(0);
    await expect(others.first()).toHaveAccessibleName(/^Umów wizytę: .+, \d{1,2}:\d{2}$/);
    // Every time a 44-px target, on one row.
    const boxes = await label(page)
      .locator('.next-free-times a')
      .evaluateAll((as) =>
        as.map((a) => a.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), height: r.height })),
      );
    expect(new Set(boxes.map((b) => b.top)).size, 'one row').toBe(1);
    expect(Math.min(...boxes.map((b) => b.height))).toBeGreaterThanOrEqual(44);
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
  await expect(label(page).locator('.next-free-label')).toHaveText('Najbliższy wolny termin');
  // The treatment these times are for, named on a line of its own (beside the time it wrapped on a phone) and in the
  // list's name.
  const service = label(page).locator('.next-free-service');
  await expect(service).toHaveText(doctorService.name);
  await expect(page.getByRole('list', { name: `Najbliższy wolny termin ${doctorService.name}` })).toBeVisible();
  const lines = await service.evaluate(
    (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
  );
  expect(lines, 'the treatment takes one line').toBeCloseTo(1, 1);
  await label(page).scrollIntoViewIfNeeded();
  await expect(time(page)).toHaveAttribute('href', new RegExp(`resource=${encodeURIComponent(doctor.id)}&at=\\d+$`));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), colorScheme).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/doctor-phone-${colorScheme}.png` });
    await page.setViewportSize(DESKTOP);
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

/**
 * The label's box is drawn on the server as tall as the filled label (app/globals.css, `.next-free`): the answer
 * arriving after the first paint moves nothing, on a treatment and a doctor page, on a phone and a desktop. Before,
 * the label grew when filled and the page shifted (0.014 on the treatment page, first-paint.spec.ts).
 */
for (const [kind, path] of [
  ['treatment', servicePath(withTime!.serviceSlug!)],
  ['doctor', doctorPath(doctor.doctorSlug!)],
] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`${kind} page at ${viewport.width} px: the time arriving after the first paint moves nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/booking\/next-free\?/, async (route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) w.shifts += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(label(page).getByRole('link', { name: 'Sprawdź wolne terminy' })).toBeVisible();
      // What follows the label on the page, and the label's own box, before the answer.
      const layout = () =>
        label(page).evaluate((el) => {
          const box = el.getBoundingClientRect();
          const footer = document.querySelector('.site-footer')!.getBoundingClientRect();
          return { top: box.top + scrollY, height: box.height, footer: footer.top + scrollY };
        });
      const before = await layout();
      const shiftedBefore = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      release();
      await expect(time(page)).toBeVisible();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await layout(), 'the label and what follows it stay put').toEqual(before);
      const shifted = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifted - shiftedBefore, 'layout shift as the time arrives').toBe(0);
    });
  }
}

/**
 * The row of times never wraps: on a phone, a far day's wording ("czwartek, 3 grudnia, 14:30") and four more times are
 * wider than the screen, so the row scrolls sideways, and a time reached with Tab is brought into full view (Chromium
 * left it half hidden at the row's edge). A doctor's long treatment name is cut on its line. Neither widens the page.
 * The answer is the route's shape for such a day, given here since the demo's nearest day is most often today's.
 */
for (const [kind, path, service] of [
  ['treatment', servicePath(withTime!.serviceSlug!), null],
  ['doctor', doctorPath(doctor.doctorSlug!), 'Leczenie kanałowe pod mikroskopem z odbudową zęba wkładem koronowym'],
] as const) {
  test(`${kind} page on a phone: a long row of times scrolls, a time tabbed to is in full view`, async ({ page }) => {
    const at = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const href = (s: number) => `/umow-wizyte?service=s&resource=r&at=${s}`;
    const day = 'czwartek, 3 grudnia';
    const next = {
      when: `${day}, 14:30`,
      href: href(at),
      name: `Umów wizytę: ${day}, 14:30`,
      service,
      others: ['15:00', '15:30', '16:00', '16:30'].map((time, i) => ({
        time,
        href: href(at + 1800 * (i + 1)),
        name: `Umów wizytę: ${day}, ${time}`,
      })),
    };
    await page.route(/\/api\/booking\/next-free\?/, (route) => route.fulfill({ json: { next } }));
    await page.goto(path);
    await time(page).focus();
    const row = label(page).locator('.next-free-times');
    expect(await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth), 'the row is wider than the phone').toBe(true);
    for (const other of next.others) {
      await page.keyboard.press('Tab');
      const shown = await page.evaluate(() => {
        const a = document.activeElement!;
        const box = a.getBoundingClientRect();
        const ul = a.closest('.next-free-times')!.getBoundingClientRect();
        return { name: a.getAttribute('aria-label'), inRow: box.left >= ul.left && box.right <= ul.right };
      });
      expect(shown).toEqual({ name: other.name, inRow: true });
    }
    if (service) {
      const line = label(page).locator('.next-free-service');
      await expect(line).toHaveText(service);
      expect(await line.evaluate((el) => el.scrollWidth > el.clientWidth), 'the name is cut').toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page’s width').toBe(PHONE.width);
  });
}
