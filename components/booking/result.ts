import type { FreeSlot } from '@/lib/clinic-api/schemas';

/**
 * The booking form's contract with its server action, without zod: the wizard in the browser imports only this.
 */

/** The patient fields of the booking form, in the order they appear (the error summary follows it). */
export const PATIENT_FIELDS = ['name', 'phone', 'email', 'note'] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];

export type FieldErrors = Partial<Record<PatientField, string>>;

/** What the wizard sends: its own state as typed, plus the chosen slot. */
export interface BookingSubmission {
  serviceId: string;
  resourceId: string;
  startAt: number;
  name: string;
  phone: string;
  email: string;
  note: string;
  privacyNoticeVersion?: string;
  marketingConsent: boolean;
}

/** What the booking action answers; it never carries back anything the patient typed or the CRM's ids. */
export type BookingResult =
  | { status: 'booked'; appointment: { id: string; startAt: number; endAt: number }; serviceId: string; resourceId: string }
  /** Fields to fix (Polish messages per field); empty when the choice itself (treatment, time) was malformed. */
  | { status: 'invalid'; fieldErrors: FieldErrors }
  /** The slot is gone; the fresh free slots of that day (that specialist). */
  | { status: 'slot_taken'; slots: FreeSlot[] }
  | { status: 'nfz_phone_only' }
  /** Too many bookings from this address. */
  | { status: 'limited' }
  /** The API is rate-limited or the site's own cap is reached: try in a minute. */
  | { status: 'busy' }
  | { status: 'unavailable' };
