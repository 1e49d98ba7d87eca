'use server';

import { bookAppointment, slotsOfTakenDay } from '@/lib/clinic-api/booking';
import { apiFailure, logApiFailure } from '@/lib/api-failure';
import { BookingRequest, fieldErrors, toAppointmentInput } from './request';
import type { BookingResult } from './result';
import { checkActionLimit } from '@/lib/server/abuse';
import { asPatientWrite } from '@/lib/server/budget';
import { clinic } from '@/lib/server/clinic';

/**
 * Books the chosen slot for the patient (the booking page's form). A server action is a public endpoint: every field
 * is checked here, and the per-field Polish messages go back to the form. Patient data goes to the API and nowhere else: it is
 * not logged, not cached, and the answer names only the appointment.
 */
export async function submitBooking(input: unknown): Promise<BookingResult> {
  const parsed = BookingRequest.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors(parsed.error) };
  const r = parsed.data;

  const limit = await checkActionLimit('booking');
  if (!limit.ok) return { status: limit.reason === 'address' ? 'limited' : 'busy' };

  try {
    const appointment = await asPatientWrite(() => bookAppointment(clinic(), toAppointmentInput(r)));
    return { status: 'booked', appointment: { id: appointment.id, startAt: appointment.startAt, endAt: appointment.endAt }, serviceId: r.serviceId, resourceId: r.resourceId };
  } catch (err) {
    const fresh = slotsOfTakenDay(err);
    if (fresh) return { status: 'slot_taken', slots: fresh };
    const f = apiFailure(err);
    if (f.kind === 'rejected') return f.code === 'nfz_phone_only' ? { status: 'nfz_phone_only' } : { status: 'invalid', fieldErrors: {} };
    if (f.kind === 'busy') return { status: 'busy' };
    logApiFailure('booking', 'appointment not booked', err);
    return { status: 'unavailable' };
  }
}
