import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, trackServerActions, askForUnknownAction } from './support';
import { createDemoContent } from '../../lib/demo-clinic/fixtures';
import { DEMO_PRIVACY_VERSION } from '../../lib/demo-clinic/leads/privacy';
import { clinicToday } from '../../components/enquiry/validate';
import { MIN_FILL_MS } from '../../lib/abuse/form-token';
import { TOKEN_FIELD } from '../../lib/abuse/fields';
import type { DemoLead } from '../../lib/demo-clinic/store';

/**
 * The enquiry form against the site in demo mode: what the demo clinic received (GET /api/demo/leads) is the truth.
 * Each test posts from its own client address (X-Forwarded-For; the e2e server trusts no proxy, so the address is
 * taken as sent), so the per-address limit of one test never trips another.
 */
const content = createDemoContent();
const FORM_PAGE = '/kontakt'; // has the lead-form.v1 block with preferred times
const service = content.services.find((s) => s.slug === 'implanty-zebowe')!;
const doctor = content.doctors.find((d) => d.slug === 'anna-kowalczyk')!;

const octet = () => Math.floor(Math.random() * 254) + 1;
const uniqueAddress = () => `10.${octet()}.${octet()}.${octet()}`;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() });
});

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function inDays(n: number): string {
  const d = new Date(`${clinicToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function leadsNamed(request: APIRequestContext, name: string): Promise<DemoLead[]> {
  const res = await request.get('/api/demo/leads');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { leads: DemoLead[] }).leads.filter((l) => l.name === name);
}

/** A person takes a few seconds to fill a form; a post faster than MIN_FILL_MS is dropped as a bot. */
async function humanPause(page: Page) {
  await page.waitForTimeout(MIN_FILL_MS + 300);
}

const form = (page: Page) => page.locator('form#formularz-kontaktowy-form');
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The enquiry form's hidden fields as the server rendered them (what a browser without JavaScript posts). */
const renderedHiddenFields = (html: string) => {
  const start = html.indexOf('<form id="formularz-kontaktowy-form"');
  const formHtml = html.slice(start, html.indexOf('</form>', start));
  return Object.fromEntries(
    [...formHtml.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map((m) => [
      decode(m[1]!),
      decode(m[2] ?? ''),
    ]),
  );
};

test.describe('enquiry form', () => {
  test('attribution from the page address, every field, consent and preferred times reach the clinic', async ({
    page,
    request,
  }) => {
    const name = unique('Jan Atrybucja');
    // By default attribution comes from the current address only (nothing is stored on the device): the campaign
    // lands on the page with the form.
    await page.goto(
      `${FORM_PAGE}?utm_source=google&utm_medium=cpc&utm_campaign=implanty-wiosna&gclid=Cj0KCQ-e2e&fbclid=IwAR-e2e`,
    );
    const f = form(page);
    await f.getByLabel('Imię i nazwisko').fill(name);
    await f.getByLabel('Telefon', { exact: true }).fill('+48 600 100 200');
    await f.getByLabel('E-mail', { exact: true }).fill('jan.atrybucja@example.pl');
    await f.getByLabel('Wiadomość').fill('Ile kosztuje implant?');
    await f.getByLabel('Zabieg').selectOption(service.slug);
    await f.getByLabel('Lekarz').selectOption(doctor.slug);
    await f.getByText('Chcę podać preferowane terminy wizyty').click();
    const day = inDays(3);
    await f.locator('input[name="w0_date"]').fill(day);
    await f.locator('input[name="w0_from"]').fill('09:00');
    await f.locator('input[name="w0_to"]').fill('12:30');
    await f.getByRole('checkbox').check();
    await humanPause(page);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();

    await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeFocused();
    await expect(page.locator('#formularz-kontaktowy').getByRole('status')).toContainText('09:00–12:30');

    const [lead, ...more] = await leadsNamed(request, name);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({
      phone: '+48 600 100 200',
      email: 'jan.atrybucja@example.pl',
      message: 'Ile kosztuje implant?',
    });
    expect(lead!.tracking).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'implanty-wiosna',
      gclid: 'Cj0KCQ-e2e',
      fbclid: 'IwAR-e2e',
    });
    expect(lead!.submissions).toEqual([{ at: expect.any(String), privacyNoticeVersion: DEMO_PRIVACY_VERSION }]);
    expect(lead!.consents.map((c) => [c.channel, c.address, c.version])).toEqual([
      ['sms', '+48 600 100 200', DEMO_PRIVACY_VERSION],
      ['email', 'jan.atrybucja@example.pl', DEMO_PRIVACY_VERSION],
    ]);
    expect(lead!.timeRequests).toEqual([
      {
        id: expect.any(String),
        status: 'pending',
        windows: [{ date: day, from: '09:00', to: '12:30' }],
        service: service.name,
        doctor: doctor.name,
      },
    ]);
    // submissionId (an unknown key the API keeps) lets reception spot a repeat of one submission (lib/outbox).
    expect(lead!.extra).toEqual({
      service: service.name,
      doctor: doctor.name,
      page: FORM_PAGE,
      submissionId: expect.any(String),
    });
  });

  test('works with JavaScript disabled: errors keep what was typed, then the enquiry is sent', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    const page = await context.newPage();
    const name = unique('Anna Bez JS');
    await page.goto(FORM_PAGE);
    const f = form(page);
    await f.getByLabel('Imię i nazwisko').fill(name);
    await f.getByLabel('Telefon', { exact: true }).fill('600 1');
    await f.getByLabel('Wiadomość').fill('Proszę o telefon po 16.');
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();

    // The page comes back from the server with the error next to the field and nothing typed lost.
    await expect(page.getByRole('heading', { name: /Popraw zaznaczone pole/ })).toBeVisible();
    await expect(f.getByLabel('Telefon', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByText('Numer telefonu musi mieć co najmniej 6 cyfr.').first()).toBeVisible();
    await expect(f.getByLabel('Imię i nazwisko')).toHaveValue(name);
    await expect(f.getByLabel('Wiadomość')).toHaveValue('Proszę o telefon po 16.');
    expect(await leadsNamed(request, name)).toHaveLength(0);

    await f.getByLabel('Telefon', { exact: true }).fill('600 100 201');
    await humanPause(page);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    // The page loads anew at its top: the answer, far down by the form, takes focus (autofocus) and is in view.
    await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeInViewport();
    const [lead, ...more] = await leadsNamed(request, name);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({ phone: '600 100 201', message: 'Proszę o telefon po 16.', consents: [] });
    expect(lead!.submissions[0]!.privacyNoticeVersion).toBe(DEMO_PRIVACY_VERSION);
    await context.close();
  });

  test('the booking page without JavaScript offers the phone and the enquiry form below, which sends', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    const page = await context.newPage();
    await page.goto('/umow-wizyte');
    // CSS, not text or role locators: Playwright's skip what is inside <noscript> (drawn here, with JavaScript off).
    const notice = page.locator('main noscript p');
    await expect(notice).toBeVisible();
    const phone = content.site.profile!.phone!;
    await expect(notice).toHaveText(
      `Rezerwacja online działa z włączonym JavaScriptem. Możesz też umówić wizytę telefonicznie: ${phone} albo napisać do nas przez formularz poniżej.`,
    );
    await expect(notice.locator('a[href^="tel:"]')).toBeVisible();
    await notice.locator('a[href="#zapytanie-zamiast-rezerwacji"]').click();
    await expect(page).toHaveURL(/#zapytanie-zamiast-rezerwacji$/);
    const f = page.locator('#zapytanie-zamiast-rezerwacji form');
    const name = unique('Adam Bez JS Rezerwacja');
    await f.getByLabel('Imię i nazwisko').fill(name);
    await f.getByLabel('Telefon', { exact: true }).fill('600 100 250');
    await humanPause(page);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeVisible();
    expect(await leadsNamed(request, name)).toHaveLength(1);
    await context.close();
  });

  test('every field error is tied to its field, the summary takes focus, nothing typed is lost', async ({
    page,
    request,
  }) => {
    await page.goto(FORM_PAGE);
    const f = form(page);
    const submit = f.getByRole('button', { name: 'Wyślij zapytanie' });
    await submit.click();
    const summary = page.locator('#formularz-kontaktowy-form-errors');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Podaj imię i nazwisko.');
    await expect(summary).toContainText('Podaj telefon lub e-mail, abyśmy mogli odpowiedzieć.');
    const nameInput = f.getByLabel('Imię i nazwisko');
    await expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(nameInput).toHaveAttribute('aria-describedby', /formularz-kontaktowy-form-name-error/);
    await expect(page.locator('#formularz-kontaktowy-form-name-error')).toHaveText('Podaj imię i nazwisko.');

    const name = unique('Piotr Błędy');
    await nameInput.fill(name);
    // The choices and the tick too: a select or a checkbox keeps its value through the form's reset after an answer
    // only when the form gives it back (a select's defaultValue is read once, when it is drawn).
    await f.getByLabel('Zabieg').selectOption(service.slug);
    await f.getByLabel('Lekarz').selectOption(doctor.slug);
    await f.getByRole('checkbox').check();
    await f.getByLabel('Telefon', { exact: true }).fill('tel. 600 100 200');
    await f.getByLabel('E-mail', { exact: true }).fill('piotr@');
    await f.getByText('Chcę podać preferowane terminy wizyty').click();
    await f.locator('input[name="w0_date"]').fill(inDays(-1));
    await f.locator('input[name="w0_from"]').fill('12:00');
    await f.locator('input[name="w0_to"]').fill('09:00');
    await f.locator('input[name="w1_from"]').fill('10:00');
    await submit.click();
    await expect(summary).toBeFocused();
    const expected: [string, string][] = [
      ['phone', 'Podaj numer telefonu, np. 600 100 200 lub +48 600 100 200.'],
      ['email', 'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.'],
      ['w0_date', 'Ten dzień już minął. Wybierz dzisiejszy lub późniejszy.'],
      ['w0_to', 'Koniec musi być później niż początek.'],
      ['w1_date', 'Podaj dzień.'],
      ['w1_to', 'Podaj godzinę.'],
    ];
    for (const [field, message] of expected) {
      await expect(page.locator(`#formularz-kontaktowy-form-${field}`)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#formularz-kontaktowy-form-${field}-error`)).toHaveText(message);
    }
    await expect(nameInput).not.toHaveAttribute('aria-invalid', 'true');
    // Everything typed is still there, and the summary's links move focus to the field.
    await expect(nameInput).toHaveValue(name);
    await expect(f.getByLabel('E-mail', { exact: true })).toHaveValue('piotr@');
    await expect(f.locator('input[name="w0_from"]')).toHaveValue('12:00');
    await expect(f.getByLabel('Zabieg')).toHaveValue(service.slug);
    await expect(f.getByLabel('Lekarz')).toHaveValue(doctor.slug);
    await expect(f.getByRole('checkbox')).toBeChecked();
    // And through a second answer.
    await submit.click();
    await expect(page.locator('#formularz-kontaktowy-form-email-error')).toHaveText(
      'Podaj poprawny adres e-mail, np. jan.kowalski@example.pl.',
    );
    await expect(summary).toBeFocused();
    await expect(f.getByLabel('Zabieg')).toHaveValue(service.slug);
    await expect(f.getByLabel('Lekarz')).toHaveValue(doctor.slug);
    await expect(f.getByRole('checkbox')).toBeChecked();
    await expect(f.getByLabel('E-mail', { exact: true })).toHaveValue('piotr@');
    await summary.getByRole('link', { name: /Podaj poprawny adres e-mail/ }).click();
    await expect(f.getByLabel('E-mail', { exact: true })).toBeFocused();
    expect(await leadsNamed(request, name)).toHaveLength(0);
  });

  test('while a send is on its way the text fields cannot change: nothing typed then is dropped by the answer', async ({
    page,
  }) => {
    await page.goto(FORM_PAGE);
    const f = form(page);
    await f.getByLabel('Imię i nazwisko').fill(unique('Zofia Szybka'));
    await f.getByLabel('E-mail', { exact: true }).fill('zofia@');
    await f.getByLabel('Wiadomość').fill('Pierwsza wersja');
    const slow = async (route: import('@playwright/test').Route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1_500));
      return route.continue();
    };
    await page.route(`**${FORM_PAGE}`, slow);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await expect(f).toHaveAttribute('aria-busy', 'true');
    const message = f.getByLabel('Wiadomość');
    await expect(message).not.toBeEditable();
    await message.focus();
    await page.keyboard.type(' i dopisek');
    // The answer (the e-mail refused) draws the form again with what was sent, which is all there is.
    await expect(page.getByRole('heading', { name: /Popraw zaznaczone pol/ })).toBeVisible();
    await expect(message).toHaveValue('Pierwsza wersja');
    await expect(message).toBeEditable();
    await page.unroute(`**${FORM_PAGE}`, slow);
  });

  test('the site released anew while the page was open (its action unknown to the server): told to copy and reload, nothing typed lost', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const name = unique('Anna Po Wdrożeniu');
    await page.goto(FORM_PAGE);
    const f = form(page);
    await f.getByLabel('Imię i nazwisko').fill(name);
    await f.getByLabel('Telefon', { exact: true }).fill('600 100 241');
    await f.getByLabel('Wiadomość').fill('Proszę o kontakt w sprawie implantu.');
    await humanPause(page);
    // The server's own answer to an action id it does not know (a release built with another key).
    await page.route(`**${FORM_PAGE}`, askForUnknownAction);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    const alert = f.getByRole('alert');
    await expect(alert).toContainText('Strona została w międzyczasie zaktualizowana');
    await expect(alert).toContainText('Skopiuj swoją wiadomość, odśwież stronę');
    await expect(alert).toBeFocused();
    await expect(f.getByLabel('Imię i nazwisko')).toHaveValue(name);
    await expect(f.getByLabel('Wiadomość')).toHaveValue('Proszę o kontakt w sprawie implantu.');
    expect(await leadsNamed(request, name)).toHaveLength(0);
    const unknown = /was not found on the server|failed-to-find-server-action|status of 40[49]/;
    expect(consoleErrors.filter((e) => unknown.test(e)).length, 'the unknown action in the console').toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !unknown.test(e)));
  });

  test('the connection drops while sending: a message in the form, nothing typed lost, it sends once the line is back', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const name = unique('Marek Bez Zasięgu');
    await page.goto(FORM_PAGE);
    const f = form(page);
    await f.getByLabel('Imię i nazwisko').fill(name);
    await f.getByLabel('Telefon', { exact: true }).fill('600 100 240');
    await f.getByLabel('Wiadomość').fill('Czy jest wolny termin w sobotę?');
    await f.getByLabel('Zabieg').selectOption(service.slug);
    await f.getByRole('checkbox').check();
    await humanPause(page);
    // The server action's POST never reaches the server (a phone losing its signal, a proxy's 502, a restart).
    const drop = (route: import('@playwright/test').Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();
    await page.route(`**${FORM_PAGE}`, drop);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    const alert = f.getByRole('alert');
    await expect(alert).toContainText('Nie udało się teraz wysłać zapytania');
    await expect(alert).toBeFocused();
    await expect(f.getByLabel('Imię i nazwisko')).toHaveValue(name);
    await expect(f.getByLabel('Telefon', { exact: true })).toHaveValue('600 100 240');
    await expect(f.getByLabel('Wiadomość')).toHaveValue('Czy jest wolny termin w sobotę?');
    await expect(f.getByLabel('Zabieg')).toHaveValue(service.slug);
    await expect(f.getByRole('checkbox')).toBeChecked();
    expect(await leadsNamed(request, name)).toHaveLength(0);

    await page.unroute(`**${FORM_PAGE}`, drop);
    // A proxy in front of the site answering for it (nginx's 502 while the site restarts): the same, again.
    const gateway = (route: import('@playwright/test').Route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
        : route.continue();
    await page.route(`**${FORM_PAGE}`, gateway);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await expect(alert).toContainText('Nie udało się teraz wysłać zapytania');
    await expect(alert).toBeFocused();
    await expect(f.getByLabel('Imię i nazwisko')).toHaveValue(name);
    await expect(f.getByLabel('Wiadomość')).toHaveValue('Czy jest wolny termin w sobotę?');
    await expect(f.getByLabel('Zabieg')).toHaveValue(service.slug);
    expect(await leadsNamed(request, name)).toHaveLength(0);

    await page.unroute(`**${FORM_PAGE}`, gateway);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeVisible();
    const [lead, ...more] = await leadsNamed(request, name);
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({ phone: '600 100 240', message: 'Czy jest wolny termin w sobotę?' });
    expect(lead!.extra).toMatchObject({ service: service.name });
    // The console has the two failed requests and the failures React caught (the browser's and React's own
    // reports): expected here, and nothing else.
    const dropped =
      /net::ERR_INTERNET_DISCONNECTED|^TypeError: Failed to fetch|status of 502|unexpected response was received from the server/;
    expect(consoleErrors.filter((e) => dropped.test(e)).length, 'the dropped send in the console').toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !dropped.test(e)));
  });

  test('the honeypot drops a bot: it sees a success, nothing reaches the clinic', async ({ page, request }) => {
    const name = unique('Bot Spamowy');
    await page.goto(FORM_PAGE);
    const f = form(page);
    await f.getByLabel('Imię i nazwisko').fill(name);
    await f.getByLabel('Telefon', { exact: true }).fill('600 100 202');
    await f.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'https://spam.example'));
    await humanPause(page);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeVisible();
    expect(await leadsNamed(request, name)).toHaveLength(0);
  });

  test('posting at once is not sent, and is told so: "send again" (a person can press that fast; only the honeypot gets a fake success)', async ({
    page,
    request,
  }) => {
    const name = unique('Bot Szybki');
    // Wait for the fresh token the form asks for when it loads (a server action) to replace the page's own, then post
    // right away, as a script would. Not 'networkidle': the page can be quiet for half a second while React hydrates
    // the form, before it asks, and a post with the cached page's older token is (rightly) not too fast.
    const res = await page.goto(FORM_PAGE);
    const f = form(page);
    const pageToken = renderedHiddenFields(await res!.text())[TOKEN_FIELD];
    expect(pageToken, 'the token rendered with the page').toBeTruthy();
    // Checked every frame: the post must follow within MIN_FILL_MS of the token's issue, on a loaded machine too.
    await page.waitForFunction(
      ([field, t]) =>
        document.querySelector<HTMLInputElement>(`form#formularz-kontaktowy-form input[name="${field}"]`)?.value !== t,
      [TOKEN_FIELD, pageToken] as const,
      { polling: 'raf' },
    );
    await f.getByLabel('Imię i nazwisko').fill(name);
    await f.getByLabel('Telefon', { exact: true }).fill('600 100 203');
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await expect(page.getByText('formularz wysłano chwilę po jego otwarciu')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toHaveCount(0);
    expect(await leadsNamed(request, name)).toHaveLength(0);
    await expect(f.getByLabel('Imię i nazwisko')).toHaveValue(name);
  });

  test('a double submit sends one enquiry', async ({ page, request }) => {
    const name = unique('Ewa Podwójna');
    await page.goto(FORM_PAGE);
    const f = form(page);
    await f.getByLabel('Imię i nazwisko').fill(name);
    await f.getByLabel('E-mail', { exact: true }).fill('ewa@example.pl');
    await humanPause(page);
    const actions = trackServerActions(page);
    await f.getByRole('button', { name: 'Wyślij zapytanie' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeVisible();
    // Not a fixed pause: every submission the page sent has been answered, so whatever it caused is in the demo.
    await actions.settled();
    expect(await leadsNamed(request, name)).toHaveLength(1);
  });

  test('without JavaScript: the same form posted twice sends one enquiry; two patients on one cached page send two', async ({
    request,
    baseURL,
  }) => {
    // What a browser without JavaScript posts: the form's hidden fields as rendered (every visitor of the cached page
    // gets the same ones, token included) plus what the patient typed.
    const hidden = renderedHiddenFields(await (await request.get(FORM_PAGE)).text());
    expect(Object.keys(hidden)).toEqual(expect.arrayContaining(['formToken', 'privacyNoticeVersion', 'page']));
    // A page just re-rendered carries a token only moments old: post when a person could have filled the form.
    const issuedAt = parseInt(hidden.formToken!.split('.')[1]!, 36);
    await new Promise((r) => setTimeout(r, Math.max(0, issuedAt + MIN_FILL_MS + 300 - Date.now())));
    const post = (name: string, phone: string, address: string) =>
      request.post(FORM_PAGE, {
        multipart: { ...hidden, name, phone },
        headers: { origin: baseURL!, 'x-forwarded-for': address },
      });

    const olga = unique('Olga Dwa Razy');
    const address = uniqueAddress();
    const answers = await Promise.all([post(olga, '600 100 204', address), post(olga, '600 100 204', address)]);
    for (const a of answers) expect(await a.text()).toContain('Dziękujemy, zapytanie zostało wysłane');
    expect(await leadsNamed(request, olga)).toHaveLength(1);

    const [adam, ewa] = [unique('Adam Pierwszy'), unique('Ewa Druga')];
    await Promise.all([post(adam, '600 100 205', uniqueAddress()), post(ewa, '600 100 206', uniqueAddress())]);
    expect(await leadsNamed(request, adam)).toHaveLength(1);
    expect(await leadsNamed(request, ewa)).toHaveLength(1);
  });

  test('the per-address limit answers with a clear message and keeps the text', async ({ page, request }) => {
    test.slow();
    const base = unique('Limit');
    await page.goto(FORM_PAGE);
    const f = form(page);
    for (let i = 1; i <= 6; i++) {
      await f.getByLabel('Imię i nazwisko').fill(`${base} ${i}`);
      await f.getByLabel('Telefon', { exact: true }).fill(`600 100 ${210 + i}`);
      await humanPause(page);
      await f.getByRole('button', { name: 'Wyślij zapytanie' }).click();
      if (i <= 5) {
        await expect(page.getByRole('heading', { name: 'Dziękujemy, zapytanie zostało wysłane' })).toBeVisible();
        await page.getByRole('link', { name: 'Wyślij kolejne zapytanie' }).click();
      }
    }
    await expect(f.getByRole('alert')).toContainText('Wysłano już kilka zapytań');
    await expect(f.getByRole('alert').getByRole('link', { name: /Zadzwoń/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(f.getByLabel('Imię i nazwisko')).toHaveValue(`${base} 6`);
    expect(await leadsNamed(request, `${base} 6`)).toHaveLength(0);
    expect(await leadsNamed(request, `${base} 5`)).toHaveLength(1);
  });

  test('the privacy page shows the full clause the form links to', async ({ page }) => {
    await page.goto(FORM_PAGE);
    await form(page).getByRole('link', { name: 'Więcej o przetwarzaniu danych' }).click();
    await expect(page).toHaveURL(/\/polityka-prywatnosci$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polityka prywatności');
    await expect(page).toHaveTitle(/Polityka prywatności/);
    await expect(page.getByRole('main')).toContainText(content.site.profile!.legalName!);
    await expect(page.getByRole('main')).toContainText(DEMO_PRIVACY_VERSION);
  });
});
