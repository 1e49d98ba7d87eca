import type { Page } from '@playwright/test';
import { test, expect, pastFillTime } from './support';
import { axeViolations } from './axe';
import { pickSlot } from './slots';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { demoBookingCatalog } from '../../lib/demo-clinic/fixtures/booking';

/**
 * The visit's context on the details step (whom it is for, first visit) going into the appointment's note, and the
 * confirmation's address, access note and calendar links. Serial (the project of the booking specs): it books.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const octet = () => 1 + Math.floor(Math.random() * 250);
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
});

const address = createDemoContent().site.profile!.address!;
const service = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.length === 1)!;
const ui = (page: Page) => page.locator('#rezerwacja');

async function toDetails(page: Page) {
  await page.goto(`/umow-wizyte?service=${service.id}`);
  await expect(ui(page).getByRole('heading', { name: 'Wybierz termin', level: 2 })).toBeVisible();
  await pickSlot(ui(page), 2);
  await expect(ui(page).getByRole('heading', { name: 'Podaj swoje dane', level: 2 })).toBeFocused();
}

test("a parent books for a child: the child's name and first visit reach reception in the note", async ({
  page,
  request,
}) => {
  await toDetails(page);
  await ui(page).getByRole('radio', { name: 'Dla mojego dziecka' }).check();
  // The contact fields are the parent's own.
  await expect(ui(page).getByLabel('Twoje imię i nazwisko')).toBeVisible();
  await ui(page).getByLabel('Twoje imię i nazwisko').fill('Anna Rodzic');
  const phone = `+48 601 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`;
  await ui(page).getByLabel('Telefon').fill(phone);
  await ui(page).getByRole('radio', { name: 'Tak, pierwsza' }).check();
  await ui(page).getByLabel('Uwagi dla recepcji').fill('Boi się wiertła.');
  await pastFillTime(page);
  // No patient's name: said at the field, nothing sent.
  await ui(page).getByRole('button', { name: 'Umów wizytę' }).click();
  await expect(ui(page).getByLabel('Imię i nazwisko pacjenta')).toHaveAccessibleDescription(
    /Podaj imię i nazwisko pacjenta/,
  );
  await ui(page).getByLabel('Imię i nazwisko pacjenta').fill('Jaś Rodzic');
  await ui(page).getByRole('button', { name: 'Umów wizytę' }).click();
  await expect(ui(page).getByRole('heading', { name: 'Wizyta umówiona', level: 2 })).toBeFocused();

  // The confirmation: the address and its access note, the .ics and the two calendars in a new tab, no name in them.
  const rows = ui(page).getByRole('definition');
  await expect(rows.filter({ hasText: address.street })).toHaveCount(1);
  await expect(rows.filter({ hasText: address.accessNote! })).toHaveCount(1);
  for (const name of ['Dodaj do Kalendarza Google', 'Dodaj do Outlooka']) {
    const link = ui(page).getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const url = new URL((await link.getAttribute('href'))!);
    expect([...url.searchParams.values()].join(' ')).not.toMatch(/Rodzic/);
    expect(url.searchParams.get('location')).toContain(address.street);
  }

  const leads = (await (await request.get('/api/demo/leads')).json()).leads as {
    id: string;
    phone: string;
    name: string;
  }[];
  const lead = leads.find((l) => l.phone === phone)!;
  expect(lead.name).toBe('Anna Rodzic');
  const appts = (await (await request.get('/api/demo/appointments')).json()).appointments as {
    leadId: string;
    note: string | null;
  }[];
  expect(appts.find((a) => a.leadId === lead.id)!.note).toBe(
    'Pacjent: dziecko osoby rezerwującej, Jaś Rodzic; pierwsza wizyta w przychodni.\nBoi się wiertła.',
  );
  await page.screenshot({ path: test.info().outputPath('confirmation-phone.png'), fullPage: true });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the details step with the visit's questions is axe clean and keyboard reachable (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await toDetails(page);
    // From the step's heading, Tab reaches the choices; arrows move between radios.
    const me = ui(page).getByRole('radio', { name: 'Dla mnie' });
    for (let i = 0; i < 15 && !(await me.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(me).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(ui(page).getByRole('radio', { name: 'Dla mojego dziecka' })).toBeChecked();
    await expect(ui(page).getByLabel('Imię i nazwisko pacjenta')).toBeVisible();
    expect(await axeViolations(page), colorScheme).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`details-${colorScheme}.png`), fullPage: true });
  });
}

test('a phone-only treatment: the phone, and one tap to the callback enquiry holding the treatment', async ({
  page,
}) => {
  const nfz = demoBookingCatalog.services.find((s) => s.nfz && s.serviceSlug)!;
  await page.goto(`/umow-wizyte?service=${nfz.id}`);
  const link = ui(page).getByRole('link', { name: 'Poproś o telefon z propozycją terminu' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/#zapytanie-zamiast-rezerwacji$/);
  const enquiry = page.locator('#zapytanie-zamiast-rezerwacji');
  await expect(enquiry).toBeInViewport();
  await expect(enquiry.getByLabel('Zabieg')).toHaveValue(nfz.serviceSlug!);
  await expect(enquiry.getByText('Chcę podać preferowane terminy wizyty')).toBeVisible();
});
