import { test, expect } from './support';
import type { APIRequestContext, Page } from '@playwright/test';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { MIN_FILL_MS } from '../../lib/abuse/form-token';
import { telHref } from '../../lib/format';
import type { DemoLead } from '../../lib/demo-clinic/store';

/**
 * The clinic's API down, or answering with a page instead of JSON, while a patient sends an enquiry. Runs in the
 * serial project: the demo's switches take the API down for everyone, which parallel tests must not see.
 */
const content = createDemoContent();
const phone = content.site.profile!.phone!;

test.describe.configure({ mode: 'serial' });

async function fillEnquiry(page: Page, name: string) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  await page.goto('/kontakt');
  const f = page.locator('form#formularz-kontaktowy-form');
  await f.getByLabel('Imię i nazwisko').fill(name);
  await f.getByLabel('Telefon', { exact: true }).fill('600 100 230');
  await f.getByLabel('Wiadomość').fill('Czy mogę przyjść jutro?');
  await page.waitForTimeout(MIN_FILL_MS + 300);
  return f;
}

const leadsNamed = async (request: APIRequestContext, name: string) =>
  ((await (await request.get('/api/demo/leads')).json()) as { leads: DemoLead[] }).leads.filter((l) => l.name === name);

test('API down: the site keeps the enquiry, says so honestly, and delivers it once when the API is back', async ({
  page,
  request,
  demo,
}) => {
  const name = `Ola Awaria ${Date.now().toString(36)}`;
  const f = await fillEnquiry(page, name);

  await demo.switches({ outage: true });
  await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  const panel = page.getByRole('status').filter({ hasText: 'Mamy Twoje zapytanie' });
  await expect(panel).toContainText('Mamy Twoje zapytanie; recepcja dostanie je, gdy tylko system kliniki odpowie', {
    timeout: 20_000,
  });
  await expect(panel).toContainText(`W pilnej sprawie zadzwoń do nas: ${phone}`);
  await expect(panel.getByRole('link', { name: `Zadzwoń: ${phone}` })).toHaveAttribute('href', telHref(phone));
  await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toHaveCount(0);
  // Down for a while: the outbox tries and waits; nothing arrives.
  await page.waitForTimeout(6_000);
  expect(await leadsNamed(request, name)).toHaveLength(0);

  await demo.switches({ outage: false });
  await expect.poll(async () => (await leadsNamed(request, name)).length, { timeout: 45_000 }).toBe(1);
  // Delivered once: later rounds of the loop send nothing more.
  await page.waitForTimeout(11_000);
  const leads = await leadsNamed(request, name);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.message).toBe('Czy mogę przyjść jutro?');
  expect(leads[0]!.phone?.replace(/\D/g, '')).toBe('600100230');
  // Reception can tell a repeat and when the patient wrote.
  expect(leads[0]!.extra.submissionId).toEqual(expect.any(String));
  expect(Date.parse(String(leads[0]!.extra.submittedAt))).toBeLessThan(Date.parse(leads[0]!.createdAt));
});

test('a maintenance page with status 200 instead of the API’s answer: not "sent", nothing typed lost, the phone', async ({
  page,
  request,
  demo,
}) => {
  const name = `Ola Strona ${Date.now().toString(36)}`;
  const f = await fillEnquiry(page, name);

  await demo.switches({ fault: { kind: 'htmlError', status: 200, paths: ['/leads'] } });
  await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  const alert = f.getByRole('alert');
  await expect(alert).toContainText('Nie udało się teraz wysłać zapytania', { timeout: 20_000 });
  await expect(alert).toBeFocused();
  await expect(alert.getByRole('link', { name: `Zadzwoń: ${phone}` })).toHaveAttribute('href', telHref(phone));
  await expect(f.getByLabel('Imię i nazwisko')).toHaveValue(name);
  await expect(f.getByLabel('Wiadomość')).toHaveValue('Czy mogę przyjść jutro?');
  expect(await leadsNamed(request, name)).toHaveLength(0);

  await demo.switches({ fault: null });
  await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeVisible();
  expect(await leadsNamed(request, name)).toHaveLength(1);
});
