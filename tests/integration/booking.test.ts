import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo-server';
import {
  bookAppointment,
  getBookingCatalog,
  getFreeSlots,
  listAppointments,
  slotsOfTakenDay,
} from '@/lib/clinic-api/booking';
import { getDoctors, getServices } from '@/lib/clinic-api/content';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import type { BookingCatalog, FreeSlot } from '@/lib/clinic-api/schemas';

let demo: Awaited<ReturnType<typeof startDemo>>;
let catalog: BookingCatalog;

beforeAll(async () => {
  demo = await startDemo();
  catalog = await getBookingCatalog(demo.client);
});
afterAll(() => demo.close());

const onlineService = () => catalog.services.find((s) => !s.nfz && s.resourceIds.length > 0)!;
/** A free slot on a day with other free slots, so the 409's list of that day cannot rightly be empty. */
function slotWithCompany(slots: FreeSlot[]): FreeSlot {
  const slot = slots.find((s) => slots.some((o) => o.localDate === s.localDate && o.startAt !== s.startAt));
  expect(slot, 'a day with two free slots').toBeDefined();
  return slot!;
}
const patient = (name: string, phone: string) => ({
  name,
  phone,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
});

describe('booking client against the demo clinic', () => {
  it('the catalog links to the published treatments and team, with an NFZ service and one nobody performs', async () => {
    const [services, doctors] = await Promise.all([getServices(demo.client), getDoctors(demo.client)]);
    expect(catalog.services.some((s) => s.nfz)).toBe(true);
    expect(catalog.services.some((s) => s.resourceIds.length === 0)).toBe(true);
    for (const s of catalog.services.filter((x) => x.serviceSlug)) {
      expect(services.find((t) => t.slug === s.serviceSlug)?.bookingServiceId).toBe(s.id);
    }
    for (const r of catalog.resources.filter((x) => x.doctorSlug)) {
      expect(doctors.find((d) => d.slug === r.doctorSlug)?.bookingResourceId).toBe(r.id);
    }
    const resourceIds = new Set(catalog.resources.map((r) => r.id));
    for (const s of catalog.services) for (const id of s.resourceIds) expect(resourceIds.has(id)).toBe(true);
  });

  it('every online-bookable service has free slots within 14 days, future, ascending, no-store', async () => {
    const now = Date.now() / 1000;
    for (const s of catalog.services.filter((x) => !x.nfz && x.resourceIds.length)) {
      const lists = await Promise.all(s.resourceIds.map((r) => getFreeSlots(demo.client, s.id, r)));
      const all = lists.flat();
      expect(all.length, s.name).toBeGreaterThan(0);
      for (const list of lists) {
        expect(list.map((x) => x.startAt)).toEqual([...list.map((x) => x.startAt)].sort((a, b) => a - b));
        for (const slot of list) {
          expect(slot.startAt).toBeGreaterThan(now);
          expect(slot.startAt).toBeLessThan(now + 15 * 86_400);
          expect(slot.endAt - slot.startAt).toBe(s.durationMin * 60);
        }
      }
    }
    const raw = await fetch(
      `${demo.baseUrl}/booking/slots?service=${onlineService().id}&resource=${onlineService().resourceIds[0]}`,
      { headers: { authorization: `Bearer ${demo.key}` } },
    );
    expect(raw.headers.get('cache-control')).toBe('no-store');
  });

  it('books, returns the same appointment for the same data, and answers 409 with that day’s slots to anyone else', async () => {
    const s = onlineService();
    const resourceId = s.resourceIds[0]!;
    const slot = slotWithCompany(await getFreeSlots(demo.client, s.id, resourceId));
    const input = {
      serviceId: s.id,
      resourceId,
      startAt: slot!.startAt,
      patient: patient('Jan Kowalski', '+48 600 700 800'),
      privacyNoticeVersion: 'x',
    };
    const first = await bookAppointment(demo.client, input);
    expect(first).toMatchObject({ startAt: slot!.startAt, endAt: slot!.endAt });
    const again = await bookAppointment(demo.client, {
      ...input,
      patient: { ...input.patient, phone: '0048600700800' },
    });
    expect(again).toEqual(first);

    const err = await bookAppointment(demo.client, { ...input, patient: patient('Ewa Nowak', '501 502 503') }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err.status).toBe(409);
    // Parsed from the 409's body: an empty list is what a body that does not parse would give.
    expect(err.body.slots.length).toBeGreaterThan(0);
    const fresh = slotsOfTakenDay(err)!;
    expect(fresh).toHaveLength(err.body.slots.length);
    expect(fresh.every((x) => x.localDate === slot.localDate && x.startAt !== slot.startAt)).toBe(true);

    const list = await listAppointments(demo.client);
    expect(list.filter((a) => a.startAt === slot!.startAt && a.resourceId === resourceId)).toHaveLength(1);
    const outbox = await (await fetch(`${demo.origin}/__demo/outbox`)).json();
    const mail = outbox.emails.find((m: { subject: string }) => m.subject.includes(s.name));
    expect(mail.attachments[0].content).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('the takeNextSlot switch makes the next booking meet a taken slot', async () => {
    const s = onlineService();
    const resourceId = s.resourceIds[0]!;
    const before = await getFreeSlots(demo.client, s.id, resourceId);
    const slot = slotWithCompany(before);
    await fetch(`${demo.origin}/__demo/switches`, { method: 'POST', body: JSON.stringify({ takeNextSlot: true }) });
    const err = await bookAppointment(demo.client, {
      serviceId: s.id,
      resourceId,
      startAt: slot.startAt,
      patient: patient('Anna Lis', '602 000 111'),
    }).catch((e) => e);
    expect(err.status).toBe(409);
    // Exactly the day's other free slots, as the demo had them: not empty, without the one just taken.
    const fresh = slotsOfTakenDay(err)!;
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh).toEqual(before.filter((x) => x.localDate === slot.localDate && x.startAt !== slot.startAt));
    const switches = await (await fetch(`${demo.origin}/__demo/switches`)).json();
    expect(switches.takeNextSlot).toBe(false);
  });

  it('the takeNextDay switch makes the next booking meet its whole day taken: a 409 with no slot, the day gone from the slots', async () => {
    const s = onlineService();
    const resourceId = s.resourceIds.at(-1)!;
    // A day's second time: the first may start within milliseconds, and a 409 for that would leave the switch on.
    const free = await getFreeSlots(demo.client, s.id, resourceId);
    const slot = slotWithCompany(free.filter((x) => x.startAt !== slotWithCompany(free).startAt));
    await fetch(`${demo.origin}/__demo/switches`, { method: 'POST', body: JSON.stringify({ takeNextDay: true }) });
    const err = await bookAppointment(demo.client, {
      serviceId: s.id,
      resourceId,
      startAt: slot.startAt,
      patient: patient('Olga Pełna', '602 000 222'),
    }).catch((e) => e);
    expect(err.status).toBe(409);
    expect(slotsOfTakenDay(err)).toEqual([]);
    const after = await getFreeSlots(demo.client, s.id, resourceId);
    expect(after.filter((x) => x.localDate === slot.localDate)).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    const switches = await (await fetch(`${demo.origin}/__demo/switches`)).json();
    expect(switches.takeNextDay).toBe(false);
  });

  it('an NFZ service is phone-only for slots and for booking', async () => {
    const nfz = catalog.services.find((s) => s.nfz)!;
    const resourceId = nfz.resourceIds[0] ?? catalog.resources[0]!.id;
    await expect(getFreeSlots(demo.client, nfz.id, resourceId)).rejects.toMatchObject({
      status: 400,
      code: 'nfz_phone_only',
    });
    await expect(
      bookAppointment(demo.client, {
        serviceId: nfz.id,
        resourceId,
        startAt: 1,
        patient: patient('Jan Nowak', '600100100'),
      }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'nfz_phone_only',
    });
  });

  it('unknown ids in the slots query are 400 invalid_query', async () => {
    await expect(getFreeSlots(demo.client, 'nope', 'nope')).rejects.toMatchObject({
      status: 400,
      code: 'invalid_query',
    });
  });
});
