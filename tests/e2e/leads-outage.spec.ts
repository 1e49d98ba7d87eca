import { test, expect } from './support';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { MIN_FILL_MS } from '../../lib/abuse/form-token';
import { telHref } from '../../lib/format';
import type { DemoLead } from '../../lib/demo-clinic/store';

/**
 * The clinic's API down while a patient sends an enquiry. Runs in the serial project: the demo's outage switch
 * takes every endpoint down, which parallel tests must not see.
 */
const content = createDemoContent();
const phone = content.site.profile!.phone!;

test.describe.configure({ mode: 'serial' });

test('API down: a message with the clinic’s phone, nothing typed lost, one enquiry once it is back', async ({
  page,
  request,
  demo,
}) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const name = `Ola Awaria ${Date.now().toString(36)}`;
  await page.goto('/kontakt');
  const f = page.locator('form#formularz-kontaktowy-form');
  await f.getByLabel('Imię i nazwisko').fill(name);
  await f.getByLabel('Telefon', { exact: true }).fill('600 100 230');
  await f.getByLabel('Wiadomość').fill('Czy mogę przyjść jutro?');
  await page.waitForTimeout(MIN_FILL_MS + 300);

  await demo.switches({ outage: true });
  await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  const alert = f.getByRole('alert');
  await expect(alert).toContainText('Nie udało się teraz wysłać zapytania', { timeout: 20_000 });
  await expect(alert).toBeFocused();
  await expect(alert).toContainText(phone);
  await expect(alert.getByRole('link', { name: `Zadzwoń: ${phone}` })).toHaveAttribute('href', telHref(phone));
  await expect(f.getByLabel('Imię i nazwisko')).toHaveValue(name);
  await expect(f.getByLabel('Wiadomość')).toHaveValue('Czy mogę przyjść jutro?');

  await demo.switches({ outage: false });
  await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeVisible();
  const leads = ((await (await request.get('/api/demo/leads')).json()) as { leads: DemoLead[] }).leads.filter(
    (l) => l.name === name,
  );
  expect(leads).toHaveLength(1);
  expect(leads[0]!.message).toBe('Czy mogę przyjść jutro?');
});
