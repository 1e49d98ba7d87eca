import { describe, expect, it } from 'vitest';
import { readLeadBody } from '@/lib/demo-clinic/leads/body';
import { phoneKey } from '@/lib/demo-clinic/leads/contact';

describe("the demo's loose reading of a lead body", () => {
  it.each([
    ['name', ['name', 'full_name', 'FullName', 'imie', 'Imię', 'IMIE_NAZWISKO']],
    ['phone', ['phone', 'Tel', 'TELEFON', 'phone_number', 'Numer']],
    ['email', ['email', 'E-mail', 'MAIL']],
    ['message', ['message', 'wiadomosc', 'Wiadomość', 'MSG', 'comment', 'Opis']],
  ] as const)('maps every alias of %s in any letter case', (field, keys) => {
    for (const key of keys) expect(readLeadBody({ [key]: ' x ' }).fields[field], key).toBe('x');
  });

  it('a key with spaces around it is none of the named ones: it is kept with the lead', () => {
    const body = readLeadBody({ ' phone ': '600 100 200', 'email ': 'jan@example.pl' });
    expect(body.fields).toEqual({});
    expect(body.extra).toEqual({ ' phone ': '600 100 200', 'email ': 'jan@example.pl' });
  });

  it('matches a decomposed "imię" like the composed one', () => {
    expect(readLeadBody({ ['imię'.normalize('NFD')]: 'Anna' }).fields.name).toBe('Anna');
  });

  it('keeps unknown keys, and an alias that lost to the canonical key, with the lead', () => {
    const body = readLeadBody({
      telefon: '600 100 200',
      phone: '500 000 000',
      source_page: '/implanty',
      nested: { a: 1 },
    });
    expect(body.fields.phone).toBe('500 000 000');
    expect(body.extra).toEqual({ telefon: '600 100 200', source_page: '/implanty', nested: { a: 1 } });
  });

  it('reads tracking, consent, notice version and time request keys in any case', () => {
    const body = readLeadBody({
      UTM_Source: 'google',
      gclid: 'abc',
      PrivacyNoticeVersion: 'v1',
      MARKETINGCONSENT: true,
      timerequest: { windows: [] },
    });
    expect(body.tracking).toEqual({ utm_source: 'google', gclid: 'abc' });
    expect(body.privacyNoticeVersion).toBe('v1');
    expect(body.marketingConsent).toBe(true);
    expect(body.timeRequest).toEqual({ windows: [] });
  });

  it('takes a phone sent as a number, and treats an empty value as not given', () => {
    const body = readLeadBody({ tel: 600100200, email: '  ' });
    expect(body.fields.phone).toBe('600100200');
    expect(body.fields.email).toBeUndefined();
  });

  it('matches phones however written', () => {
    expect(phoneKey('+48 600 100 200')).toBe(phoneKey('600-100-200'));
    expect(phoneKey('0048600100200')).toBe('600100200');
    expect(phoneKey('12345')).toBeNull();
  });
});
