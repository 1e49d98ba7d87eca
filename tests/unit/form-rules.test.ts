import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import {
  optionalEmail,
  optionalPhone,
  patientMessage,
  patientName,
  patientPhone,
  phoneDigits,
  phoneProblem,
  EMAIL_MAX,
  NAME_MAX,
  MESSAGE_MAX,
} from '@/lib/validation/patient';
import { emptyLeadValues, type LeadFormValues } from '@/components/enquiry/form';
import { validateLeadForm } from '@/components/enquiry/validate';
import { latestPreferredDate, normaliseDate, normaliseTime, validateWindows } from '@/components/enquiry/validate';
import { BookingRequest, fieldErrors } from '@/components/booking/request';
import {
  containsPesel,
  feedbackFailure,
  pagePath,
  parseFeedbackForm,
  FEEDBACK_MAX,
  FEEDBACK_MIN,
} from '@/components/feedback/form';

/**
 * The edges of the forms' rules: the API's (a phone is a contact from 6 digits; 1 to 3 windows on real days with
 * "from" before "to") and the site's own limits, each checked on both sides of the boundary.
 */
const m = t.leads;
const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('patient fields at their limits', () => {
  it('a phone counts from 6 to 15 digits; a leading 00 is not counted', () => {
    expect(phoneProblem('123 456')).toBeNull();
    expect(phoneProblem('12345')).toBe(m.phoneTooShort);
    expect(phoneProblem('123456789012345')).toBeNull();
    expect(phoneProblem('1234567890123456')).toBe(m.phoneTooLong);
    expect(phoneProblem('00 123 456 789 012 345')).toBeNull();
    expect(phoneProblem('00 12345')).toBe(m.phoneTooShort);
    expect(phoneDigits('600 00 00')).toBe('6000000');
    expect(phoneDigits('+48 (600) 100-200')).toBe('48600100200');
  });

  it('a phone may be written with spaces, dots, dashes, slashes and brackets, a + only in front', () => {
    for (const ok of ['600.100.200', '22/123 45 67', '(22) 123-45-67', '+48 600 100 200'])
      expect(phoneProblem(ok), ok).toBeNull();
    for (const bad of ['600 100 200 wew. 12', '600_100_200', '600 100 200+', 'x600100200', '600100200x'])
      expect(phoneProblem(bad), bad).toBe(m.phoneInvalid);
  });

  it('an optional phone is tidied, and whitespace alone is none', () => {
    expect(optionalPhone.parse(' 600   100  200 ')).toBe('600 100 200');
    expect(optionalPhone.parse('   ')).toBeUndefined();
    expect(first(optionalPhone.safeParse('600 100 200 x'))).toBe(m.phoneInvalid);
    expect(first(patientPhone.safeParse('600 100 200 x'))).toBe(m.phoneInvalid);
    expect(first(patientPhone.safeParse(''))).toBe(m.phoneRequired);
  });

  it('a name of 2 and of 120 characters is fine; whitespace alone is no name', () => {
    expect(patientName.parse('Al')).toBe('Al');
    expect(patientName.parse('A'.repeat(NAME_MAX))).toHaveLength(NAME_MAX);
    expect(first(patientName.safeParse('    '))).toBe(m.nameRequired);
    expect(first(patientName.safeParse(' A '))).toBe(m.nameTooShort);
  });

  it('an e-mail longer than 254 characters is refused; an optional one is trimmed', () => {
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.pl`;
    expect(long.length).toBeGreaterThan(EMAIL_MAX);
    expect(first(optionalEmail.safeParse(long))).toBe(m.emailInvalid);
    expect(optionalEmail.parse('  jan@example.pl ')).toBe('jan@example.pl');
    expect(optionalEmail.parse(undefined)).toBeUndefined();
  });

  it('a message of exactly 2000 characters is kept', () => {
    expect(patientMessage.parse('x'.repeat(MESSAGE_MAX))).toHaveLength(MESSAGE_MAX);
    expect(patientMessage.parse(undefined)).toBeUndefined();
  });
});

describe('preferred time windows', () => {
  const today = '2026-03-12';
  const row = (date: string, from: string, to: string) => ({ date, from, to });

  it('reads "9:30", "09.30", "09:30:00"; refuses hours past 23:59 and other shapes', () => {
    expect(normaliseTime(' 9:30 ')).toBe('09:30');
    expect(normaliseTime('09.30')).toBe('09:30');
    expect(normaliseTime('23:59')).toBe('23:59');
    expect(normaliseTime('00:00')).toBe('00:00');
    for (const bad of ['24:00', '23:60', '9', '930', '09:3', '123:00', '09:30:0', 'x09:30', '09:30x'])
      expect(normaliseTime(bad), bad).toBeNull();
  });

  it('reads ISO dates and the Polish "12.3.2026", only for real days', () => {
    expect(normaliseDate(' 2026-03-14 ')).toBe('2026-03-14');
    expect(normaliseDate('1.4.2026')).toBe('2026-04-01');
    expect(normaliseDate('14.03.2026')).toBe('2026-03-14');
    for (const bad of ['31.4.2026', '14/03/2026', '14.03.26', '2026-3-14', 'x14.03.2026', '14.03.2026x'])
      expect(normaliseDate(bad), bad).toBeNull();
  });

  it('today and 366 days ahead are fine; yesterday and 367 days ahead are not', () => {
    expect(latestPreferredDate(today)).toBe('2027-03-13');
    expect(latestPreferredDate('2028-02-28')).toBe('2029-02-28');
    expect(validateWindows([row(today, '09:00', '10:00')], today).errors).toEqual({});
    expect(validateWindows([row('2027-03-13', '09:00', '10:00')], today).errors).toEqual({});
    expect(validateWindows([row('2027-03-14', '09:00', '10:00')], today).errors).toEqual({ w0_date: m.dateTooFar });
    expect(validateWindows([row('2026-03-11', '09:00', '10:00')], today).errors).toEqual({ w0_date: m.datePast });
  });

  it('"to" equal to "from" is refused; a bad "from" and a missing "to" are named each', () => {
    expect(validateWindows([row(today, '10:00', '10:00')], today)).toEqual({
      windows: [],
      errors: { w0_to: m.timeOrder },
    });
    expect(validateWindows([row(today, '25:00', '')], today).errors).toEqual({
      w0_from: m.timeInvalid,
      w0_to: m.timeRequired,
    });
    expect(validateWindows([row(today, '10:00', 'jutro')], today).errors).toEqual({ w0_to: m.timeInvalid });
  });

  it('a row with only spaces is skipped; each row is keyed by its own position; a bad date keeps the window out', () => {
    const r = validateWindows(
      [row(' ', ' ', ' '), row('2026-03-13', '8:00', '9:00'), row('2026-02-30', '08:00', '09:00')],
      today,
    );
    expect(r.errors).toEqual({ w2_date: m.dateInvalid });
    expect(r.windows).toEqual([{ date: '2026-03-13', from: '08:00', to: '09:00' }]);
    expect(validateWindows([row('', '', '10:00')], today).errors).toEqual({
      w0_date: m.dateRequired,
      w0_from: m.timeRequired,
    });
    // A field of spaces is an empty field, not a wrong one.
    expect(validateWindows([row('  ', '09:00', '10:00')], today).errors).toEqual({ w0_date: m.dateRequired });
    expect(validateWindows([row(today, '  ', '  ')], today).errors).toEqual({
      w0_from: m.timeRequired,
      w0_to: m.timeRequired,
    });
    expect(validateWindows([row(today, ' 09:00 ', ' 10:00 ')], today)).toEqual({
      windows: [{ date: today, from: '09:00', to: '10:00' }],
      errors: {},
    });
  });
});

describe('the enquiry form as a whole', () => {
  const today = '2026-03-12';
  const form = (patch: Partial<LeadFormValues> = {}): LeadFormValues => ({
    ...emptyLeadValues(),
    name: 'Jan Kowalski',
    phone: '600 100 200',
    ...patch,
  });

  it('passes on what the patient chose, tidied; empty choices are none', () => {
    const r = validateLeadForm(
      form({
        email: ' jan@example.pl ',
        message: ' Boli ',
        serviceSlug: 'higienizacja',
        doctorSlug: '',
        marketingConsent: true,
        windows: [{ date: '13.03.2026', from: '9:00', to: '10:00' }],
      }),
      today,
    );
    expect(r).toEqual({
      ok: true,
      lead: {
        name: 'Jan Kowalski',
        phone: '600 100 200',
        email: 'jan@example.pl',
        message: 'Boli',
        serviceSlug: 'higienizacja',
        doctorSlug: undefined,
        marketingConsent: true,
        windows: [{ date: '2026-03-13', from: '09:00', to: '10:00' }],
      },
    });
  });

  it('a phone and an e-mail of spaces only are no contact', () => {
    expect(validateLeadForm(form({ phone: '  ', email: ' ' }), today)).toEqual({
      ok: false,
      errors: { phone: m.contactRequired },
    });
  });

  it('a doctor that is not a slug is refused on its own field; a window error is keyed by the window', () => {
    const r = validateLeadForm(
      form({ doctorSlug: 'Dr Anna', windows: [{ date: '2026-03-11', from: '9:00', to: '10:00' }] }),
      today,
    );
    expect(r).toEqual({ ok: false, errors: { doctorSlug: m.choiceInvalid, w0_date: m.datePast } });
  });
});

describe('the booking request', () => {
  const ok = {
    serviceId: 's',
    resourceId: 'r',
    startAt: 1795000000,
    name: 'Jan Kowalski',
    phone: '600 100 200',
    email: '',
    note: '',
  };

  it('ids are trimmed, 1 to 100 characters; the time is a positive whole second', () => {
    expect(BookingRequest.parse({ ...ok, serviceId: ' s1 ', resourceId: 'r'.repeat(100) })).toMatchObject({
      serviceId: 's1',
      resourceId: 'r'.repeat(100),
    });
    for (const bad of [
      { serviceId: '  ' },
      { resourceId: 'r'.repeat(101) },
      { startAt: 0 },
      { startAt: 1.5 },
      { privacyNoticeVersion: 'v'.repeat(101) },
    ]) {
      expect(BookingRequest.safeParse({ ...ok, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    expect(
      BookingRequest.parse({ ...ok, privacyNoticeVersion: 'v'.repeat(100), marketingConsent: true }),
    ).toMatchObject({ marketingConsent: true });
  });

  it('reports the first problem of each patient field, and none for the ids or the time', () => {
    const res = BookingRequest.safeParse({
      ...ok,
      serviceId: '',
      startAt: -1,
      name: '',
      phone: 'x',
      note: 'x'.repeat(2001),
    });
    expect(res.success).toBe(false);
    expect(fieldErrors(res.error!)).toEqual({
      name: m.nameRequired,
      phone: m.phoneInvalid,
      note: m.messageTooLong(2000),
    });
  });
});

describe('the report-a-problem form at its limits', () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    return f;
  };

  it('3 and 2000 characters are fine; 2 are too few', () => {
    expect(parseFeedbackForm(form({ message: 'x'.repeat(FEEDBACK_MIN) }), null).ok).toBe(true);
    expect(parseFeedbackForm(form({ message: 'x'.repeat(FEEDBACK_MAX) }), null).ok).toBe(true);
    expect(parseFeedbackForm(form({ message: 'xx' }), null)).toEqual({
      ok: false,
      state: { status: 'invalid', message: 'xx', error: t.feedback.tooShort },
    });
    expect(parseFeedbackForm(form({ message: 'Mój PESEL to 44051401359' }), null)).toEqual({
      ok: false,
      state: { status: 'invalid', message: 'Mój PESEL to 44051401359', error: t.feedback.personalData },
    });
  });

  it('the page field wins over the Referer; a path of 300 characters is kept, 301 is not', () => {
    expect(pagePath('/kontakt', 'https://klinika.example/o-nas')).toBe('/kontakt');
    expect(pagePath('  /kontakt  ', null)).toBe('/kontakt');
    expect(pagePath(`/${'x'.repeat(299)}`, null)).toHaveLength(300);
    expect(pagePath(`/${'x'.repeat(300)}`, null)).toBeUndefined();
    expect(pagePath('', 'nie adres')).toBeUndefined();
    expect(pagePath(42, 'https://klinika.example/zespol#anna')).toBe('/zespol');
    expect(pagePath('/a\u0007b', null)).toBeUndefined();
    expect(pagePath('/', null)).toBe('/');
    expect(parseFeedbackForm(form({ message: 'Literówka' }), 'https://klinika.example/o-nas')).toEqual({
      ok: true,
      input: { message: 'Literówka', source: 'site', pageUrl: '/o-nas' },
    });
  });

  it('a PESEL is 11 digits standing alone with the right check digit', () => {
    expect(containsPesel('44051401359')).toBe(true);
    expect(containsPesel('02070803628')).toBe(true);
    expect(containsPesel('144051401359')).toBe(false);
    expect(containsPesel('440514013591')).toBe(false);
    expect(containsPesel('12345678901 i 44051401359')).toBe(true);
    expect(containsPesel('4405140135')).toBe(false);
  });

  it('a rate limit without a wait is a minute; any other failure is general', () => {
    expect(feedbackFailure(new ClinicApiError({ status: 429 }), 'x')).toEqual({
      status: 'limited',
      message: 'x',
      error: t.feedback.limited(1),
    });
    expect(feedbackFailure(new ClinicApiError({ status: 503, retryAfter: 120 }), 'x')).toEqual({
      status: 'failed',
      message: 'x',
      error: t.feedback.failed,
    });
    expect(feedbackFailure(new Error('boom'), 'x')).toEqual({
      status: 'failed',
      message: 'x',
      error: t.feedback.failed,
    });
  });
});
