import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoHandler, type DemoHandler } from '@/lib/demo-clinic/handler';
import { DemoStore, type DemoLead } from '@/lib/demo-clinic/store';
import type { DemoContent } from '@/lib/demo-clinic/types';
import { seedBooking, type DemoBookingSetup } from '@/lib/demo-clinic/booking/setup';
import { createDemoLead, DEMO_PRIVACY_VERSION } from '@/lib/demo-clinic/leads';
import { DEFAULT_KEYS, DEMO_API_KEY } from '@/lib/demo-clinic/keys';

/** A small clinic of the tests' own, so the rules are checked independently of the demo fixtures. */
const setup: DemoBookingSetup = {
  catalog: {
    services: [
      {
        id: 'svc-check',
        name: 'Przegląd',
        durationMin: 30,
        priceLabel: 'od 200 zł',
        resourceIds: ['res-a', 'res-b'],
        serviceSlug: 'przeglad',
        nfz: false,
      },
      {
        id: 'svc-long',
        name: 'Leczenie kanałowe',
        durationMin: 60,
        priceLabel: null,
        resourceIds: ['res-a'],
        serviceSlug: null,
        nfz: false,
      },
      {
        id: 'svc-nfz',
        name: 'Leczenie NFZ',
        durationMin: 30,
        priceLabel: null,
        resourceIds: ['res-a'],
        serviceSlug: null,
        nfz: true,
      },
      {
        id: 'svc-nobody',
        name: 'Konsultacja',
        durationMin: 30,
        priceLabel: null,
        resourceIds: [],
        serviceSlug: null,
        nfz: false,
      },
    ],
    resources: [
      { id: 'res-a', name: 'Anna Kowalczyk', title: 'lek. dent.', doctorSlug: 'anna-kowalczyk' },
      { id: 'res-b', name: 'Piotr Nowicki', title: null, doctorSlug: null },
    ],
  },
  schedules: {
    'res-a': { mon: [{ opens: '08:00', closes: '12:00' }], tue: [{ opens: '08:00', closes: '12:00' }] },
    'res-b': { tue: [{ opens: '12:00', closes: '16:00' }] },
  },
};

function content(): DemoContent {
  return {
    site: {
      name: 'Klinika Testowa',
      primaryDomain: 'klinika.example',
      profile: {
        email: 'recepcja@klinika.example',
        phone: '+48 22 100 20 30',
        address: { street: 'ul. Długa 1', postalCode: '00-001', city: 'Warszawa' },
        openingHours: { mon: [{ opens: '08:00', closes: '20:00' }], tue: [{ opens: '08:00', closes: '20:00' }] },
      },
    },
  } as unknown as DemoContent;
}

// Monday 2026-11-23, 08:00 in Warsaw.
let nowMs = Date.parse('2026-11-23T07:00:00Z');
let store: DemoStore;
let handler: DemoHandler;

beforeEach(() => {
  nowMs = Date.parse('2026-11-23T07:00:00Z');
  store = new DemoStore(content());
  seedBooking(store, setup);
  handler = createDemoHandler({ store, mediaOrigin: 'http://demo.test', now: () => nowMs, rateLimit: 10_000 });
});

const api = (path: string, init: RequestInit = {}) =>
  handler(
    new Request(`http://demo.test/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${DEMO_API_KEY}`, ...init.headers },
    }),
  );
const OTHER_CLINIC_KEY = DEFAULT_KEYS.find((k) => k.clinicId !== 'demo')!.key;
const post = (body: unknown) =>
  api('/booking/appointments', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
const sec = (iso: string) => Date.parse(iso) / 1000;
// Tuesday 2026-11-24 09:30 in Warsaw.
const TUE_0930 = sec('2026-11-24T08:30:00Z');
const booking = (over: Record<string, unknown> = {}) => ({
  serviceId: 'svc-check',
  resourceId: 'res-a',
  startAt: TUE_0930,
  patient: { name: 'Jan Kowalski', phone: '+48 600 100 200', email: 'jan@example.com' },
  note: 'Boli mnie ząb',
  ...over,
});

describe('GET /booking/catalog and /booking/slots', () => {
  it('the catalog may be cached for a minute; free slots never', async () => {
    const cat = await api('/booking/catalog');
    expect(cat.headers.get('cache-control')).toBe('private, max-age=60');
    expect((await cat.json()).services).toHaveLength(4);
    const slots = await api('/booking/slots?service=svc-check&resource=res-a');
    expect(slots.status).toBe(200);
    expect(slots.headers.get('cache-control')).toBe('no-store');
    const body = await slots.json();
    expect(body.slots[0]).toEqual({
      resourceId: 'res-a',
      startAt: sec('2026-11-23T07:30:00Z'),
      endAt: sec('2026-11-23T08:00:00Z'),
      localDate: '2026-11-23',
      localStartMin: 510,
    });
  });

  it.each([
    ['', 'invalid_query'],
    ['?service=svc-check', 'invalid_query'],
    ['?resource=res-a', 'invalid_query'],
    ['?service=nope&resource=res-a', 'invalid_query'],
    ['?service=svc-check&resource=nope', 'invalid_query'],
    ['?service=svc-long&resource=res-b', 'invalid_query'],
    ['?service=svc-nfz&resource=res-a', 'nfz_phone_only'],
  ])('GET /booking/slots%s → 400 %s', async (query, code) => {
    const res = await api(`/booking/slots${query}`);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(code);
  });
});

describe('POST /booking/appointments: 400s', () => {
  it.each([
    ['not JSON', '{"serviceId":'],
    ['JSON that is not an object', '[1]'],
    ['no serviceId', booking({ serviceId: undefined })],
    ['no resourceId', booking({ resourceId: '' })],
    ['no startAt', booking({ startAt: undefined })],
    ['startAt not an integer', booking({ startAt: '1795000000' })],
    ['no patient', booking({ patient: undefined })],
    ['no patient.name', booking({ patient: { phone: '600100200' } })],
    ['blank patient.phone', booking({ patient: { name: 'Jan', phone: '  ' } })],
  ])('%s → 400 without a code, nothing stored', async (_, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(typeof json.error).toBe('string');
    expect(json.code).toBeUndefined();
    expect(store.appointments).toHaveLength(0);
    expect(store.leads).toHaveLength(0);
  });

  it('an NFZ service is phone-only: 400 nfz_phone_only, with a message saying so', async () => {
    const res = await post(booking({ serviceId: 'svc-nfz' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('nfz_phone_only');
    expect(body.error).toMatch(/telefon/i);
    expect(store.appointments).toHaveLength(0);
  });

  it('a service nobody performs cannot be booked', async () => {
    expect((await post(booking({ serviceId: 'svc-nobody' }))).status).toBe(400);
  });
});

describe('POST /booking/appointments: booking', () => {
  it('books a free slot: 201, a new lead at the booked stage, reception e-mail with a real .ics', async () => {
    const res = await post(booking());
    expect(res.status).toBe(201);
    const { appointment } = await res.json();
    expect(appointment).toEqual({
      id: expect.any(String),
      startAt: TUE_0930,
      endAt: TUE_0930 + 1800,
      leadId: expect.any(String),
    });
    expect(store.leads).toHaveLength(1);
    expect(store.leads[0]).toMatchObject({
      id: appointment.leadId,
      name: 'Jan Kowalski',
      phone: '+48 600 100 200',
      email: 'jan@example.com',
      stage: 'scheduled',
      source: 'api',
    });

    expect(store.emails).toHaveLength(1);
    const mail = store.emails[0]!;
    expect(mail.to).toBe('recepcja@klinika.example');
    expect(mail.text).toContain('Jan Kowalski');
    expect(mail.text).toContain('2026-11-24 09:30–10:00');
    const ics = mail.attachments[0]!;
    expect(ics.mime).toMatch(/^text\/calendar/);
    expect(ics.filename).toMatch(/\.ics$/);
    const text = ics.content;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // every line ends in CRLF
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(unfolded).toContain('DTSTART:20261124T083000Z\r\n');
    expect(unfolded).toContain('DTEND:20261124T090000Z\r\n');
    expect(unfolded).toMatch(new RegExp(`\\r\\nUID:${appointment.id}@klinika\\.example\\r\\n`));
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain('SUMMARY:Przegląd: Jan Kowalski\r\n');
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('the booked slot is no longer free', async () => {
    await post(booking());
    const { slots } = await (await api('/booking/slots?service=svc-check&resource=res-a')).json();
    expect(slots.some((s: { startAt: number }) => s.startAt === TUE_0930)).toBe(false);
    // A 60-minute visit starting at 9:00 would overlap it too.
    const long = await (await api('/booking/slots?service=svc-long&resource=res-a')).json();
    expect(long.slots.some((s: { startAt: number }) => s.startAt === TUE_0930 - 1800)).toBe(false);
  });

  it.each(['0048 600 100 200', '600-100-200', '+48600100200', '(+48) 600 100 200'])(
    'finds the lead by phone written as %s',
    async (phone) => {
      const existing = createDemoLead(
        store,
        { clinicId: 'demo', name: 'Jan K.', phone: '+48 600 100 200', source: 'form' },
        new Date(nowMs).toISOString(),
      );
      const res = await post(booking({ patient: { name: 'Jan Kowalski', phone } }));
      expect(res.status).toBe(201);
      expect((await res.json()).appointment.leadId).toBe(existing.id);
      expect(store.leads).toHaveLength(1);
      expect(existing.stage).toBe('scheduled');
    },
  );

  it.each(['visited', 'not_interested', 'unreachable'])(
    'a lead at stage %s keeps it; the appointment is still stored',
    async (stage) => {
      const lead = createDemoLead(
        store,
        { clinicId: 'demo', name: 'Jan', phone: '600100200', source: 'form' },
        new Date(nowMs).toISOString(),
      );
      lead.stage = stage;
      expect((await post(booking())).status).toBe(201);
      expect(lead.stage).toBe(stage);
      expect(store.appointments).toHaveLength(1);
    },
  );

  it('the same data again within 5 minutes returns the same appointment; nothing new is stored or sent', async () => {
    const first = await (await post(booking())).json();
    nowMs += 4 * 60_000 + 59_000;
    const again = await post(
      booking({ patient: { name: 'Jan Kowalski', phone: '0048600100200', email: 'jan@example.com' } }),
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(first);
    expect(store.appointments).toHaveLength(1);
    expect(store.emails).toHaveLength(1);
  });

  it('after 5 minutes the same data meets its own taken slot: 409', async () => {
    await post(booking());
    nowMs += 5 * 60_000;
    expect((await post(booking())).status).toBe(409);
    expect(store.appointments).toHaveLength(1);
  });

  it('a slot taken by someone else: 409 slot_taken with that day’s free slots', async () => {
    await post(booking());
    const res = await post(booking({ patient: { name: 'Ewa Nowak', phone: '501 502 503' } }));
    expect(res.status).toBe(409);
    const body = await res.json();
    // The description's error table: `error` set to `slot_taken`, the same code, and `slots`; nothing else.
    expect(Object.keys(body).sort()).toEqual(['code', 'error', 'slots']);
    expect(body.error).toBe('slot_taken');
    expect(body.code).toBe('slot_taken');
    expect(body.slots.length).toBeGreaterThan(0);
    expect(
      body.slots.every(
        (s: { localDate: string; resourceId: string }) => s.localDate === '2026-11-24' && s.resourceId === 'res-a',
      ),
    ).toBe(true);
    expect(body.slots.some((s: { startAt: number }) => s.startAt === TUE_0930)).toBe(false);
    expect(body.slots[0]).toEqual({
      resourceId: 'res-a',
      startAt: sec('2026-11-24T07:00:00Z'),
      endAt: sec('2026-11-24T07:30:00Z'),
      localDate: '2026-11-24',
      localStartMin: 480,
    });
  });

  it.each([
    ['off the grid', TUE_0930 + 600],
    ['in the past', sec('2026-11-23T06:30:00Z')],
    ['outside the specialist’s hours', sec('2026-11-24T12:00:00Z')],
  ])('a start that is not a free slot (%s) → 409', async (_, startAt) => {
    const res = await post(booking({ startAt }));
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('slot_taken');
    expect(store.appointments).toHaveLength(0);
  });

  it('takeNextSlot: the next booking finds its slot taken, the switch resets, and a fresh slot books', async () => {
    store.switches.takeNextSlot = true;
    const res = await post(booking());
    expect(res.status).toBe(409);
    const { slots } = await res.json();
    expect(store.switches.takeNextSlot).toBe(false);
    expect(slots.some((s: { startAt: number }) => s.startAt === TUE_0930)).toBe(false);
    expect(store.appointments).toHaveLength(1); // the phone booking that took it
    const retry = await post(booking({ startAt: slots[0].startAt }));
    expect(retry.status).toBe(201);
  });

  it('takeNextDay: reception fills the whole day by phone; the booking gets a 409 with no slot, the switch resets', async () => {
    const day = async () =>
      ((await (await api('/booking/slots?service=svc-check&resource=res-a')).json()).slots as { localDate: string }[])
        .map((s) => s.localDate)
        .filter((d) => d === '2026-11-24');
    const freeThatDay = (await day()).length; // 08:00–12:00 in 30-minute steps
    expect(freeThatDay).toBe(8);
    store.switches.takeNextDay = true;
    const res = await post(booking());
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'slot_taken', code: 'slot_taken', slots: [] });
    expect(store.switches.takeNextDay).toBe(false);
    expect(await day()).toEqual([]);
    expect(store.appointments).toHaveLength(freeThatDay);
    for (const a of store.appointments) expect(a.note).toMatch(/telefon.*takeNextDay/);
    // Other days keep their slots, and the next booking there goes through.
    expect((await post(booking({ startAt: sec('2026-11-30T08:30:00Z') }))).status).toBe(201);
  });

  it('another clinic sending the same data never gets this clinic’s appointment back', async () => {
    const first = await (await post(booking())).json();
    const other = await api('/booking/appointments', {
      method: 'POST',
      headers: { authorization: `Bearer ${OTHER_CLINIC_KEY}` },
      body: JSON.stringify(booking()),
    });
    expect(await other.json()).not.toHaveProperty('appointment', first.appointment);
    const list = await api('/booking/appointments', { headers: { authorization: `Bearer ${OTHER_CLINIC_KEY}` } });
    expect((await list.json()).appointments).toEqual([]);
  });

  it.each([
    ['name', { name: 'Jan Strauß' }, { name: 'Jan Strauss' }],
    ['e-mail', { email: 'strauß@example.com' }, { email: 'strauss@example.com' }],
  ])('“ß” and “ss” are not the same letters: another %s is other data, 409', async (_, a, b) => {
    const patient = { name: 'Jan Kowalski', phone: '+48 600 100 200', email: 'jan@example.com' };
    expect((await post(booking({ patient: { ...patient, ...a } }))).status).toBe(201);
    expect((await post(booking({ patient: { ...patient, ...b } }))).status).toBe(409);
  });

  it('records marketing consent only with the current notice version', async () => {
    await post(booking({ privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true }));
    const lead = store.leads[0] as DemoLead;
    expect(lead.submissions).toEqual([{ at: expect.any(String), privacyNoticeVersion: DEMO_PRIVACY_VERSION }]);
    expect(lead.consents.map((c) => c.channel).sort()).toEqual(['email', 'sms']);

    const other = await post(
      booking({
        startAt: TUE_0930 + 1800,
        patient: { name: 'Ewa', phone: '501502503' },
        privacyNoticeVersion: 'old',
        marketingConsent: true,
      }),
    );
    expect(other.status).toBe(201);
    expect(store.leads[1]!.consents).toEqual([]);
  });

  it('the appointment list (no-store) shows the booking with the patient', async () => {
    await post(booking());
    const res = await api('/booking/appointments');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { appointments } = await res.json();
    expect(appointments).toEqual([
      expect.objectContaining({
        serviceId: 'svc-check',
        resourceId: 'res-a',
        startAt: TUE_0930,
        patient: { name: 'Jan Kowalski', phone: '+48 600 100 200' },
        status: 'booked',
      }),
    ]);
  });
});
