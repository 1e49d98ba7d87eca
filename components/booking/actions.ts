'use server';

import { isCentrallyRegistered } from '@/lib/booking/server';
import { bookAppointment, slotsOfTakenDay } from '@/lib/clinic-api/booking';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { apiFailure, logApiFailure } from '@/lib/api-failure';
import { BookingRequest, fieldErrors, toAppointmentInput } from './request';
import type { BookingResult } from './result';
import {
  checkActionLimit,
  claimFormToken,
  issueFormToken,
  requestHash,
  successorToken,
  takePhoneBooking,
} from '@/lib/abuse/server';
import { asPatientWrite } from '@/lib/budget/server';
import { HONEYPOT_FIELD } from '@/lib/abuse/fields';
import { getPrivacyNotice } from '@/lib/site-data/form-choices';
import { clinic } from '@/lib/server/clinic';
import { forgetFreeSlots } from '@/lib/site-data/booking';
import { botBooking } from './bot-answer';
import { countConversion } from '@/lib/conversions/server';

/**
 * Books the chosen slot for the patient (the booking page's form). A server action is a public endpoint: every field
 * is checked here, and the per-field Polish messages go back to the form. Patient data goes to the API and nowhere else: it is
 * not logged, not cached, and the answer names only the appointment.
 * Guarded like the enquiry form (lib/abuse/server.ts): a filled honeypot gets a made-up confirmation and nothing is
 * sent; a missing, forged, reused or too fresh token, a phone number over its daily share or an address over its
 * limits is refused with a message that says what to do, before the API is called.
 */
export async function submitBooking(input: unknown): Promise<BookingResult> {
  const honeypot =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return botBooking(input);

  const parsed = BookingRequest.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors(parsed.error) };
  const r = parsed.data;
  // Booked in the patient's IKP (central e-registration), never here, even when a stale page still offers it.
  if (isCentrallyRegistered(r.serviceId)) return { status: 'nfz_phone_only' };

  // What this booking is, as a hash only: a token handed back after a failure re-sends this booking and no other.
  const bind = requestHash([
    r.serviceId,
    r.resourceId,
    r.startAt,
    r.name,
    r.phone,
    r.email,
    r.note,
    r.privacyNoticeVersion ?? null,
    r.marketingConsent,
  ]);
  const claim = await claimFormToken('booking', r.formToken, bind);
  if (!claim.ok) {
    if (claim.check === 'too_fast') return { status: 'too_fast' };
    // A token that already booked: the page's earlier send went through, and its answer never reached the browser.
    return { status: claim.check === 'used' ? 'resent' : 'expired', token: issueFormToken() };
  }
  let booked = false;
  // The phone's place is taken before sending and given back unless a visit was (or may have been) booked.
  let phoneUndo: (() => Promise<void>) | null = null;
  try {
    // The address's limits first: a phone-limited answer tells whether a number booked three visits today, so asking
    // it counts against the address like any send (a script cannot probe numbers for free).
    const limit = await checkActionLimit('booking');
    if (!limit.ok) return { status: limit.reason === 'address' ? 'limited' : 'busy' };
    const phone = await takePhoneBooking(r.phone);
    // The patient may book with another number: that is another booking, with a token of its own.
    if (!phone.ok) return { status: 'phone_limited', token: successorToken(r.formToken) };
    phoneUndo = phone.undo;

    const notice = await getPrivacyNotice().catch(() => null);
    const appointment = await asPatientWrite(() =>
      bookAppointment(
        clinic(),
        toAppointmentInput(r, notice && { version: notice.version, marketingText: notice.marketingText }),
      ),
    );
    booked = true;
    await Promise.all([forgetFreeSlots(r.serviceId, r.resourceId), countConversion('booking_made', 'booking')]);
    return {
      status: 'booked',
      appointment: { id: appointment.id, startAt: appointment.startAt, endAt: appointment.endAt },
      serviceId: r.serviceId,
      resourceId: r.resourceId,
      token: issueFormToken(),
    };
  } catch (err) {
    // No answer (the connection dropped, both attempts timed out), a server's or gateway's failure (5xx but 501 and 503: the
    // platform may have booked before it failed, or behind the gateway that gave up), one that cannot be read, or any
    // refusal of the re-send after such a first attempt (its 409 may be for the slot that attempt took): the booking
    // may have been made. The patient is told so, not "try again" or "pick another", which could book a second visit.
    if (
      err instanceof ClinicApiError &&
      (err.outcomeUnknown || err.code === 'invalid_response' || err.earlierAttemptOutcomeUnknown)
    ) {
      logApiFailure('booking', 'appointment outcome unknown', err);
      phoneUndo = null; // may be booked: the place stays taken
      return { status: 'uncertain' };
    }
    // The patient picks another time, or corrects the choice: another booking, with a token of its own (the fill
    // time this form proved is kept).
    const fresh = slotsOfTakenDay(err);
    if (fresh) {
      await forgetFreeSlots(r.serviceId, r.resourceId);
      return { status: 'slot_taken', slots: fresh, token: successorToken(r.formToken) };
    }
    const f = apiFailure(err);
    if (f.kind === 'rejected')
      return f.code === 'nfz_phone_only'
        ? { status: 'nfz_phone_only' }
        : { status: 'invalid', fieldErrors: {}, token: successorToken(r.formToken) };
    if (f.kind === 'busy') return { status: 'busy' };
    logApiFailure('booking', 'appointment not booked', err);
    return { status: 'unavailable' };
  } finally {
    if (!booked) {
      // Not booked: the token may send this same booking again (busy, a passing failure), nothing else.
      await claim.release(bind);
      await phoneUndo?.();
    }
  }
}
