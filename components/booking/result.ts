import type { FreeSlot } from '@/lib/clinic-api/schemas';
import type { FirstVisit, VisitFor } from './visit-context';

/**
 * The booking form's contract with its server action, without zod: the wizard in the browser imports only this.
 */

/** The patient fields of the booking form, in the order they appear (the error summary follows it). */
export const PATIENT_FIELDS = ['patientName', 'name', 'phone', 'email', 'note'] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];

export type FieldErrors = Partial<Record<PatientField, string>>;

/**
 * What the wizard sends: its own state as typed, plus the chosen slot. The type check holds it to the action's zod
 * schema (./request.ts).
 */
export interface BookingSubmission {
  serviceId: string;
  resourceId: string;
  startAt: number;
  /** Whom the visit is for and whether it is the first (components/booking/visit-context.ts). */
  visitFor: VisitFor;
  patientName: string;
  firstVisit: FirstVisit;
  name: string;
  phone: string;
  email: string;
  note: string;
  /** The notice version the patient was shown (the server sends the one it read itself; see the action). */
  privacyNoticeVersion?: string;
  marketingConsent: boolean;
  /** The signed fill-time token the page handed out (lib/abuse/form-token.ts). */
  formToken: string;
  /** The honeypot's value: empty for a person. */
  website: string;
}

/** What the booking action answers; it never carries back anything the patient typed or the CRM's ids. */
export type BookingResult =
  /** `token`: the one the next booking from this page carries (a token books once). */
  | {
      status: 'booked';
      appointment: { id: string; startAt: number; endAt: number };
      serviceId: string;
      resourceId: string;
      token: string;
    }
  /** The form's token was too old or not ours: nothing was sent; the patient presses again with this fresh one. */
  | { status: 'expired'; token: string }
  /**
   * This page's form token already booked (its answer may have been lost on the way to the browser): nothing was sent
   * now; the patient is told the visit may be booked, with a fresh token to send the same details again (the API's
   * duplicate rule answers them with the same visit).
   */
  | { status: 'resent'; token: string }
  /** Sent sooner after the page opened than a person fills it in: nothing was sent; pressing again works. */
  | { status: 'too_fast' }
  /**
   * This phone number booked its daily share already: the clinic's phone is offered. `token` (here, with `invalid`
   * and `slot_taken`): the one a changed booking carries, since a failed booking's own token re-sends only itself.
   */
  | { status: 'phone_limited'; token?: string }
  /** Fields to fix (Polish messages per field); empty when the choice itself (treatment, time) was malformed. */
  | { status: 'invalid'; fieldErrors: FieldErrors; token?: string }
  /** The slot is gone; the fresh free slots of that day (that specialist). */
  | { status: 'slot_taken'; slots: FreeSlot[]; token?: string }
  | { status: 'nfz_phone_only' }
  /** Too many bookings from this address. */
  | { status: 'limited' }
  /** The API is rate-limited or the site's own cap is reached: try in a minute. */
  | { status: 'busy' }
  | { status: 'unavailable' }
  /** No readable answer came back: the visit may or may not be booked. */
  | { status: 'uncertain' };
