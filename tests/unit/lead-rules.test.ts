import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoHandler, type DemoHandler } from '@/lib/demo-clinic/handler';
import { DemoStore } from '@/lib/demo-clinic/store';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';
import { CLINIC_EMAIL } from '@/lib/demo-clinic/fixtures/site';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import { parseApiVersion } from '@/lib/demo-clinic/versions';
import {
  DEMO_PRIVACY_VERSION,
  demoPrivacyNotice,
  phoneKey,
  isUsablePhone,
  isUsableEmail,
} from '@/lib/demo-clinic/leads';
import { PrivacyNotice } from '@/lib/clinic-api/schemas';

/**
 * POST /leads of the demo clinic in-process, rule by rule from the API description (Lead records, POST /leads,
 * Errors), counting what the demo stored, e-mailed and emitted rather than trusting its answer.
 */
let store: DemoStore;
let handler: DemoHandler;
const NOW = Date.parse('2026-03-12T10:00:00Z');

beforeEach(() => {
  store = new DemoStore(createDemoContent());
  handler = createDemoHandler({ store, mediaOrigin: 'http://demo.test', now: () => NOW, rateLimit: 10_000 });
});

async function post(body: unknown, query = '') {
  const res = await handler(
    new Request(`http://demo.test/api/v1/leads${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    body: (await res.json()) as Record<string, unknown>,
  };
}
const window1 = { date: '2026-03-14', from: '09:00', to: '12:00' };

describe('POST /leads: storing and telling reception', () => {
  it('stores one lead at stage new from the API, e-mails reception once and emits lead.created with the id only', async () => {
    const r = await post({
      name: 'Jan Kowalski',
      phone: '600 100 200',
      email: 'jan@example.pl',
      message: 'Ile kosztuje implant?',
    });
    expect(r).toMatchObject({ status: 200, cache: 'no-store', body: { ok: true } });
    expect(Object.keys(r.body).sort()).toEqual(['leadId', 'ok']);
    expect(store.leads).toHaveLength(1);
    expect(store.leads[0]).toMatchObject({
      id: r.body.leadId,
      name: 'Jan Kowalski',
      phone: '600 100 200',
      email: 'jan@example.pl',
      source: 'api',
      stage: 'new',
      createdAt: new Date(NOW).toISOString(),
    });
    expect(store.emails).toHaveLength(1);
    expect(store.emails[0]).toMatchObject({
      to: CLINIC_EMAIL,
      subject: 'Nowe zapytanie: Jan Kowalski',
      attachments: [],
    });
    expect(store.events.map((e) => [e.type, e.data])).toEqual([['lead.created', { leadId: r.body.leadId }]]);
  });

  it("reception's e-mail carries what the patient sent: contact, message, preferred times, consent, source and other keys", async () => {
    await post(
      {
        name: 'Jan',
        phone: '600100200',
        email: 'jan@example.pl',
        message: 'Boli ząb',
        utm_source: 'google',
        gclid: 'abc',
        privacyNoticeVersion: DEMO_PRIVACY_VERSION,
        marketingConsent: true,
        page: '/kontakt',
        details: { tooth: 36 },
        timeRequest: {
          windows: [window1, { date: '2026-03-15', from: '15:00', to: '18:00' }],
          serviceSlug: 'higienizacja',
        },
      },
      '?strict=1',
    );
    const lines = store.emails[0]!.text.split('\n');
    expect(lines[0]).toBe('Nowe zapytanie ze strony (API).');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Imię i nazwisko: Jan',
        'Telefon: 600100200',
        'E-mail: jan@example.pl',
        'Wiadomość: Boli ząb',
        'Preferowane terminy (do potwierdzenia):',
        '  2026-03-14 09:00–12:00',
        '  2026-03-15 15:00–18:00',
        '  Zabieg: Higienizacja',
        '  Lekarz: dowolny',
        'Zgoda marketingowa: SMS, e-mail',
        'Źródło: utm_source=google, gclid=abc',
        'Inne pola:',
        '  page: /kontakt',
        '  details: {"tooth":36}',
      ]),
    );
  });

  it('leaves out of the e-mail what was not sent, and names the lead by phone or e-mail when there is no name', async () => {
    await post({ phone: '600100200' });
    await post({ email: 'anna@example.pl' });
    await post({ message: 'Proszę o kontakt' });
    expect(store.emails.map((e) => e.subject)).toEqual([
      'Nowe zapytanie: 600100200',
      'Nowe zapytanie: anna@example.pl',
      'Nowe zapytanie: bez danych kontaktowych',
    ]);
    const text = store.emails[0]!.text;
    expect(text).toBe(['Nowe zapytanie ze strony (API).', '', 'Telefon: 600100200'].join('\n'));
  });

  it('an earlier consent is not repeated in a later e-mail, and a chosen doctor is named', async () => {
    await post({ name: 'Jan', phone: '600100200', privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true });
    await post({ name: 'Jan', phone: '600100200', timeRequest: { windows: [window1], doctorSlug: 'anna-kowalczyk' } });
    expect(store.emails[0]!.text).toContain('Zgoda marketingowa: SMS');
    expect(store.emails[0]!.text).not.toContain('e-mail');
    expect(store.emails[1]!.text).not.toContain('Zgoda marketingowa');
    expect(store.emails[1]!.text).toContain(
      ['Preferowane terminy (do potwierdzenia):', '  2026-03-14 09:00–12:00', '  Lekarz: Anna Kowalczyk'].join('\n'),
    );
    expect(store.emails[1]!.text).not.toContain('Zabieg:');
  });

  it('keeps the tracking values and the unknown keys with the lead', async () => {
    await post({ name: 'Jan', phone: '600100200', utm_medium: 'cpc', fbclid: 'f1', formId: 'kontakt-1' });
    expect(store.leads[0]).toMatchObject({
      tracking: { utm_medium: 'cpc', fbclid: 'f1' },
      extra: { formId: 'kontakt-1' },
    });
  });
});

describe('POST /leads: contact and strict', () => {
  it('a phone with 6 digits, however written, or an e-mail address is a contact', async () => {
    for (const body of [{ phone: '60-01-00' }, { phone: '+48 600 100 200' }, { email: 'a@b.pl' }]) {
      expect((await post(body, '?strict=1')).status).toBe(200);
    }
    expect(store.leads).toHaveLength(3);
  });

  it('5 digits or a string that is not an address is no contact: a warning, or 400 with strict', async () => {
    expect(await post({ name: 'Jan', phone: '12-345', email: 'jan.example.pl' })).toMatchObject({
      status: 200,
      body: { warnings: ['missing_contact'] },
    });
    expect(store.leads).toHaveLength(1);
    for (const strict of ['?strict=1', '?strict=true']) {
      const r = await post({ name: 'Jan', phone: '12-345' }, strict);
      expect(r).toMatchObject({ status: 400, body: { code: 'missing_contact' } });
      // Human-readable Polish text for the integrator (clients branch on the code, never on it).
      expect(r.body.error).toMatch(/telefonu.*e-mail/);
    }
    expect(store.leads).toHaveLength(1);
    expect(store.emails).toHaveLength(1);
    expect(store.events).toHaveLength(1);
  });

  it('a server older than 1.7.0 knows no consent keys: they are kept with the lead and record nothing', async () => {
    const old = createDemoHandler({
      store,
      mediaOrigin: 'http://demo.test',
      now: () => NOW,
      rateLimit: 10_000,
      apiVersion: parseApiVersion('1.6.0'),
    });
    const res = await old(
      new Request('http://demo.test/api/v1/leads', {
        method: 'POST',
        headers: { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          phone: '600100200',
          privacyNoticeVersion: DEMO_PRIVACY_VERSION,
          marketingConsent: true,
        }),
      }),
    );
    expect(res.status).toBe(200);
    expect(store.leads[0]).toMatchObject({
      consents: [],
      submissions: [{ privacyNoticeVersion: null }],
      extra: { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true },
    });
  });

  it('strict is on only for 1 and true', async () => {
    for (const q of ['?strict=0', '?strict=yes', '?strict=TRUE', '?strict=']) {
      expect((await post({ name: 'Jan' }, q)).status).toBe(200);
    }
  });

  it('a body that is not JSON is 400 invalid_json; JSON that is not an object is 400 invalid_body; nothing stored', async () => {
    const notJson = await post('{"name":');
    expect(notJson).toMatchObject({ status: 400, body: { code: 'invalid_json' } });
    expect(notJson.body.error).toMatch(/JSON/);
    for (const b of ['[]', '"Jan"', 'null', '7', 'true']) {
      const r = await post(b);
      expect(r).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
      expect(r.body.error).toMatch(/obiektem JSON/);
    }
    expect(store.leads).toHaveLength(0);
    expect(store.emails).toHaveLength(0);
  });
});

describe('POST /leads: timeRequest', () => {
  it('a valid one is stored pending with service and doctor matched by slug, and returned', async () => {
    const r = await post({
      name: 'Jan',
      phone: '600100200',
      timeRequest: {
        windows: [window1],
        serviceSlug: 'higienizacja',
        doctorSlug: 'piotr-nowicki',
        serviceName: 'inne',
        doctorName: 'inny',
      },
    });
    const tr = r.body.timeRequest as Record<string, unknown>;
    expect(tr).toEqual({
      id: expect.any(String),
      status: 'pending',
      windows: [window1],
      service: 'Higienizacja',
      doctor: 'Piotr Nowicki',
    });
    expect(store.leads[0]!.timeRequests).toEqual([tr]);
    expect(r.body.warnings).toBeUndefined();
  });

  it('an unknown slug keeps the text sent (trimmed); blank text and null keys mean none', async () => {
    const r = await post({
      name: 'Jan',
      phone: '600100200',
      timeRequest: {
        windows: [window1],
        serviceSlug: 'nie-ma',
        serviceName: '  Konsultacja ',
        doctorSlug: 'nikt',
        doctorName: '   ',
      },
    });
    expect(r.body.timeRequest).toMatchObject({ service: 'Konsultacja', doctor: null });
    const r2 = await post({
      name: 'Jan',
      phone: '600100200',
      timeRequest: { windows: [window1], serviceSlug: null, doctorSlug: null, doctorName: null },
    });
    expect(r2.body.timeRequest).toMatchObject({ service: null, doctor: null });
  });

  it('extra keys of a window are not stored', async () => {
    const r = await post({ name: 'Jan', phone: '600100200', timeRequest: { windows: [{ ...window1, note: 'rano' }] } });
    expect((r.body.timeRequest as { windows: unknown[] }).windows).toEqual([window1]);
  });

  it('null for the whole timeRequest means none was sent; anything invalid is dropped with a warning', async () => {
    const none = await post({ name: 'Jan', phone: '600100200', timeRequest: null });
    expect(none.body).not.toHaveProperty('warnings');
    expect(none.body).not.toHaveProperty('timeRequest');
    for (const timeRequest of [{ windows: [] }, [window1], { windows: [{ ...window1, date: '2026-02-29' }] }]) {
      const r = await post({ name: 'Jan', phone: '600100200', timeRequest });
      expect(r.body.warnings).toEqual(['invalid_time_request']);
      expect(r.body).not.toHaveProperty('timeRequest');
    }
    expect(store.leads.every((l) => l.timeRequests.length === 0)).toBe(true);
  });

  it('with strict an invalid one is 400 invalid_time_request and nothing is stored', async () => {
    const r = await post(
      { name: 'Jan', phone: '600100200', timeRequest: { windows: [{ ...window1, to: '08:00' }] } },
      '?strict=true',
    );
    expect(r).toMatchObject({ status: 400, body: { code: 'invalid_time_request' } });
    expect(r.body.error).toMatch(/terminy/);
    expect(store.leads).toHaveLength(0);
  });
});

describe('contact rules', () => {
  it('matches a Polish number with or without +48 / 0048; keeps other countries’ prefixes', () => {
    expect(phoneKey('+48 600 100 200')).toBe('600100200');
    expect(phoneKey('0048 600 100 200')).toBe('600100200');
    expect(phoneKey('48600100200')).toBe('600100200');
    expect(phoneKey('+49 600 100 200')).toBe('49600100200');
    expect(phoneKey('0049 600 100 200')).toBe('49600100200');
    expect(phoneKey('12-345')).toBeNull();
    expect(phoneKey('123-456')).toBe('123456');
    // A Radom number begins with its area code 48: only an 11-digit number has a country code to drop.
    expect(phoneKey('48 362 00 00')).toBe('483620000');
    expect(phoneKey('+48 48 362 00 00')).toBe('483620000');
  });

  it('a phone counts from 6 digits; an e-mail needs a local part, an @ and a dotted domain', () => {
    expect(isUsablePhone('12 34 5')).toBe(false);
    expect(isUsablePhone('12 34 56')).toBe(true);
    expect(isUsablePhone(null)).toBe(false);
    for (const ok of ['a@b.pl', 'jan.kowalski@przychodnia.com.pl']) expect(isUsableEmail(ok)).toBe(true);
    for (const bad of ['a@b', '@b.pl', 'a b@c.pl', 'a@b .pl', 'a@@b.pl', 'x a@b.pl', 'a@b.pl x', null])
      expect(isUsableEmail(bad)).toBe(false);
  });
});

describe('the information clause (GET /privacy)', () => {
  it('has the API shape, the current version, and names the controller, its office once, contact and DPO', async () => {
    const res = await handler(
      new Request('http://demo.test/api/v1/privacy', { headers: { authorization: `Bearer ${DEMO_API_KEY}` } }),
    );
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    const { privacy } = (await res.json()) as { privacy: unknown };
    const notice = PrivacyNotice.parse(privacy);
    expect(notice.version).toBe(DEMO_PRIVACY_VERSION);
    const first = notice.text.split('\n\n')[0]!;
    expect(first).toBe(
      'Administratorem Twoich danych osobowych jest Nowy Uśmiech sp. z o.o., z siedzibą: ul. Limanowskiego 24, 30-551 Kraków. ' +
        'W sprawach dotyczących danych możesz pisać na adres rodo@nowy-usmiech.example lub zadzwonić pod numer +48 12 345 67 89.',
    );
    expect(notice.text.split('\n\n')[1]).toBe(
      'Wyznaczyliśmy inspektora ochrony danych: Marta Sokołowska, iod@nowy-usmiech.example.',
    );
    expect(notice.marketingText).toMatch(/^Zgadzam się/);
  });

  it('falls back to the site name, the address, the clinic e-mail, and leaves out what the profile lacks', () => {
    const content = createDemoContent();
    const p = content.site.profile!;
    content.site.profile = { address: p.address, email: 'kontakt@klinika.example' };
    const s = new DemoStore(content);
    const first = demoPrivacyNotice(s).text.split('\n\n');
    expect(first[0]).toBe(
      `Administratorem Twoich danych osobowych jest ${content.site.name}, z siedzibą: ${p.address!.street}, ${p.address!.postalCode} ${p.address!.city}. ` +
        'W sprawach dotyczących danych możesz pisać na adres kontakt@klinika.example.',
    );
    expect(first[1]).not.toMatch(/inspektor/);
    // Without a DPO the clause has one paragraph fewer, and no empty one.
    expect(first).toHaveLength(9);
    expect(first.every((paragraph) => paragraph.trim() !== '')).toBe(true);
    content.site.profile = null;
    expect(demoPrivacyNotice(new DemoStore(content)).text.split('\n\n')[0]).toBe(
      `Administratorem Twoich danych osobowych jest ${content.site.name}. W sprawach dotyczących danych możesz pisać.`,
    );
  });

  it('tells everything GDPR art. 13 asks for, every part of it', async () => {
    const notice = demoPrivacyNotice(store);
    const paragraphs = notice.text.split('\n\n');
    expect(paragraphs).toHaveLength(10);
    expect(notice.title).toBe('Polityka prywatności');
    expect(notice.updatedAt).toBe('2025-10-01T08:00:00.000Z');
    // One phrase from every sentence: the purposes and legal bases, recipients, retention, rights, the complaint
    // authority, whether giving data is required, and automated decisions.
    for (const phrase of [
      'formularzy na stronie (imię i nazwisko, telefon, e-mail, treść wiadomości, preferowane terminy) przetwarzamy,',
      'aby odpowiedzieć na zapytanie i umówić wizytę',
      '(art. 6 ust. 1 lit. b RODO). Jeśli w wiadomości podasz informacje o zdrowiu',
      'świadczeń zdrowotnych (art. 9 ust. 2 lit. h RODO).',
      'Dokumentację medyczną prowadzimy, bo wymaga tego prawo (art. 6 ust. 1 lit. c',
      'z ustawą o prawach pacjenta i Rzeczniku Praw Pacjenta).',
      'Jeśli zaznaczysz zgodę marketingową, wyślemy Ci SMS-em',
      'o profilaktyce (art. 6 ust. 1 lit. a RODO). Zgoda jest dobrowolna',
      'nie wpływa na zgodność z prawem wcześniejszego przetwarzania.',
      'Z informacji o tym, z jakiej kampanii trafiłeś na stronę',
      'aby wiedzieć, które działania reklamowe działają (prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO). ',
      'Nie łączymy ich z profilami w serwisach reklamowych.',
      'Dane mogą otrzymać wyłącznie firmy, które pomagają nam prowadzić placówkę',
      'systemu do obsługi pacjentów, poczty e-mail i bramki SMS oraz firma hostingowa. Nie przekazujemy danych poza ',
      'Europejski Obszar Gospodarczy.',
      'Dane z zapytania, które nie zakończyło się wizytą, przechowujemy do 12 miesięcy',
      'przetwarzane na podstawie zgody przechowujemy do jej wycofania. Dokumentację medyczną przechowujemy przez okres ',
      'wymagany przepisami (co do zasady 20 lat).',
      'Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia',
      'oraz wniesienia sprzeciwu. Możesz też złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, ',
      '00-193 Warszawa).',
      'Podanie danych jest dobrowolne, ale bez numeru telefonu lub adresu e-mail nie będziemy mogli odpowiedzieć na ',
      'zapytanie. Nie podejmujemy decyzji w sposób zautomatyzowany i nie profilujemy pacjentów.',
    ]) {
      expect(notice.text, phrase).toContain(phrase);
    }
    expect(notice.marketingText).toBe(
      'Zgadzam się na otrzymywanie SMS-em i e-mailem informacji o nowościach i promocjach oraz przypomnień o wizytach kontrolnych. Zgodę mogę wycofać w każdej chwili.',
    );
  });

  it('a registered office that repeats the company name names it once; a name with regex characters is matched literally', () => {
    const content = createDemoContent();
    content.site.profile = {
      legalName: 'Dent (Plus) sp. z o.o.',
      privacy: { registeredOffice: 'Dent (Plus) sp. z o.o.,  ul. Krótka 2, 00-002 Warszawa' },
    };
    expect(demoPrivacyNotice(new DemoStore(content)).text.split('\n\n')[0]).toBe(
      'Administratorem Twoich danych osobowych jest Dent (Plus) sp. z o.o., z siedzibą: ul. Krótka 2, 00-002 Warszawa. W sprawach dotyczących danych możesz pisać.',
    );
    content.site.profile = { legalName: 'Dent.Plus', privacy: { registeredOffice: 'DentXPlus, ul. Krótka 2' } };
    expect(demoPrivacyNotice(new DemoStore(content)).text.split('\n\n')[0]).toContain(
      'z siedzibą: DentXPlus, ul. Krótka 2.',
    );
  });

  it('a DPO without a name is called by the role', () => {
    const content = createDemoContent();
    content.site.profile = { ...content.site.profile, privacy: { dpoEmail: 'iod@x.example' } };
    expect(demoPrivacyNotice(new DemoStore(content)).text).toContain(
      'Wyznaczyliśmy inspektora ochrony danych: Inspektor ochrony danych, iod@x.example.',
    );
  });
});
