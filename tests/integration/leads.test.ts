import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo-server';
import { createLead, getPrivacyNotice } from '@/lib/clinic-api/leads';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import type { DemoLead } from '@/lib/demo-clinic/store';
import { flushWebhooks } from '@/lib/demo-clinic/webhooks';
import { createServer } from 'node:http';

let demo: Awaited<ReturnType<typeof startDemo>>;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(async () => {
  await demo?.close();
});
beforeEach(() => {
  const s = demo.instance.store;
  s.leads.length = 0;
  s.emails.length = 0;
  s.events.length = 0;
});

/** POST /leads with any body, as another integrator might send it. */
async function post(body: string | unknown, query = '') {
  const res = await fetch(`${demo.baseUrl}/leads${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demo.key}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    cache: res.headers.get('cache-control'),
    body: (await res.json()) as Record<string, unknown>,
  };
}
async function leads(): Promise<DemoLead[]> {
  return ((await (await fetch(`${demo.origin}/__demo/leads`)).json()) as { leads: DemoLead[] }).leads;
}
async function outbox() {
  return (await (await fetch(`${demo.origin}/__demo/outbox`)).json()) as {
    emails: { to: string; subject: string; text: string }[];
    events: { type: string; data: Record<string, unknown> }[];
  };
}
const window1 = { date: '2026-03-14', from: '09:00', to: '12:00' };

describe('GET /privacy', () => {
  it('answers the information clause with its version and the marketing box text, cacheable for a minute', async () => {
    const res = await fetch(`${demo.baseUrl}/privacy`, { headers: { authorization: `Bearer ${demo.key}` } });
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    const notice = await getPrivacyNotice(demo.client);
    expect(notice.version).toMatch(/\S/);
    expect(notice.text.split('\n\n').length).toBeGreaterThan(5);
    expect(notice.text).toContain('Nowy Uśmiech sp. z o.o.');
    expect(notice.marketingText).toMatch(/zgod/i);
  });
});

describe('POST /leads', () => {
  it('stores the lead, e-mails reception, emits lead.created, and is never cached', async () => {
    const r = await post({
      name: 'Jan Kowalski',
      phone: '600 100 200',
      email: 'jan@example.pl',
      message: 'Ile kosztuje implant?',
    });
    expect(r).toMatchObject({ status: 200, cache: 'no-store', body: { ok: true } });
    expect(r.body.warnings).toBeUndefined();
    const [lead] = await leads();
    expect(lead).toMatchObject({
      id: r.body.leadId,
      name: 'Jan Kowalski',
      phone: '600 100 200',
      email: 'jan@example.pl',
      message: 'Ile kosztuje implant?',
      source: 'api',
      stage: 'new',
    });
    const { emails, events } = await outbox();
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toMatch(/@/);
    expect(emails[0]!.text).toContain('Ile kosztuje implant?');
    expect(events).toEqual([expect.objectContaining({ type: 'lead.created', data: { leadId: r.body.leadId } })]);
  });

  it('matches keys loosely: Polish and English aliases in any letter case; unknown keys are kept', async () => {
    const r = await post({
      Imię: 'Anna Nowak',
      TELEFON: '+48 601 200 300',
      'E-Mail': 'anna@example.pl',
      Wiadomość: 'Proszę o kontakt',
      UTM_SOURCE: 'google',
      ulubiony_kolor: 'zielony',
      form: { id: 7 },
    });
    expect(r.status).toBe(200);
    const [lead] = await leads();
    expect(lead).toMatchObject({
      name: 'Anna Nowak',
      phone: '+48 601 200 300',
      email: 'anna@example.pl',
      message: 'Proszę o kontakt',
      tracking: { utm_source: 'google' },
    });
    expect(lead!.extra).toEqual({ ulubiony_kolor: 'zielony', form: { id: 7 } });
    for (const [body, field, value] of [
      [{ full_name: 'A B', numer: '600100200' }, 'name', 'A B'],
      [{ FullName: 'C D', tel: '600100200' }, 'name', 'C D'],
      [{ imie: 'E F', phone_number: '600100200' }, 'phone', '600100200'],
      [{ IMIE_NAZWISKO: 'G H', mail: 'g@example.pl' }, 'email', 'g@example.pl'],
      [{ name: 'I', tel: '600100200', msg: 'm1' }, 'message', 'm1'],
      [{ name: 'I', tel: '600100200', Comment: 'm2' }, 'message', 'm2'],
      [{ name: 'I', tel: '600100200', OPIS: 'm3' }, 'message', 'm3'],
      [{ name: 'I', tel: '600100200', wiadomosc: 'm4' }, 'message', 'm4'],
    ] as const) {
      const res = await post(body, '?strict=1');
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect((await leads()).at(-1)![field as 'name']).toBe(value);
    }
  });

  it('keeps all five attribution values with the lead', async () => {
    await post({
      name: 'Jan',
      phone: '600100200',
      utm_source: 'facebook',
      utm_medium: 'paid_social',
      utm_campaign: 'wybielanie',
      gclid: 'g-1',
      fbclid: 'f-1',
    });
    expect((await leads())[0]!.tracking).toEqual({
      utm_source: 'facebook',
      utm_medium: 'paid_social',
      utm_campaign: 'wybielanie',
      gclid: 'g-1',
      fbclid: 'f-1',
    });
  });

  describe('the contact rule: a phone counts with 6 digits or more', () => {
    it('without strict: stored with the missing_contact warning', async () => {
      const r = await post({ name: 'Jan', phone: '12 34 5' });
      expect(r).toMatchObject({ status: 200, body: { ok: true, warnings: ['missing_contact'] } });
      expect(await leads()).toHaveLength(1);
    });
    it('with strict (1 or true): 400 missing_contact and nothing stored, no e-mail, no event', async () => {
      for (const q of ['?strict=1', '?strict=true']) {
        expect(await post({ name: 'Jan', phone: '12345' }, q)).toMatchObject({
          status: 400,
          body: { code: 'missing_contact' },
        });
      }
      expect(await leads()).toHaveLength(0);
      expect(await outbox()).toEqual({ emails: [], events: [] });
    });
    it('6 digits, however written, are enough; an e-mail alone is enough', async () => {
      expect((await post({ phone: '60-01-00' }, '?strict=1')).status).toBe(200);
      expect((await post({ email: 'a@example.pl' }, '?strict=1')).status).toBe(200);
    });
    it('another strict value is not strict', async () => {
      expect(await post({ name: 'Jan' }, '?strict=yes')).toMatchObject({
        status: 200,
        body: { warnings: ['missing_contact'] },
      });
    });
  });

  describe('timeRequest', () => {
    it('a valid one is stored pending and returned, service and doctor matched by slug to their names', async () => {
      const r = await post(
        {
          name: 'Jan',
          phone: '600100200',
          timeRequest: {
            windows: [window1, { date: '2026-03-15', from: '15:00', to: '18:00' }],
            serviceSlug: 'implanty-zebowe',
            doctorSlug: 'anna-kowalczyk',
          },
        },
        '?strict=1',
      );
      expect(r.status).toBe(200);
      const tr = r.body.timeRequest as Record<string, unknown>;
      expect(tr).toMatchObject({
        status: 'pending',
        windows: [window1, { date: '2026-03-15', from: '15:00', to: '18:00' }],
      });
      expect(tr.id).toEqual(expect.any(String));
      expect(tr.service).toMatch(/implant/i);
      expect(tr.doctor).toMatch(/Anna Kowalczyk/);
      expect((await leads())[0]!.timeRequests).toEqual([tr]);
    });
    it('an unknown slug falls back to the text sent; no doctor means any doctor (null)', async () => {
      const r = await post({
        name: 'Jan',
        phone: '600100200',
        timeRequest: {
          windows: [window1],
          serviceSlug: 'nie-ma-takiego',
          serviceName: 'Konsultacja',
          doctorSlug: null,
        },
      });
      expect(r.body.timeRequest).toMatchObject({ service: 'Konsultacja', doctor: null });
      const r2 = await post({
        name: 'Jan',
        phone: '600100200',
        timeRequest: { windows: [window1], doctorName: 'dr Ktoś' },
      });
      expect(r2.body.timeRequest).toMatchObject({ service: null, doctor: 'dr Ktoś' });
    });
    it.each([
      ['no windows', { windows: [] }],
      ['four windows', { windows: [window1, window1, window1, window1] }],
      ['30 February', { windows: [{ date: '2026-02-30', from: '09:00', to: '10:00' }] }],
      ['from after to', { windows: [{ date: '2026-03-14', from: '12:00', to: '09:00' }] }],
      ['from equal to', { windows: [{ date: '2026-03-14', from: '09:00', to: '09:00' }] }],
      ['a bad hour', { windows: [{ date: '2026-03-14', from: '9:00', to: '24:00' }] }],
      ['a missing field', { windows: [{ date: '2026-03-14', from: '09:00' }] }],
      ['not an object', 'jutro rano'],
    ])(
      'invalid (%s): without strict dropped with a warning; with strict 400 and nothing stored',
      async (_label, timeRequest) => {
        const loose = await post({ name: 'Jan', phone: '600100200', timeRequest });
        expect(loose).toMatchObject({ status: 200, body: { warnings: ['invalid_time_request'] } });
        expect(loose.body.timeRequest).toBeUndefined();
        expect((await leads())[0]!.timeRequests).toEqual([]);
        const strict = await post({ name: 'Jan', phone: '600100200', timeRequest }, '?strict=1');
        expect(strict).toMatchObject({ status: 400, body: { code: 'invalid_time_request' } });
        expect(await leads()).toHaveLength(1);
      },
    );
    it('both problems without strict give both warnings', async () => {
      const r = await post({ name: 'Jan', timeRequest: { windows: [] } });
      expect(r.body.warnings).toEqual(['missing_contact', 'invalid_time_request']);
    });
  });

  it('a body that is not JSON: 400 invalid_json; JSON that is not an object: 400 invalid_body; nothing stored', async () => {
    expect(await post('{"name": "Jan",')).toMatchObject({ status: 400, body: { code: 'invalid_json' } });
    for (const body of ['[1,2]', '"Jan"', 'null', '42'])
      expect(await post(body)).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    expect(await leads()).toHaveLength(0);
  });

  describe('consent', () => {
    const current = async () => (await getPrivacyNotice(demo.client)).version;

    it('records the clause version shown with the submission, or none', async () => {
      const version = await current();
      await post({ name: 'A', phone: '600100200', privacyNoticeVersion: version });
      await post({ name: 'B', phone: '600100201' });
      const [a, b] = await leads();
      expect(a!.submissions).toEqual([{ at: expect.any(String), privacyNoticeVersion: version }]);
      expect(b!.submissions).toEqual([{ at: expect.any(String), privacyNoticeVersion: null }]);
    });

    it('marketing consent with a valid version is recorded per channel: SMS for the phone, e-mail for the address', async () => {
      const version = await current();
      await post({
        name: 'A',
        phone: '600 100 200',
        email: 'a@example.pl',
        privacyNoticeVersion: version,
        marketingConsent: true,
      });
      await post({ name: 'B', email: 'b@example.pl', privacyNoticeVersion: version, marketingConsent: true });
      const [a, b] = await leads();
      expect(a!.consents).toEqual([
        { channel: 'sms', address: '600 100 200', version, at: expect.any(String) },
        { channel: 'email', address: 'a@example.pl', version, at: expect.any(String) },
      ]);
      expect(b!.consents.map((c) => c.channel)).toEqual(['email']);
    });

    it('counts only with a valid version: none, an old one, or an unticked box record nothing', async () => {
      await post({ name: 'A', phone: '600100200', marketingConsent: true });
      await post({ name: 'B', phone: '600100201', marketingConsent: true, privacyNoticeVersion: '2019-01-01' });
      await post({ name: 'C', phone: '600100202', marketingConsent: false, privacyNoticeVersion: await current() });
      await post({ name: 'D', phone: '600100203', marketingConsent: 'true', privacyNoticeVersion: await current() });
      for (const lead of await leads()) expect(lead.consents, lead.name!).toEqual([]);
    });
  });

  it('the typed client sends strict and surfaces the 400 code', async () => {
    const created = await createLead(demo.client, {
      name: 'Jan',
      phone: '600100200',
      timeRequest: { windows: [window1] },
    });
    expect(created).toMatchObject({ ok: true, timeRequest: { status: 'pending' } });
    const err = await createLead(demo.client, { name: 'Jan' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect((err as ClinicApiError).code).toBe('missing_contact');
    const loose = await createLead(demo.client, { name: 'Jan' }, { strict: false });
    expect(loose.warnings).toEqual(['missing_contact']);
  });
});

describe('lead.created reaches a configured webhook', () => {
  it('is delivered with the lead id only, no patient data', async () => {
    const received: { type: string; data: Record<string, unknown> }[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const port = (hook.address() as { port: number }).port;
    const withHook = await startDemo({ webhookUrl: `http://127.0.0.1:${port}/hook` });
    try {
      const created = await createLead(withHook.client, { name: 'Jan Webhook', phone: '600100200' });
      await flushWebhooks(withHook.instance.store);
      expect(received).toEqual([expect.objectContaining({ type: 'lead.created', data: { leadId: created.leadId } })]);
      expect(JSON.stringify(received)).not.toContain('Jan Webhook');
      expect(withHook.instance.store.events[0]!.delivery).toBe('delivered');
    } finally {
      await withHook.close();
      await new Promise((r) => hook.close(r));
    }
  });
});
