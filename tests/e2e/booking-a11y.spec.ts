import type { Page } from '@playwright/test';
import { test, expect, focusedAgainstHeader, pastFillTime, sidewaysOverflow } from './support';
import { axeViolations } from './axe';
import { pickSlot, SLOT_NAME } from './slots';
import { demoBookingCatalog } from '../../lib/demo-clinic/fixtures/booking';

/**
 * axe-core (WCAG 2.2 A/AA) on each state of the booking flow, on a phone, light and dark: choose, slots, details,
 * details with errors, a slot taken meanwhile (the demo's 409), confirmation; and each state's fit at 320 px.
 * Serial project: it flips `takeNextSlot`.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ page }) => {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

const service = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.length > 1)!;
const ui = (page: Page) => page.locator('#rezerwacja');

// Focus not obscured (WCAG 2.4.11): the heading the wizard moves focus to stands whole between the sticky header and
// the screen's bottom edge.
async function focusInView(page: Page, state: string) {
  const { header, top, bottom, screen } = await focusedAgainstHeader(page);
  expect(top, `${state}: the focused heading under the header`).toBeGreaterThanOrEqual(header);
  expect(bottom, `${state}: the focused heading on the screen`).toBeLessThanOrEqual(screen);
}

async function noViolations(page: Page, state: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), `${state}, ${colorScheme}`).toEqual([]);
  }
  // Reflow (WCAG 1.4.10), which axe does not measure: the same state on a 320 px phone fits the screen.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await sidewaysOverflow(page), `${state} at 320 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
}

test('every state of the booking flow has no WCAG 2.2 A/AA violation, light and dark', async ({ page, demo }) => {
  test.setTimeout(120_000);
  await page.goto('/umow-wizyte');
  await expect(ui(page).getByRole('button', { name: new RegExp(service.name) })).toBeVisible();
  await noViolations(page, 'choose a treatment');

  await ui(page)
    .getByRole('button', { name: new RegExp(service.name) })
    .click();
  await ui(page)
    .getByRole('button', { name: /Dowolny specjalista/ })
    .click();
  await expect(ui(page).getByRole('heading', { name: 'Wybierz termin', level: 2 })).toBeFocused();
  await focusInView(page, 'slots');
  await expect(ui(page).getByRole('button', { name: SLOT_NAME }).first()).toBeVisible();
  // Label in name (WCAG 2.5.3): each day button's name starts with what it shows ("pn 23").
  const days = ui(page).getByRole('list', { name: 'Dni tygodnia' }).getByRole('button');
  await expect(days).toHaveCount(7);
  for (const day of await days.all()) {
    const shown = (await day.locator(':scope > span:not(.visually-hidden)').allTextContents()).join(' ');
    expect(shown).toMatch(/^\p{L}{2} \d{1,2}$/u);
    await expect(day).toHaveAccessibleName(new RegExp(`^${shown}, `, 'i'));
  }
  await noViolations(page, 'slots');

  // A day with free times on both sides of the one picked: the 409 below leaves that day a time to pick.
  await pickSlot(ui(page), 3);
  await expect(ui(page).getByRole('heading', { name: 'Podaj swoje dane', level: 2 })).toBeFocused();
  await focusInView(page, 'details');
  await noViolations(page, 'details');

  await ui(page).getByRole('button', { name: 'Umów wizytę' }).click();
  await expect(ui(page).getByRole('heading', { name: /Popraw zaznaczone pola/ })).toBeVisible();
  await noViolations(page, 'details with errors');

  await ui(page).getByLabel('Imię i nazwisko').fill('Ewa Dostępna');
  await ui(page)
    .getByLabel('Telefon')
    .fill(`+48 601 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`);
  // The form's minimum fill time, by the page's own clock (a script that books faster is asked to send again).
  await pastFillTime(page);
  await demo.switches({ takeNextSlot: true });
  await ui(page).getByRole('button', { name: 'Umów wizytę' }).click();
  await expect(ui(page).getByRole('heading', { name: 'Ten termin został właśnie zajęty' })).toBeFocused();
  await focusInView(page, 'slot taken (409)');
  await noViolations(page, 'slot taken (409)');

  await pickSlot(ui(page));
  await ui(page).getByRole('button', { name: 'Umów wizytę' }).click();
  await expect(ui(page).getByRole('heading', { name: 'Wizyta umówiona', level: 2 })).toBeVisible();
  await noViolations(page, 'confirmation');
});
