import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoHandler, type DemoHandler } from '@/lib/demo-clinic/handler';
import { DemoStore } from '@/lib/demo-clinic/store';
import type { DemoContent } from '@/lib/demo-clinic/types';
import { seedBooking, type DemoBookingSetup } from '@/lib/demo-clinic/booking/setup';
import { createDemoLead } from '@/lib/demo-clinic/leads';
import { bookDemoAppointment, moveToBookedStage } from '@/lib/demo-clinic/booking/book';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';

/**
 * POST /booking/appointments rules 1-4 of the API description in the detail reception and the patient depend on:
 * what reception's e-mail and its calendar file say, which "same data" returns the existing appointment, and
 * which stages booking moves. A clinic of the test's own (Monday and Tuesday mornings); the 409 `error` text is
 * not asserted (it is being aligned with the description).
 */
const setup: DemoBookingSetup = {
  catalog: {
    services: [
      {
        id: 'svc',
        name: 'Przegląd',
        durationMin: 30,
        priceLabel: null,
        resourceIds: ['res'],
        serviceSlug: null,
        nfz: false,
      },
    ],
    resources: [{ id: 'res', name: 'Anna Kowalczyk', title: 'lek. dent.', doctorSlug: null }],
  },
  schedules: { res: { mon: [{ opens: '08:00', closes: '12:00' }], tue: [{ opens: '08:00', closes: '12:00' }] } },
};

function content(
  profile: Record<string, unknown> | null,
  primaryDomain: string | null = 'klinika.example',
): DemoContent {
  return { site: { name: 'Klinika Testowa', primaryDomain, profile } } as unknown as DemoContent;
}
const fullProfile = {
  email: 'recepcja@klinika.example',
  address: { street: 'ul. Długa 1', postalCode: '00-001', city: 'Warszawa' },
};

let nowMs: number;
let store: DemoStore;
let handler: DemoHandler;
function start(c: DemoContent) {
  nowMs = Date.parse('2026-11-23T07:00:00Z'); // Monday 08:00 in Warsaw
  store = new DemoStore(c);
  seedBooking(store, setup);
  handler = createDemoHandler({ store, mediaOrigin: 'http://demo.test', now: () => nowMs, rateLimit: 10_000 });
}
beforeEach(() => start(content(fullProfile)));

const sec = (iso: string) => Date.parse(iso) / 1000;
const TUE_0930 = sec('2026-11-24T08:30:00Z');
const booking = (over: Record<string, unknown> = {}, patient: Record<string, unknown> = {}) => ({
  serviceId: 'svc',
  resourceId: 'res',
  startAt: TUE_0930,
  patient: { name: 'Jan Kowalski', phone: '+48 600 100 200', email: 'jan@example.com', ...patient },
  note: 'Boli mnie ząb',
  ...over,
});
async function post(body: unknown) {
  const res = await handler(
    new Request('http://demo.test/api/v1/booking/appointments', {
      method: 'POST',
      headers: { authorization: `Bearer ${DEMO_API_KEY}` },
      body: JSON.stringify(body),
    }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { appointment?: { id: string; leadId: string }; code?: string },
  };
}
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe("reception's e-mail about an online booking", () => {
  it('names the patient, contact, note, treatment, specialist, local time and lead, with the visit as an .ics', async () => {
    const { body } = await post(booking());
    const id = body.appointment!.id;
    const mail = store.emails[0]!;
    expect(mail).toMatchObject({
      to: 'recepcja@klinika.example',
      subject: 'Nowa wizyta online: Przegląd, 2026-11-24 09:30–10:00',
    });
    expect(mail.text.split('\n')).toEqual([
      'Pacjent umówił wizytę przez stronę (API).',
      '',
      'Pacjent: Jan Kowalski',
      'Telefon: +48 600 100 200',
      'E-mail: jan@example.com',
      'Uwagi: Boli mnie ząb',
      'Zabieg: Przegląd',
      'Specjalista: Anna Kowalczyk',
      'Termin: 2026-11-24 09:30–10:00 (czas lokalny przychodni)',
      `Lead: ${body.appointment!.leadId} (etap: scheduled)`,
    ]);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `wizyta-${id}.ics`,
      mime: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const ics = unfold(mail.attachments[0]!.content);
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nPRODID:-//Klinika demo//Rezerwacje online//PL\r\n');
    expect(ics).toContain(`\r\nUID:${id}@klinika.example\r\n`);
    expect(ics).toContain('\r\nDTSTAMP:20261123T070000Z\r\n');
    expect(ics).toContain('\r\nLOCATION:ul. Długa 1\\, 00-001 Warszawa\r\n');
    expect(ics).toContain('\r\nORGANIZER;CN=Klinika Testowa:mailto:recepcja@klinika.example\r\n');
    expect(ics).toContain(
      '\r\nDESCRIPTION:Pacjent: Jan Kowalski\\nTelefon: +48 600 100 200\\nE-mail: jan@example.com\\nUwagi: Boli mnie ząb\\n',
    );
  });

  it('leaves out an e-mail and a note the patient did not give', async () => {
    await post(booking({ note: undefined }, { email: undefined }));
    expect(store.emails[0]!.text.split('\n').slice(2, 6)).toEqual([
      'Pacjent: Jan Kowalski',
      'Telefon: +48 600 100 200',
      'Zabieg: Przegląd',
      'Specjalista: Anna Kowalczyk',
    ]);
  });

  it('a clinic without a profile or domain still gets its e-mail at the demo address, with no location', async () => {
    start(content(null, null));
    const { body } = await post(booking());
    const mail = store.emails[0]!;
    expect(mail.to).toBe('recepcja@klinika-demo.invalid');
    const ics = unfold(mail.attachments[0]!.content);
    expect(ics).toContain(`\r\nUID:${body.appointment!.id}@demo-clinic.invalid\r\n`);
    expect(ics).not.toContain('LOCATION');
    expect(ics).toContain('\r\nORGANIZER;CN=Klinika Testowa:mailto:recepcja@klinika-demo.invalid\r\n');
  });

  it('writes the time on the clinic’s clock, not UTC', async () => {
    // Monday 2026-11-23 08:30 in Warsaw is 07:30 UTC.
    expect((await post(booking({ startAt: sec('2026-11-23T07:30:00Z') }))).status).toBe(201);
    expect(store.emails[0]!.subject).toBe('Nowa wizyta online: Przegląd, 2026-11-23 08:30–09:00');
  });
});

describe('rule 4: the same data within 5 minutes', () => {
  it('the name in another letter case and the e-mail in capitals are the same data', async () => {
    const first = await post(booking());
    const again = await post(booking({}, { name: 'JAN KOWALSKI', email: 'JAN@EXAMPLE.COM' }));
    expect(again.body).toEqual(first.body);
    expect(store.appointments).toHaveLength(1);
  });

  it('another note, e-mail, or no e-mail at all is other data: the slot is then taken (409)', async () => {
    await post(booking());
    for (const other of [
      booking({ note: 'Inna uwaga' }),
      booking({}, { email: 'inny@example.com' }),
      booking({}, { email: undefined }),
      booking({ note: undefined }),
    ]) {
      expect((await post(other)).status).toBe(409);
    }
    expect(store.appointments).toHaveLength(1);
  });

  it('a phone booking made by reception is never the patient’s own duplicate', async () => {
    store.switches.takeNextSlot = true;
    expect((await post(booking())).status).toBe(409);
    expect(store.appointments[0]).toMatchObject({ startAt: TUE_0930, status: 'booked' });
    expect(store.leads[0]).toMatchObject({
      name: 'Pacjent umówiony telefonicznie',
      source: 'manual',
      stage: 'scheduled',
    });
    // GET /__demo/appointments shows why the slot went: a booking by phone, made by the switch.
    expect(store.appointments[0]!.note).toMatch(/telefon.*takeNextSlot/);
    expect((await post(booking())).status).toBe(409);
  });

  it('tells the route a re-send from a new booking: the same appointment, as a duplicate', () => {
    const opts = { nfz: true, consent: true };
    const first = bookDemoAppointment(store, 'demo', booking(), nowMs, opts);
    expect(first.kind).toBe('created');
    const again = bookDemoAppointment(store, 'demo', booking(), nowMs + 60_000, opts);
    expect(again).toEqual({ kind: 'duplicate', appointment: store.appointments[0] });
  });

  it('a cancelled appointment does not count', async () => {
    const first = await post(booking());
    store.appointments[0]!.status = 'cancelled';
    const again = await post(booking());
    expect(again.status).toBe(201);
    expect(again.body.appointment!.id).not.toBe(first.body.appointment!.id);
    expect(store.appointments).toHaveLength(2);
  });
});

describe('what takes a slot', () => {
  const twoSpecialists: DemoBookingSetup = {
    catalog: {
      services: [
        {
          id: 'svc',
          name: 'Przegląd',
          durationMin: 30,
          priceLabel: null,
          resourceIds: ['a', 'b'],
          serviceSlug: null,
          nfz: false,
        },
      ],
      resources: [
        { id: 'a', name: 'Anna', title: null, doctorSlug: null },
        { id: 'b', name: 'Piotr', title: null, doctorSlug: null },
      ],
    },
    schedules: { a: { tue: [{ opens: '09:00', closes: '10:00' }] }, b: { tue: [{ opens: '09:00', closes: '10:00' }] } },
  };

  it('an appointment takes its own specialist’s time only; a cancelled one takes none', async () => {
    seedBooking(store, twoSpecialists);
    expect((await post(booking({ resourceId: 'a' }))).status).toBe(201);
    expect((await post(booking({ resourceId: 'b' }, { phone: '501 502 503' }))).status).toBe(201);
    store.appointments[0]!.status = 'cancelled';
    expect((await post(booking({ resourceId: 'a' }, { phone: '701 702 703' }))).status).toBe(201);
  });

  it('a specialist missing from the catalog performs nothing, even when a service lists them', async () => {
    seedBooking(store, {
      ...twoSpecialists,
      catalog: { ...twoSpecialists.catalog, resources: [twoSpecialists.catalog.resources[0]!] },
    });
    expect((await post(booking({ resourceId: 'b' }))).status).toBe(400);
    const slots = await handler(
      new Request('http://demo.test/api/v1/booking/slots?service=svc&resource=b', {
        headers: { authorization: `Bearer ${DEMO_API_KEY}` },
      }),
    );
    expect(slots.status).toBe(400);
    expect(((await slots.json()) as { code?: string }).code).toBe('invalid_query');
  });

  it('a store nobody seeded books on the demo clinic’s own catalog', async () => {
    const fresh = new DemoStore(content(fullProfile));
    const h = createDemoHandler({ store: fresh, mediaOrigin: 'http://demo.test', now: () => nowMs, rateLimit: 10_000 });
    const res = await h(
      new Request('http://demo.test/api/v1/booking/catalog', { headers: { authorization: `Bearer ${DEMO_API_KEY}` } }),
    );
    const { services, resources } = (await res.json()) as { services: unknown[]; resources: unknown[] };
    expect(services.length).toBeGreaterThan(0);
    expect(resources.length).toBeGreaterThan(0);
  });
});

describe('rule 1: the lead is found by phone or created', () => {
  it('a found lead keeps its stored contact and gets only what it lacked', async () => {
    const at = new Date(nowMs).toISOString();
    const lead = createDemoLead(
      store,
      { clinicId: 'demo', name: null, phone: '600 100 200', email: 'stary@example.com', source: 'form' },
      at,
    );
    nowMs += 60_000;
    const { body } = await post(booking());
    expect(body.appointment!.leadId).toBe(lead.id);
    expect(lead).toMatchObject({
      name: 'Jan Kowalski',
      phone: '600 100 200',
      email: 'stary@example.com',
      updatedAt: new Date(nowMs).toISOString(),
    });
  });

  it('an archived lead with the phone is not reused', async () => {
    const lead = createDemoLead(
      store,
      { clinicId: 'demo', name: 'Jan', phone: '600 100 200', source: 'form' },
      new Date(nowMs).toISOString(),
    );
    lead.archived = true;
    const { body } = await post(booking());
    expect(body.appointment!.leadId).not.toBe(lead.id);
    expect(store.leads).toHaveLength(2);
  });
});

describe('rule 2: the booked stage', () => {
  const lead = (stage: string) => {
    const s = new DemoStore(content(null));
    const l = createDemoLead(
      s,
      { clinicId: 'demo', name: 'Jan', phone: '600100200', source: 'form' },
      '2026-01-01T00:00:00.000Z',
    );
    l.stage = stage;
    return l;
  };

  it('moves any other stage to scheduled and records when', () => {
    for (const stage of ['new', 'contacted', 'visited_once']) {
      const l = lead(stage);
      moveToBookedStage(l, '2026-02-02T00:00:00.000Z');
      expect(l).toMatchObject({ stage: 'scheduled', updatedAt: '2026-02-02T00:00:00.000Z' });
    }
  });

  it('keeps visited, not interested and unreachable however the CRM writes them', () => {
    for (const stage of [
      'visited',
      'Visited',
      'not_interested',
      'Not interested',
      'not-interested',
      'Not - interested',
      'UNREACHABLE',
    ]) {
      const l = lead(stage);
      moveToBookedStage(l, '2026-02-02T00:00:00.000Z');
      expect(l).toMatchObject({ stage, updatedAt: '2026-01-01T00:00:00.000Z' });
    }
  });

  it('a lead already scheduled is not touched', () => {
    const l = lead('scheduled');
    moveToBookedStage(l, '2026-02-02T00:00:00.000Z');
    expect(l.updatedAt).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('the 400s of rule 6 and the body', () => {
  it('an unknown service or a specialist not in the catalog is 400 without a code', async () => {
    for (const b of [booking({ serviceId: 'nope' }), booking({ resourceId: 'nope' })]) {
      const r = await post(b);
      expect(r.status).toBe(400);
      expect(r.body.code).toBeUndefined();
    }
    expect(store.leads).toHaveLength(0);
  });

  it('a 400 says which field is missing', async () => {
    const message = async (b: unknown) => ((await post(b)).body as { error?: string }).error;
    for (const b of [
      booking({ serviceId: undefined }),
      booking({ resourceId: ' ' }),
      booking({ startAt: undefined }),
      booking({ startAt: 1.5 }),
    ]) {
      expect(await message(b)).toMatch(/serviceId, resourceId i startAt/);
    }
    expect(await message(booking({}, { name: ' ' }))).toMatch(/patient\.name.*patient\.phone/);
    expect(await message({ ...booking(), patient: 'Jan' })).toMatch(/patient\.name.*patient\.phone/);
    expect(await message(booking({ serviceId: 'nope' }))).toMatch(/usługi/);
    expect(await message(booking({ resourceId: 'nope' }))).toMatch(/specjalista/);
  });

  it('ids and names are trimmed; a blank e-mail or note is none', async () => {
    const r = await post(
      booking({ serviceId: ' svc ', resourceId: ' res ', note: '   ' }, { name: '  Jan Kowalski ', email: '  ' }),
    );
    expect(r.status).toBe(201);
    expect(store.leads[0]).toMatchObject({ name: 'Jan Kowalski', email: null });
    expect(store.appointments[0]).toMatchObject({ serviceId: 'svc', resourceId: 'res', note: null });
  });
});
