import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { emptyLeadValues, readLeadForm, type LeadFormValues } from '@/components/enquiry/form';
import { validateLeadForm } from '@/components/enquiry/validate';
import { clinicToday, normaliseDate, normaliseTime } from '@/components/enquiry/validate';
import { toLeadPayload } from '@/components/enquiry/form';
import { OnceStore } from '@/components/enquiry/send';
import { sendLead } from '@/components/enquiry/send';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';

const m = t.leads;
const today = '2026-03-12';
const form = (patch: Partial<LeadFormValues> = {}): LeadFormValues => ({
  ...emptyLeadValues(),
  name: 'Jan Kowalski',
  phone: '600 100 200',
  ...patch,
});
const win = (date: string, from: string, to: string) => [
  { date, from, to },
  { date: '', from: '', to: '' },
  { date: '', from: '', to: '' },
];
const errorsOf = (v: LeadFormValues) => {
  const r = validateLeadForm(v, today);
  return r.ok ? {} : r.errors;
};

describe('enquiry form validation', () => {
  it('accepts name with a phone or an e-mail', () => {
    expect(validateLeadForm(form(), today).ok).toBe(true);
    expect(validateLeadForm(form({ phone: '', email: 'jan@example.pl' }), today).ok).toBe(true);
  });

  it('asks for a contact when neither phone nor e-mail is given (the API would reject it)', () => {
    expect(errorsOf(form({ phone: '', email: '' }))).toEqual({ phone: m.contactRequired });
  });

  it('ties each error to its field, in Polish', () => {
    expect(
      errorsOf(form({ name: '', phone: '12-34', email: 'jan@', message: 'x'.repeat(2001), serviceSlug: 'Nie Slug!' })),
    ).toEqual({
      name: m.nameRequired,
      phone: m.phoneTooShort,
      email: m.emailInvalid,
      message: m.messageTooLong(2000),
      serviceSlug: m.choiceInvalid,
    });
  });

  it('checks preferred windows: a real day from today on, both hours, "to" after "from"', () => {
    expect(errorsOf(form({ windows: win('2026-02-30', '09:00', '12:00') }))).toEqual({ w0_date: m.dateInvalid });
    expect(errorsOf(form({ windows: win('2026-03-11', '09:00', '12:00') }))).toEqual({ w0_date: m.datePast });
    expect(errorsOf(form({ windows: win('2028-03-12', '09:00', '12:00') }))).toEqual({ w0_date: m.dateTooFar });
    expect(errorsOf(form({ windows: win('2026-03-12', '12:00', '09:00') }))).toEqual({ w0_to: m.timeOrder });
    expect(errorsOf(form({ windows: win('2026-03-13', '', '25:00') }))).toEqual({
      w0_from: m.timeRequired,
      w0_to: m.timeInvalid,
    });
    expect(errorsOf(form({ windows: win('', '09:00', '10:00') }))).toEqual({ w0_date: m.dateRequired });
  });

  it('skips empty rows and normalises what people type', () => {
    const r = validateLeadForm(
      form({
        windows: [
          { date: '', from: '', to: '' },
          { date: '14.03.2026', from: '9.30', to: '12:00' },
          { date: '', from: '', to: '' },
        ],
      }),
      today,
    );
    expect(r.ok && r.lead.windows).toEqual([{ date: '2026-03-14', from: '09:30', to: '12:00' }]);
    expect(normaliseDate('2024-02-29')).toBe('2024-02-29');
    expect(normaliseDate('2025-02-29')).toBeNull();
    expect(normaliseTime('09:30:00')).toBe('09:30');
  });

  it("knows the clinic's today in Warsaw, not UTC", () => {
    expect(clinicToday(new Date('2026-03-12T23:30:00Z'))).toBe('2026-03-13');
  });

  it('reads a posted form, bounding what a forged post can make it hold', () => {
    const fd = new FormData();
    fd.set('name', 'Anna');
    fd.set('message', 'x'.repeat(10_000));
    fd.set('marketingConsent', 'yes');
    fd.set('w1_date', '2026-03-14');
    const v = readLeadForm(fd);
    expect(v).toMatchObject({ name: 'Anna', phone: '', marketingConsent: true });
    expect(v.message).toHaveLength(4000);
    expect(v.windows[1]).toEqual({ date: '2026-03-14', from: '', to: '' });
  });
});

describe('the POST /leads body', () => {
  const valid = (patch: Partial<LeadFormValues> = {}) => {
    const r = validateLeadForm(form(patch), today);
    if (!r.ok) throw new Error('invalid');
    return r.lead;
  };

  it('sends every field the API accepts', () => {
    const lead = valid({
      email: 'jan@example.pl',
      message: 'Ile kosztuje?',
      marketingConsent: true,
      serviceSlug: 'implanty-zebowe',
      doctorSlug: 'anna-kowalczyk',
      windows: win('2026-03-14', '09:00', '12:00'),
    });
    expect(
      toLeadPayload(lead, {
        privacyNoticeVersion: '2025-10-01',
        attribution: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'implanty', gclid: 'g', fbclid: 'f' },
        page: '/zabiegi/implanty-zebowe',
        serviceName: 'Implanty zębowe',
        doctorName: 'dr Anna Kowalczyk',
      }),
    ).toEqual({
      name: 'Jan Kowalski',
      phone: '600 100 200',
      email: 'jan@example.pl',
      message: 'Ile kosztuje?',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'implanty',
      gclid: 'g',
      fbclid: 'f',
      privacyNoticeVersion: '2025-10-01',
      marketingConsent: true,
      timeRequest: {
        windows: [{ date: '2026-03-14', from: '09:00', to: '12:00' }],
        serviceSlug: 'implanty-zebowe',
        serviceName: 'Implanty zębowe',
        doctorSlug: 'anna-kowalczyk',
        doctorName: 'dr Anna Kowalczyk',
      },
      service: 'Implanty zębowe',
      doctor: 'dr Anna Kowalczyk',
      page: '/zabiegi/implanty-zebowe',
    });
  });

  it('omits what was not given: no consent unless ticked, no time request without windows', () => {
    expect(toLeadPayload(valid(), { attribution: {} })).toEqual({ name: 'Jan Kowalski', phone: '600 100 200' });
  });
});

describe('one enquiry per filled-in form', () => {
  it('a second submit while the first is in flight, or after it succeeded, gets the same answer', async () => {
    const once = new OnceStore<string>();
    let sends = 0;
    const work = async () => {
      sends++;
      await new Promise((r) => setTimeout(r, 10));
      return 'sent';
    };
    const [a, b] = await Promise.all([once.run('n1', work), once.run('n1', work)]);
    expect([a, b, await once.run('n1', work)]).toEqual(['sent', 'sent', 'sent']);
    expect(sends).toBe(1);
  });

  it('a failure is forgotten, so the patient can send again', async () => {
    const once = new OnceStore<string>();
    let n = 0;
    expect(
      await once.run(
        'n',
        async () => (++n === 1 ? 'failed' : 'sent'),
        (v) => v === 'sent',
      ),
    ).toBe('failed');
    expect(
      await once.run(
        'n',
        async () => (++n === 1 ? 'failed' : 'sent'),
        (v) => v === 'sent',
      ),
    ).toBe('sent');
    await expect(once.run('e', async () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(await once.run('e', async () => 'ok')).toBe('ok');
  });
});

describe('sending with one bounded retry', () => {
  const created = { ok: true, leadId: 'lead_1' };
  const clientAnswering = (answers: (() => Response)[]) => {
    const calls: Request[] = [];
    const client = new ClinicClient({
      baseUrl: 'http://api.test/api/v1',
      apiKey: 'k',
      transport: requestTransport(async (req) => {
        calls.push(req);
        const next = answers.shift();
        if (!next) throw new Error('no more answers');
        return next();
      }),
    });
    return { client, calls };
  };
  const json =
    (status: number, body: unknown, headers: Record<string, string> = {}) =>
    () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

  it('sends with strict and returns the created lead', async () => {
    const { client, calls } = clientAnswering([json(200, created)]);
    expect(await sendLead(client, { name: 'Jan', phone: '600100200' })).toEqual({ ok: true, created });
    expect(new URL(calls[0]!.url).searchParams.get('strict')).toBe('1');
    expect(calls[0]!.method).toBe('POST');
  });

  it('retries once after a 5xx or a 429 with a short Retry-After', async () => {
    const a = clientAnswering([json(503, { error: 'x' }, { 'retry-after': '0' }), json(200, created)]);
    expect(await sendLead(a.client, { name: 'Jan', phone: '600100200' })).toMatchObject({ ok: true });
    expect(a.calls).toHaveLength(2);
    const b = clientAnswering([json(429, { error: 'x' }, { 'retry-after': '0' }), json(200, created)]);
    expect(await sendLead(b.client, { name: 'Jan', phone: '600100200' })).toMatchObject({ ok: true });
  });

  it('gives up after the one retry, and does not wait out a long Retry-After', async () => {
    const a = clientAnswering([json(500, { error: 'x' }, { 'retry-after': '0' }), json(502, { error: 'x' })]);
    expect(await sendLead(a.client, { name: 'Jan', phone: '600100200' })).toMatchObject({
      ok: false,
      reason: 'unavailable',
      status: 502,
    });
    const b = clientAnswering([json(429, { error: 'x' }, { 'retry-after': '60' })]);
    expect(await sendLead(b.client, { name: 'Jan', phone: '600100200' })).toMatchObject({ ok: false, reason: 'busy' });
    expect(b.calls).toHaveLength(1);
  });

  it('does not retry a rejection', async () => {
    const a = clientAnswering([json(400, { error: 'x', code: 'missing_contact' })]);
    expect(await sendLead(a.client, { name: 'Jan' })).toMatchObject({
      ok: false,
      reason: 'rejected',
      code: 'missing_contact',
      queueable: false,
    });
  });

  it('counts a 200 it cannot read as not sent, logged by HTTP status and media type only, and sent once', async () => {
    const html = () =>
      new Response('<html><body>Przerwa techniczna. Jan 600100200</body></html>', {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    for (const answer of [html, json(200, { error: 'Service paused', code: 'maintenance' }), json(200, { ok: true })]) {
      const b = clientAnswering([answer]);
      const outcome = await sendLead(b.client, { name: 'Jan', phone: '600100200' });
      expect(outcome).toMatchObject({ ok: false, reason: 'unavailable', queueable: false });
      expect(b.calls).toHaveLength(1);
      const detail = (outcome as { detail: string }).detail;
      expect(detail).toMatch(/^502 invalid_response \(HTTP 200, (text\/html|application\/json)\)$/);
    }
  });

  it('marks no answer, a timeout and a server failure as worth keeping for later; a 429 or a 4xx not', async () => {
    const down = clientAnswering([json(503, { error: 'x' }, { 'retry-after': '0' }), json(503, { error: 'x' })]);
    expect(await sendLead(down.client, { name: 'Jan', phone: '600100200' })).toMatchObject({
      ok: false,
      status: 503,
      queueable: true,
    });
    const gateway = clientAnswering([
      () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ]);
    const g = await sendLead(gateway.client, { name: 'Jan', phone: '600100200' });
    expect(g).toMatchObject({ ok: false, queueable: true });
    expect((g as { detail: string }).detail).toContain('HTTP 502, text/html');
    const silent = clientAnswering([
      () => {
        throw new TypeError('fetch failed');
      },
      () => {
        throw new TypeError('fetch failed');
      },
    ]);
    expect(await sendLead(silent.client, { name: 'Jan', phone: '600100200' })).toMatchObject({
      ok: false,
      status: 0,
      queueable: true,
    });
    const slow = new ClinicClient({
      baseUrl: 'http://api.test/api/v1',
      apiKey: 'k',
      // Hangs until the client's timeout aborts the request, as fetch does.
      transport: requestTransport(
        (req) => new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
      ),
    });
    expect(
      await sendLead(
        slow,
        { name: 'Jan', phone: '600100200' },
        { timeoutMs: 50, retry: { retries: 0, on: 'transient', backoffMs: () => 0 } },
      ),
    ).toMatchObject({ ok: false, status: 0, code: 'timeout', queueable: true });
    const busy = clientAnswering([json(429, { error: 'x' }, { 'retry-after': '60' })]);
    expect(await sendLead(busy.client, { name: 'Jan', phone: '600100200' })).toMatchObject({ queueable: false });
    const auth = clientAnswering([json(401, { error: 'x' })]);
    expect(await sendLead(auth.client, { name: 'Jan', phone: '600100200' })).toMatchObject({ queueable: false });
  }, 10_000);

  it('retries a network failure once', async () => {
    const a = clientAnswering([
      () => {
        throw new TypeError('fetch failed');
      },
      json(200, created),
    ]);
    expect(await sendLead(a.client, { name: 'Jan', phone: '600100200' })).toMatchObject({ ok: true });
  }, 10_000);
});
