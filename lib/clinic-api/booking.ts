import type { ClinicClient } from './client';
import { ClinicApiError } from './errors';
import { IDEMPOTENT_WRITE } from './retry';
import * as S from './schemas';

/** The catalog may be cached for the minute the API allows (private, max-age=60); it holds no patient data. */
export const CATALOG_REVALIDATE = 60;
/** A booking waits this long for an answer per attempt: the patient is watching a spinner. */
const BOOKING_TIMEOUT_MS = 8_000;

/** GET /booking/catalog: bookable services (catalog order) and specialists. */
export function getBookingCatalog(client: ClinicClient) {
  return client.request('/booking/catalog', {
    revalidate: CATALOG_REVALIDATE,
    tags: ['clinic-booking'],
    schema: S.BookingCatalog,
  });
}

/** GET /booking/slots: a specialist's upcoming free slots for a service, ascending; live (no-store), never cached. */
export async function getFreeSlots(client: ClinicClient, serviceId: string, resourceId: string) {
  return (
    await client.request('/booking/slots', {
      query: { service: serviceId, resource: resourceId },
      schema: S.SlotsResponse,
    })
  ).slots;
}

/**
 * POST /booking/appointments: books a free slot. Throws ClinicApiError: 409 when the slot is gone (see
 * `slotsOfTakenDay`), 400 `nfz_phone_only`, 400 without code for a malformed request.
 *
 * Re-sent once under IDEMPOTENT_WRITE (lib/clinic-api/retry.ts): the API's duplicate rule makes it safe.
 */
export async function bookAppointment(client: ClinicClient, input: S.AppointmentInput): Promise<S.Appointment> {
  const res = await client.request('/booking/appointments', {
    method: 'POST',
    body: input,
    schema: S.AppointmentCreated,
    timeoutMs: BOOKING_TIMEOUT_MS,
    retry: IDEMPOTENT_WRITE,
  });
  return res.appointment;
}

/**
 * The fresh free slots of the day when a booking failed because its slot is taken (the 409), else null.
 * Branches on the status, not the text: the description names `slot_taken` both as the code and as `error`.
 */
export function slotsOfTakenDay(err: unknown): S.FreeSlot[] | null {
  if (!(err instanceof ClinicApiError) || err.status !== 409) return null;
  const parsed = S.FreeSlot.array().safeParse(err.body?.slots ?? []);
  return parsed.success ? parsed.data : [];
}

/** GET /booking/appointments: the clinic's appointment list. It holds patient names and phones: never cached. */
export async function listAppointments(client: ClinicClient) {
  return (await client.request('/booking/appointments', { schema: S.AppointmentsResponse })).appointments;
}
