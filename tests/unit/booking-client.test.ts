import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClinicClient, type TransportInit } from '@/lib/clinic-api/client';
import { bookAppointment, getBookingCatalog, getFreeSlots, slotsOfTakenDay } from '@/lib/clinic-api/booking';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
function client(answers: Answer[]) {
  const seen: { req: Request; init: unknown }[] = [];
  const transport = vi.fn(async (url: string, init: TransportInit) => {
    seen.push({ req: new Request(url, init), init: init.next ? { next: init.next } : { cache: init.cache } });
    const a = answers.shift();
    if (!a) throw new Error('no more answers');
    if (a === 'network-error') throw new TypeError('fetch failed');
    return Response.json(a.body ?? {}, { status: a.status, headers: a.headers });
  });
  return { c: new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport }), seen, transport };
}

const input = { serviceId: 's', resourceId: 'r', startAt: 1795000000, patient: { name: 'Jan', phone: '600100200' } };
const created = {
  status: 201,
  body: { appointment: { id: 'a1', startAt: 1795000000, endAt: 1795001800, leadId: 'l1' } },
};

afterEach(() => vi.useRealTimers());

describe('booking client', () => {
  it('the catalog is cached for a minute; slots are fetched with no-store', async () => {
    const { c, seen } = client([
      {
        status: 200,
        body: {
          services: [{ id: 's', name: 'P', durationMin: 30, priceLabel: null, resourceIds: [], serviceSlug: null }],
          resources: [],
        },
      },
      { status: 200, body: { slots: [] } },
    ]);
    const cat = await getBookingCatalog(c);
    expect(cat.services[0]!.nfz).toBe(false); // absent on an older server means false
    expect(seen[0]!.init).toEqual({ next: { revalidate: 60, tags: ['clinic-booking'] } });
    await getFreeSlots(c, 's 1', 'r');
    expect(seen[1]!.req.url).toBe('https://api.example/api/v1/booking/slots?service=s+1&resource=r');
    expect(seen[1]!.init).toEqual({ cache: 'no-store' });
  });

  it('sends the booking as JSON and returns the appointment', async () => {
    const { c, seen } = client([created]);
    await expect(bookAppointment(c, input)).resolves.toEqual(created.body.appointment);
    expect(seen[0]!.req.method).toBe('POST');
    expect(await seen[0]!.req.json()).toEqual(input);
  });

  it('re-sends once after no answer or a 5xx (the duplicate rule makes it safe), then gives up', async () => {
    const ok = client(['network-error', created]);
    await expect(bookAppointment(ok.c, input)).resolves.toMatchObject({ id: 'a1' });
    expect(ok.transport).toHaveBeenCalledTimes(2);

    const down = client([{ status: 503, body: { error: 'x' } }, { status: 502, body: { error: 'x' } }, created]);
    await expect(bookAppointment(down.c, input)).rejects.toMatchObject({ status: 502 });
    expect(down.transport).toHaveBeenCalledTimes(2);
  });

  it('never re-sends after a 4xx or a 429', async () => {
    for (const status of [400, 409, 429]) {
      const { c, transport } = client([{ status, body: { error: 'x' }, headers: { 'retry-after': '60' } }, created]);
      await expect(bookAppointment(c, input)).rejects.toMatchObject({ status });
      expect(transport).toHaveBeenCalledTimes(1);
    }
  });

  it('a 409 carries that day’s free slots; other errors none', async () => {
    const slot = {
      resourceId: 'r',
      startAt: 1795001800,
      endAt: 1795003600,
      localDate: '2026-11-24',
      localStartMin: 600,
    };
    const { c } = client([
      { status: 409, body: { error: 'slot_taken', slots: [slot] } },
      { status: 400, body: { error: 'x', code: 'nfz_phone_only' } },
    ]);
    const taken = await bookAppointment(c, input).catch((e) => e);
    expect(slotsOfTakenDay(taken)).toEqual([slot]);
    const nfz = await bookAppointment(c, input).catch((e) => e);
    expect(nfz).toMatchObject({ status: 400, code: 'nfz_phone_only' });
    expect(slotsOfTakenDay(nfz)).toBeNull();
  });
});
