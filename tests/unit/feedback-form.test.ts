import { describe, expect, it } from 'vitest';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import {
  containsEmail,
  containsPesel,
  containsPhoneNumber,
  feedbackFailure,
  initialFeedbackState,
  pagePath,
  parseFeedbackForm,
} from '@/components/feedback/form';
import { t } from '@/lib/i18n/feedback';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('the report-a-problem form', () => {
  it('sends the trimmed text, source site, and the page as a path without its query', () => {
    expect(
      parseFeedbackForm(
        form({ message: '  Zdjęcie się nie ładuje  ', page: '/zabiegi/implanty?utm_source=x&imie=Jan#faq' }),
        null,
      ),
    ).toEqual({
      ok: true,
      input: { message: 'Zdjęcie się nie ładuje', source: 'site', pageUrl: '/zabiegi/implanty' },
    });
  });

  it('takes the path from the Referer when the field is empty, and leaves out what is not a path of this site', () => {
    expect(pagePath('', 'https://klinika.example/o-nas?x=1')).toBe('/o-nas');
    expect(pagePath(undefined, null)).toBeUndefined();
    for (const bad of ['//evil.example/x', 'https://evil.example/', 'o-nas', '/a b', '/a\\b', `/${'x'.repeat(300)}`])
      expect(pagePath(bad, null), bad).toBeUndefined();
    const parsed = parseFeedbackForm(form({ message: 'Literówka w nagłówku', page: '//evil.example' }), null);
    expect(parsed.ok && parsed.input).toEqual({ message: 'Literówka w nagłówku', source: 'site' });
  });

  it('refuses a too short or too long text, keeping what was typed', () => {
    const short = parseFeedbackForm(form({ message: ' a ' }), null);
    expect(short).toMatchObject({
      ok: false,
      state: { status: 'invalid', message: 'a', error: 'Opisz problem w kilku słowach.' },
    });
    expect(parseFeedbackForm(form({ message: 'x'.repeat(2001) }), null)).toMatchObject({
      ok: false,
      state: { error: 'Opis może mieć najwyżej 2000 znaków.' },
    });
    expect(parseFeedbackForm(form({}), null).ok).toBe(false);
  });

  it('refuses a text holding a PESEL (valid check digit only, so a phone or an order number passes)', () => {
    expect(containsPesel('mój PESEL 44051401359, proszę o kontakt')).toBe(true);
    expect(containsPesel('numer 44051401358')).toBe(false);
    expect(containsPesel('tel. 601234567, NIP 1234563218')).toBe(false);
    expect(parseFeedbackForm(form({ message: 'Błąd przy 44051401359' }), null)).toMatchObject({
      ok: false,
      state: { status: 'invalid' },
    });
  });

  it('refuses e-mail addresses and phone numbers too: feedback "never carry patient data"', () => {
    const phones = [
      'Proszę o kontakt: 601234567',
      'tel. 601 234 567.',
      'dzwońcie na 601-234-567',
      'mój numer +48 601 234 567',
      '+48601234567',
      '0048 601 234 567',
      'rejestracja (22) 123 45 67 nie odbiera',
      'numer:601234567',
      'Anna, 601 234 567 10:30',
      'dzwonić 48601234567',
    ];
    const emails = ['pisać na jan.kowalski@gmail.com', 'ania+wizyta@poczta.onet.pl', 'Zażółć@gęślą.pl'];
    for (const message of [...phones, ...emails]) {
      expect(parseFeedbackForm(form({ message }), null), message).toEqual({
        ok: false,
        state: { status: 'invalid', message, error: t.feedback.personalData },
      });
    }
    for (const p of phones) expect(containsPhoneNumber(p), p).toBe(true);
    for (const e of emails) expect(containsEmail(e), e).toBe(true);
    expect(t.feedback.personalData).toMatch(/^Usuń z opisu dane osobowe .*telefonu.*e-mail.*danych pacjenta\.$/);
  });

  it('lets ordinary remarks through: dates, times, prices, versions, links and paths of the site', () => {
    const fine = [
      'Wizyta 25.11.2026 o 10:30 pokazuje się dwa razy',
      'Kalendarz: 2026-11-25 10:30 zamiast 11:30',
      'Godziny otwarcia 8:00-20:00 pn-pt, sob. 9:00 14:00',
      'Cena 1 200,50 zł zamiast 1 250 zł; 12 345 678,00 zł to pomyłka',
      'Po aktualizacji do 16.0.10 (build 2026.11.25) menu znika',
      'Link https://klinika.example/blog/123456789?utm=202611251030 nie działa',
      'Strona /zabiegi/implanty-2026 i /blog/123456789 ma literówkę',
      'Zamówienie ZAM123456789, kod 00-950 Warszawa',
      'W dniach 10 11 12 13 14 15 brak terminów',
      'Obrazek @klinika na instagramie jest nieostry',
      'Numer w stopce ma 8 cyfr: 22 123 45 6',
      'Wpisy z lat 2019 2020 2021 nie mają zdjęć',
      'Na telefonie brakuje obrazka logo@2x.png',
    ];
    for (const message of fine)
      expect(parseFeedbackForm(form({ message }), null), message).toMatchObject({ ok: true, input: { message } });
  });

  it('finds a phone however it is written: 00 or (+48) glued on, an area code in brackets, dashes between spaces', () => {
    for (const text of [
      'zadzwońcie 0048601234567',
      'rejestracja (22)1234567',
      'dzwońcie 601 - 234 - 567',
      'Proszę o telefon 601234567, dziękuję',
      'rejestracja (+48)601234567',
      'rejestracja (+48) 601 234 567',
      'rejestracja (48)601-234-567',
      'dzwoniłam 48601234567 2 razy',
    ])
      expect(containsPhoneNumber(text), text).toBe(true);
  });

  it('lets numbers that only look like a phone through: decimals, sums, sizes, lists, order numbers', () => {
    for (const text of [
      'Na stronie wynik 3,141592653 zamiast 3,14',
      'Suma 123 456 789,00 zł się nie zgadza',
      'Rozmiary 48 50 52 są niedostępne',
      'Gabinety 1 12 14 16 18 są dziś zamknięte',
      'Faktura 12345678901 ma zły numer',
      'Kod 4812345 nie działa',
      // A link is left out as a gap: the numbers on either side of it are not one number.
      'Link http://example.pl/x.601234567 nie działa',
      'Kod 12345https://klinika.example/a 6789 nie działa',
    ])
      expect(containsPhoneNumber(text), text).toBe(false);
  });

  it('finds e-mail addresses with digits in any part, but not a file name with a density suffix', () => {
    for (const text of ['pisać na 12345@poczta.pl', 'jan@o2.pl', 'anna@poczta.24h.pl'])
      expect(containsEmail(text), text).toBe(true);
    expect(containsEmail('Plik logo@2x.min.png się nie ładuje')).toBe(false);
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'pdf', 'css', 'js', 'html', 'woff'])
      expect(containsEmail(`Plik ikona@2x.${ext} i ikona@3x.${ext.toUpperCase()} są puste`), ext).toBe(false);
    expect(containsEmail('Plik font@2x.woff2 się nie wczytuje')).toBe(false);
  });

  it('takes the page from the Referer when the field holds only spaces, and nothing from a Referer that is no URL', () => {
    expect(pagePath('   ', 'https://klinika.example/o-nas')).toBe('/o-nas');
    expect(pagePath('', 'nie-adres')).toBeUndefined();
    expect(pagePath('/cennik', 'https://klinika.example/o-nas')).toBe('/cennik');
    expect(pagePath('cennik', 'https://klinika.example/o-nas')).toBeUndefined();
  });

  it('opens idle and empty: no text, no error, no answer yet', () => {
    expect(initialFeedbackState).toEqual({ status: 'idle', message: '', error: null, attempt: 0 });
  });

  it('tells how long to wait after a rate limit, in Polish plural forms', () => {
    const limited = (s: number) =>
      feedbackFailure(new ClinicApiError({ status: 429, code: 'feedback_rate_limited', retryAfter: s }), 'tekst');
    expect(limited(30)).toEqual({
      status: 'limited',
      message: 'tekst',
      error: 'Przyjęliśmy już wiele zgłoszeń. Spróbuj ponownie za minutę.',
    });
    expect(limited(120).error).toMatch(/za 2 minuty\.$/);
    expect(limited(5 * 60).error).toMatch(/za 5 minut\.$/);
    expect(limited(22 * 60).error).toMatch(/za 22 minuty\.$/);
    expect(limited(12 * 60).error).toMatch(/za 12 minut\.$/);
    expect(feedbackFailure(new ClinicApiError({ status: 502 }), 'tekst')).toMatchObject({
      status: 'failed',
      message: 'tekst',
    });
  });
});
