import { z } from 'zod';
import type { FreeSlot } from '@/lib/clinic-api/schemas';
import { optionalEmail, patientMessage, patientName, patientPhone } from '@/lib/validation/patient';

/** The patient fields of the booking form, in the order they appear (the error summary follows it). */
export const PATIENT_FIELDS = ['name', 'phone', 'email', 'note'] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];

const id = z.string().trim().min(1).max(100);

/**
 * What the booking form sends to the server action. The browser checks it first (instant, per-field Polish messages);
 * the action checks it again, since a server action is a public endpoint.
 */
export const BookingRequest = z.object({
  serviceId: id,
  resourceId: id,
  startAt: z.number().int().positive(),
  name: patientName,
  phone: patientPhone,
  email: optionalEmail,
  note: patientMessage,
  privacyNoticeVersion: z.string().max(100).optional(),
  marketingConsent: z.boolean().default(false),
});
export type BookingRequestInput = z.input<typeof BookingRequest>;
export type BookingRequest = z.output<typeof BookingRequest>;

export type FieldErrors = Partial<Record<PatientField, string>>;

/** The first message per patient field; problems with the ids or time are not the patient's to fix here. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((PATIENT_FIELDS as readonly unknown[]).includes(field) && !out[field as PatientField]) out[field as PatientField] = issue.message;
  }
  return out;
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
