import { bookDemoAppointment } from '../booking/book';
import { bookingSetup, findService, performs, slotsFor } from '../booking/setup';
import type { DemoContext, DemoRoute } from '../context';
import { apiError, CACHE_CONTENT, CACHE_NONE, isPlainObject, ok, readJson } from '../http';
import { appliesRule } from '../versions';

/** GET /booking/catalog: services and specialists; content-like, so cacheable for the minute. */
function catalog(ctx: DemoContext): Response {
  return ok(bookingSetup(ctx.store).catalog, CACHE_CONTENT);
}

/**
 * GET /booking/slots?service=&resource=: the specialist's upcoming free slots; live data, never cached. An nfz
 * service is phone-only from 1.8.0; an older server has no such flag and answers its slots like any other's.
 */
function slots(ctx: DemoContext): Response {
  const serviceId = ctx.url.searchParams.get('service');
  const resourceId = ctx.url.searchParams.get('resource');
  if (!serviceId || !resourceId)
    return apiError(
      400,
      'Podaj parametry service i resource (identyfikatory z katalogu).',
      'invalid_query',
      {},
      { 'cache-control': CACHE_NONE },
    );
  const service = findService(ctx.store, serviceId);
  if (!service)
    return apiError(
      400,
      'Nie ma takiej usługi w katalogu rezerwacji.',
      'invalid_query',
      {},
      { 'cache-control': CACHE_NONE },
    );
  if (service.nfz && appliesRule(ctx.apiMinor, 'nfz'))
    return apiError(
      400,
      'Wizytę w ramach NFZ można umówić tylko telefonicznie.',
      'nfz_phone_only',
      {},
      { 'cache-control': CACHE_NONE },
    );
  if (!performs(ctx.store, service, resourceId)) {
    return apiError(
      400,
      'Nie ma takiego specjalisty dla wybranej usługi.',
      'invalid_query',
      {},
      { 'cache-control': CACHE_NONE },
    );
  }
  return ok({ slots: slotsFor(ctx.store, service, resourceId, ctx.now()) }, CACHE_NONE);
}

/** POST /booking/appointments: see bookDemoAppointment for the rules. */
async function book(ctx: DemoContext): Promise<Response> {
  const parsed = await readJson(ctx.req);
  if (!parsed.ok) return apiError(400, 'Treść zapytania nie jest poprawnym JSON-em.');
  if (!isPlainObject(parsed.value)) return apiError(400, 'Treść zapytania musi być obiektem JSON.');
  const outcome = bookDemoAppointment(ctx.store, ctx.key.clinicId, parsed.value, ctx.now(), {
    nfz: appliesRule(ctx.apiMinor, 'nfz'),
    consent: appliesRule(ctx.apiMinor, 'consent'),
  });
  switch (outcome.kind) {
    case 'invalid':
      return apiError(400, outcome.message, outcome.code, {}, { 'cache-control': CACHE_NONE });
    case 'taken':
      // As the description's error table has it: `error` is `slot_taken` here (not a sentence), beside the code and
      // that day's slots. The site words the patient's message itself (lib/i18n).
      return apiError(409, 'slot_taken', 'slot_taken', { slots: outcome.slots }, { 'cache-control': CACHE_NONE });
    default: {
      const { id, startAt, endAt, leadId } = outcome.appointment;
      // A duplicate answers exactly as the first request did, so a client's re-send cannot tell them apart.
      return ok({ appointment: { id, startAt, endAt, leadId } }, CACHE_NONE, 201);
    }
  }
}

/** GET /booking/appointments: the clinic's list, with patient names and phones; never cached. */
function list(ctx: DemoContext): Response {
  const leads = new Map(ctx.store.leads.map((l) => [l.id, l]));
  const appointments = ctx.store.appointments
    .filter((a) => a.clinicId === ctx.key.clinicId)
    .sort((a, b) => a.startAt - b.startAt)
    .map((a) => {
      const lead = leads.get(a.leadId);
      return {
        id: a.id,
        serviceId: a.serviceId,
        resourceId: a.resourceId,
        startAt: a.startAt,
        endAt: a.endAt,
        leadId: a.leadId,
        patient: { name: lead?.name ?? '', phone: lead?.phone ?? '' },
        status: a.status,
      };
    });
  return ok({ appointments }, CACHE_NONE);
}

export const bookingRoutes: DemoRoute[] = [
  { method: 'GET', pattern: '/booking/catalog', handle: catalog },
  { method: 'GET', pattern: '/booking/slots', handle: slots },
  { method: 'POST', pattern: '/booking/appointments', handle: book },
  { method: 'GET', pattern: '/booking/appointments', handle: list },
];
