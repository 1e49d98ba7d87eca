import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect, pastFillTime } from './support';
import { pickSlot } from './slots';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { demoBookingCatalog } from '../../lib/demo-clinic/fixtures/booking';
import { EVENTS, type Counts } from '../../lib/conversions/counts';

/**
 * Conversions counted without consent or identifiers (docs/measurement.md), read the way the agency reads them:
 * `npm run stats -- --json` over the server's data folder (ENQUIRY_OUTBOX_DIR, the same folder the runner gave the
 * server: scripts/lib/e2e-server-env.ts). Serial project: the counts are the whole server's, so the deltas are exact
 * only while no other test books or sends.
 */
const DATA_DIR = process.env.E2E_OUTBOX_DIR!;
const content = createDemoContent();
const service = content.services.find((s) => s.slug === 'implanty-zebowe')!;
const bookable = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.length === 1)!;
const octet = () => 1 + Math.floor(Math.random() * 250);
const address = `10.${octet()}.${octet()}.${octet()}`;
const stamp = Date.now().toString(36);
const patient = {
  name: `Ola Licznik ${stamp}`,
  phone: `+48 605 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`,
};

const execFileP = promisify(execFile);

/** `npm run stats -- --json`, summed over days (a run may cross the clinic's midnight): `event:kind` → count. */
async function stats(): Promise<Record<string, number>> {
  const env: NodeJS.ProcessEnv = { ...process.env, ENQUIRY_OUTBOX_DIR: DATA_DIR };
  delete env.REDIS_URL;
  const { stdout } = await execFileP('npm', ['run', '-s', 'stats', '--', '--json'], { env });
  const counts = JSON.parse(stdout) as Counts;
  const sum: Record<string, number> = {};
  for (const day of Object.values(counts)) for (const [f, n] of Object.entries(day)) sum[f] = (sum[f] ?? 0) + n;
  return sum;
}

const delta = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .map((f) => [f, (after[f] ?? 0) - (before[f] ?? 0)] as const)
      .filter(([, n]) => n !== 0),
  );

/** Without tag ids the build ships no consent script: nothing may be pushed to a data layer, nor may one exist. */
async function expectNoDataLayer(page: Page) {
  expect(
    await page.evaluate(() => ({
      dataLayer: typeof (window as { dataLayer?: unknown }).dataLayer,
      analytics: typeof (window as { clinicAnalytics?: unknown }).clinicAnalytics,
    })),
  ).toEqual({ dataLayer: 'undefined', analytics: 'undefined' });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a booking, an enquiry and a phone tap are each counted once, by page kind, with no cookie or identifier', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const beacons: { cookie?: string; body: string | null }[] = [];
  const beaconAnswers: Record<string, string>[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/conversions')
      beacons.push({ cookie: r.headers().cookie, body: r.postData() });
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/conversions') beaconAnswers.push(r.headers());
  });
  const before = await stats();

  // (a) A booking through the wizard, at a person's pace.
  await page.goto(`/umow-wizyte?service=${bookable.id}`);
  const ui = page.locator('#rezerwacja');
  await expect(ui.getByRole('heading', { name: 'Wybierz termin', level: 2 })).toBeVisible();
  await pickSlot(ui);
  await expect(ui.getByRole('heading', { name: 'Podaj swoje dane', level: 2 })).toBeFocused();
  await ui.getByLabel('Imię i nazwisko').fill(patient.name);
  await ui.getByLabel('Telefon').fill(patient.phone);
  await pastFillTime(page);
  await ui.getByRole('button', { name: 'Umów wizytę' }).click();
  await expect(ui.getByRole('heading', { name: 'Wizyta umówiona', level: 2 })).toBeFocused();
  await expectNoDataLayer(page);

  // (b) An enquiry from the contact page (an API page: kind `page`).
  await page.goto('/kontakt');
  await expect(page.locator('meta[name="clinic-page-kind"]')).toHaveAttribute('content', 'page');
  const form = page.locator('form#formularz-kontaktowy-form');
  await form.getByLabel('Imię i nazwisko').fill(patient.name);
  await form.getByLabel('Telefon', { exact: true }).fill(patient.phone);
  await form.getByLabel('Wiadomość').fill('Proszę o kontakt w sprawie wizyty.');
  await form.getByRole('checkbox').check();
  await pastFillTime(page);
  await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeFocused();
  await expectNoDataLayer(page);

  // (c) A tap on the phone link of a treatment page (kind `service`). Headless Chromium has no dialer: the tap's
  // navigation is stopped after the site's own listener (capture phase, on the document) has seen it.
  await page.goto(service.path);
  await expect(page.locator('meta[name="clinic-page-kind"]')).toHaveAttribute('content', 'service');
  await page.evaluate(() =>
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a[href^="tel:"]')) e.preventDefault();
    }),
  );
  const beaconSent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/conversions');
  await page.locator('main a[href^="tel:"], footer a[href^="tel:"]').first().click();
  await beaconSent;
  await expectNoDataLayer(page);

  // Each went up by exactly one, on its page kind, and nothing else moved (the file is written a second after a count).
  const expected = {
    'booking_started:booking': 1,
    'booking_made:booking': 1,
    'enquiry_sent:page': 1,
    'phone_tapped:service': 1,
  };
  await expect.poll(async () => delta(before, await stats()), { timeout: 10_000, intervals: [500] }).toEqual(expected);
  await page.waitForTimeout(1_500);
  expect(delta(before, await stats()), 'no late extra count').toEqual(expected);
  expect(
    Object.keys(expected)
      .map((f) => f.split(':')[0])
      .sort(),
  ).toEqual([...EVENTS].sort());

  // The beacons carried only the event and the kind, no cookie, and were answered without one.
  expect(beacons).toEqual([
    { cookie: undefined, body: 'booking_started booking' },
    { cookie: undefined, body: 'phone_tapped service' },
  ]);
  for (const h of beaconAnswers) expect(h['set-cookie']).toBeUndefined();
  expect(await context.cookies()).toEqual([]);

  // What is stored: days, `event:kind` and numbers; no address, name, phone, path or time.
  const stored = await readFile(join(DATA_DIR, 'conversions.json'), 'utf8');
  const parsed = JSON.parse(stored) as Record<string, Record<string, unknown>>;
  for (const [day, fields] of Object.entries(parsed)) {
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [f, n] of Object.entries(fields)) {
      expect(f).toMatch(/^(booking_started|booking_made|enquiry_sent|phone_tapped):[a-z-]+$/);
      expect(Number.isSafeInteger(n)).toBe(true);
    }
  }
  for (const secret of [address, patient.name, patient.phone, stamp, service.path, '/kontakt', 'umow-wizyte'])
    expect(stored).not.toContain(secret);
});
