import { test, expect, pastFillTime, trackServerActions } from './support';
import { axeViolations } from './axe';
import { CLINIC_NAME } from '../../lib/demo-clinic/fixtures/site';

/**
 * The starter's legal pages on the demo clinic, its locations, and attribution that stores nothing on the device by
 * default (issue 17). The demo publishes its own /cennik: there the clinic's page wins (the starter's price list is
 * checked in legal-own-page.spec.ts, with the clinic's page hidden, and on the 1.3.0 demo in tests/e2e-versions).
 */
const STARTER_PAGES = [
  {
    path: '/regulamin',
    h1: 'Regulamin serwisu',
    says: [
      'Nowy Uśmiech sp. z o.o.',
      '0000712564',
      'Wymagania techniczne',
      'Reklamacje',
      'rejestracja@nowy-usmiech.example',
    ],
  },
  {
    path: '/prawa-pacjenta',
    h1: 'Prawa pacjenta',
    says: ['112', '999', '800 190 590', 'Skargi i wnioski', 'Świadczenia w ramach NFZ'],
  },
  { path: '/dostepnosc', h1: 'Deklaracja dostępności', says: ['WCAG 2.2 na poziomie AA', 'axe', 'Zgłoś barierę'] },
] as const;

test.describe('legal pages', () => {
  for (const p of STARTER_PAGES) {
    test(`${p.path} is built from the clinic's data, passes axe, and is in the sitemap`, async ({ page, request }) => {
      const res = await page.goto(p.path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page).toHaveTitle(`${p.h1} · ${CLINIC_NAME}`);
      const main = page.locator('main');
      for (const text of p.says) await expect(main, text).toContainText(text);
      expect(await axeViolations(page)).toEqual([]);
      const xml = await (await request.get('/sitemap.xml')).text();
      expect(xml).toContain(`${new URL(page.url()).origin}${p.path}</loc>`);
    });
  }

  test('/dostepnosc links to the barrier report; /regulamin leaves out the operator facts nobody configured', async ({
    page,
  }) => {
    await page.goto('/dostepnosc');
    await page.getByRole('link', { name: 'Zgłoś barierę dostępności' }).click();
    await expect(page).toHaveURL(/\/zglos-problem\?strona=%2Fdostepnosc$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/regulamin');
    const facts = page.locator('main dl.operator-facts');
    await expect(facts).toContainText('NIP');
    // The demo server runs without OPERATOR_REGISTRY_COURT / OPERATOR_SHARE_CAPITAL: no empty labels.
    await expect(facts).not.toContainText('Sąd rejestrowy');
    await expect(facts).not.toContainText('Kapitał zakładowy');
    for (const dd of await facts.locator('dd').allTextContents()) expect(dd.trim()).not.toBe('');
  });

  test('a page report too short gets the site’s Polish message, not the browser’s bubble, and the field takes focus each time', async ({
    page,
  }) => {
    await page.goto('/zglos-problem?strona=%2Fo-nas');
    const form = page.locator('main form');
    const field = form.getByLabel('Co jest nie tak?');
    // With JavaScript: the page's script has taken the form over (React's props on the field) before the first send.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main form textarea') ?? {}).some((k) => k.startsWith('__reactProps')),
    );
    const actions = trackServerActions(page);
    await field.fill('ab');
    for (let i = 0; i < 2; i++) {
      await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
      await actions.settled();
      expect(actions.sent).toBe(i + 1);
      await expect(form.getByRole('alert')).toHaveText('Opisz problem w kilku słowach.');
      // One field, drawn anew for each answer (the keys of the field and the alert differ: the same key twice kept the old field beside the new).
      await expect(form.locator('textarea')).toHaveCount(1);
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveValue('ab');
    }
  });

  test('a page report whose send never reaches the server keeps its text and says so; it sends once the line is back', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/zglos-problem?strona=%2Fo-nas');
    const form = page.locator('main form');
    const text = `Zdjęcie zespołu nie wczytuje się na telefonie ${Date.now().toString(36)}`;
    await form.getByLabel('Co jest nie tak?').fill(text);
    // A person takes longer than the form's fill-time minimum from the page's arrival (its token) to "send"; a
    // script does not, and is told to send again. Wait, by the page's own clock, until the page is that old.
    await pastFillTime(page);
    const drop = (route: import('@playwright/test').Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();
    await page.route('**/zglos-problem*', drop);
    await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(form.getByRole('alert')).toHaveText('Nie udało się wysłać zgłoszenia. Spróbuj ponownie później.');
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(form.getByLabel('Co jest nie tak?')).toHaveValue(text);
    await page.unroute('**/zglos-problem*', drop);
    await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(form.getByRole('status')).toHaveText('Dziękujemy, zgłoszenie zostało wysłane.');
    await expect(form.getByRole('status')).toBeFocused();
    // The dropped request and the failure React caught, in the console: expected here, and nothing else.
    const dropped = /net::ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch/;
    expect(consoleErrors.filter((e) => dropped.test(e)).length, 'the dropped send in the console').toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !dropped.test(e)));
  });

  test("the clinic's own /cennik wins over the starter's price list", async ({ page, request }) => {
    const res = await page.goto('/cennik');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ceny zabiegów');
    await expect(page.locator('main')).not.toContainText('Kopia dokumentacji medycznej');
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml.match(/\/cennik<\/loc>/g)).toHaveLength(1);
  });

  test('the footer links every legal page and names the operator with its registry numbers', async ({ page }) => {
    await page.goto('/o-nas');
    const footer = page.locator('footer');
    for (const [name, path] of [
      ['Regulamin', '/regulamin'],
      ['Prawa pacjenta', '/prawa-pacjenta'],
      ['Dostępność', '/dostepnosc'],
      ['Cennik', '/cennik'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    await expect(footer).toContainText('Nowy Uśmiech sp. z o.o.');
    await expect(footer).toContainText('KRS: 0000712564');
    await expect(footer).toContainText('NIP: 677-324-51-90');
    await expect(footer.getByRole('link', { name: 'rejestracja@nowy-usmiech.example' }).first()).toBeVisible();
  });
});

test.describe('locations', () => {
  test('the footer, the contact block and the JSON-LD show every location, the primary first', async ({ page }) => {
    await page.goto('/kontakt');
    const footerNames = await page.locator('footer .location-name').allTextContents();
    expect(footerNames).toEqual(['Centrum', 'Kazimierz']);
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: '+48 12 345 67 90' })).toHaveAttribute('href', 'tel:+48123456790');
    await expect(footer).toContainText('ul. Starowiślna 60');
    await expect(page.locator('main .contact .location-name')).toHaveText(['Centrum', 'Kazimierz']);
    await expect(page.locator('main .contact')).toContainText('ul. Starowiślna 60');
    await page.goto('/');
    const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) => JSON.parse(s) as { location?: { name: string; telephone: string }[] },
    );
    const clinic = nodes.find((n) => n.location);
    expect(clinic?.location?.map((l) => [l.name, l.telephone])).toEqual([
      ['Centrum', '+48 12 345 67 89'],
      ['Kazimierz', '+48 12 345 67 90'],
    ]);
  });
});

test.describe('attribution without storage', () => {
  test('a campaign landing writes nothing to the device, asks nothing, and the form still carries the address', async ({
    page,
    context,
  }) => {
    await page.goto('/kontakt?utm_source=google&utm_medium=cpc&gclid=Cj0-e2e-storage');
    const form = page.locator('form#formularz-kontaktowy-form');
    await expect(form.locator('input[name="utm_source"]')).toHaveValue('google');
    await expect(form.locator('input[name="gclid"]')).toHaveValue('Cj0-e2e-storage');
    await expect(page.locator('#attribution-consent')).toHaveCount(0);
    await page.goto('/o-nas');
    const stored = await page.evaluate(() => ({
      session: sessionStorage.length,
      local: localStorage.length,
      cookie: document.cookie,
    }));
    expect(stored).toEqual({ session: 0, local: 0, cookie: '' });
    expect(await context.cookies()).toEqual([]);
  });
});
