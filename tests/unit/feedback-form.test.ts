import { describe, expect, it } from 'vitest';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { containsPesel, feedbackFailure, pagePath, parseFeedbackForm } from '@/components/feedback/form';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('the report-a-problem form', () => {
  it('sends the trimmed text, source site, and the page as a path without its query', () => {
    expect(parseFeedbackForm(form({ message: '  Zdjęcie się nie ładuje  ', page: '/zabiegi/implanty?utm_source=x&imie=Jan#faq' }), null)).toEqual({
      ok: true,
      input: { message: 'Zdjęcie się nie ładuje', source: 'site', pageUrl: '/zabiegi/implanty' },
    });
  });

  it('takes the path from the Referer when the field is empty, and leaves out what is not a path of this site', () => {
    expect(pagePath('', 'https://klinika.example/o-nas?x=1')).toBe('/o-nas');
    expect(pagePath(undefined, null)).toBeUndefined();
    for (const bad of ['//evil.example/x', 'https://evil.example/', 'o-nas', '/a b', '/a\\b', `/${'x'.repeat(300)}`]) expect(pagePath(bad, null), bad).toBeUndefined();
    const parsed = parseFeedbackForm(form({ message: 'Literówka w nagłówku', page: '//evil.example' }), null);
    expect(parsed.ok && parsed.input).toEqual({ message: 'Literówka w nagłówku', source: 'site' });
  });

  it('refuses a too short or too long text, keeping what was typed', () => {
    const short = parseFeedbackForm(form({ message: ' a ' }), null);
    expect(short).toMatchObject({ ok: false, state: { status: 'invalid', message: 'a', error: 'Opisz problem w kilku słowach.' } });
    expect(parseFeedbackForm(form({ message: 'x'.repeat(2001) }), null)).toMatchObject({ ok: false, state: { error: 'Opis może mieć najwyżej 2000 znaków.' } });
    expect(parseFeedbackForm(form({}), null).ok).toBe(false);
  });

  it('refuses a text holding a PESEL (valid check digit only, so a phone or an order number passes)', () => {
    expect(containsPesel('mój PESEL 44051401359, proszę o kontakt')).toBe(true);
    expect(containsPesel('numer 44051401358')).toBe(false);
    expect(containsPesel('tel. 601234567, NIP 1234563218')).toBe(false);
    expect(parseFeedbackForm(form({ message: 'Błąd przy 44051401359' }), null)).toMatchObject({ ok: false, state: { status: 'invalid' } });
  });

  it('tells how long to wait after a rate limit, in Polish plural forms', () => {
    const limited = (s: number) => feedbackFailure(new ClinicApiError({ status: 429, code: 'feedback_rate_limited', retryAfter: s }), 'tekst');
    expect(limited(30)).toEqual({ status: 'limited', message: 'tekst', error: 'Przyjęliśmy już wiele zgłoszeń. Spróbuj ponownie za minutę.' });
    expect(limited(120).error).toMatch(/za 2 minuty\.$/);
    expect(limited(5 * 60).error).toMatch(/za 5 minut\.$/);
    expect(limited(22 * 60).error).toMatch(/za 22 minuty\.$/);
    expect(limited(12 * 60).error).toMatch(/za 12 minut\.$/);
    expect(feedbackFailure(new ClinicApiError({ status: 502 }), 'tekst')).toMatchObject({ status: 'failed', message: 'tekst' });
  });
});
