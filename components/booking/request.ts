import { z } from 'zod';
import type { AppointmentInput } from '@/lib/clinic-api/schemas';
import { NAME_MAX, optionalEmail, patientMessage, patientName, patientPhone } from '@/lib/validation/patient';
import { t } from '@/lib/i18n/booking';
import { composeNote, FIRST_VISIT, ownNoteRoom, VISIT_FOR } from './visit-context';
import { PATIENT_FIELDS, type BookingSubmission, type FieldErrors, type PatientField } from './result';

const id = z.string().trim().min(1).max(100);

/** A problem with one of the patient's fields, as fieldErrors reads it (the path and the message). */
const fieldIssue = (field: PatientField, message: string) => ({
  // Stryker disable next-line StringLiteral: fieldErrors and the form read the path and the message, never the code
  code: 'custom' as const,
  path: [field],
  message,
});

/**
 * What the booking form sends to the server action, checked there (a server action is a public endpoint). The browser
 * shows the action's per-field Polish messages, so zod stays out of the booking page's JavaScript.
 */
export const BookingRequest = z
  .object({
    serviceId: id,
    resourceId: id,
    startAt: z.number().int().positive(),
    visitFor: z.enum(VISIT_FOR).default('me'),
    patientName: z
      .string()
      .optional()
      .transform((v) => v?.replace(/\s+/g, ' ').trim() ?? ''),
    firstVisit: z.enum(FIRST_VISIT).default(''),
    name: patientName,
    phone: patientPhone,
    email: optionalEmail,
    note: patientMessage,
    privacyNoticeVersion: z.string().max(100).optional(),
    marketingConsent: z.boolean().default(false),
    formToken: z.string().max(300).optional(),
  })
  .superRefine((r, ctx) => {
    // Someone else's visit needs the patient's name; the person booking stays the contact.
    if (r.visitFor !== 'me') {
      const m = t.booking;
      const problem = !r.patientName
        ? m.patientNameRequired
        : r.patientName.length < 2
          ? m.patientNameTooShort
          : r.patientName.length > NAME_MAX
            ? m.patientNameTooLong(NAME_MAX)
            : null;
      if (problem) ctx.addIssue(fieldIssue('patientName', problem));
    }
    // The visit's line and the patient's own note share the note's limit: a note too long is the patient's to shorten,
    // never cut here.
    const room = ownNoteRoom(r);
    if (r.note && r.note.length > room) ctx.addIssue(fieldIssue('note', t.booking.noteTooLongWithContext(room)));
  });
export type BookingRequest = z.output<typeof BookingRequest>;

/*
 * The wizard's payload (BookingSubmission: ./result.ts keeps the browser's side free of zod) checked against this
 * schema by the type check, with no code at run time: every payload the wizard can build is an input the schema
 * takes, and the wizard sends every field the schema reads. A field added, renamed or retyped on one side only
 * fails `tsc`.
 */
type RequestInput = z.input<typeof BookingRequest>;
type Holds<T extends true> = T;
type _WizardSendsAnInput = Holds<BookingSubmission extends RequestInput ? true : false>;
type _WizardSendsEveryField = Holds<
  [Exclude<keyof RequestInput, keyof BookingSubmission>] extends [never] ? true : false
>;

/** The first message per patient field; problems with the ids or time are not the patient's to fix here. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((PATIENT_FIELDS as readonly unknown[]).includes(field) && !out[field as PatientField])
      out[field as PatientField] = issue.message;
  }
  return out;
}

/** The appointment's note: the visit's line, then the patient's own note (components/booking/visit-context.ts). */
function noteOf(r: BookingRequest): { note?: string } {
  // For the person booking, visitLine names no one: a patient's name typed before choosing "me" does not travel.
  const note = composeNote(r, r.note);
  return note ? { note } : {};
}

/** The privacy notice as the server read it from GET /privacy (null when it could not be read). */
export type CurrentNotice = { version: string; marketingText: string | null } | null;

/**
 * The API's booking body from a checked request: optional fields only when given, patient data nowhere else. The
 * notice version is the one the form showed (the API's definition), sent only when it is the one the server reads
 * from GET /privacy now: a stale page's or a forged version is not claimed for the patient (the API then stores the
 * booking without a clause version), and the marketing consent is recorded only for the box of that very notice.
 */
export function toAppointmentInput(r: BookingRequest, notice: CurrentNotice): AppointmentInput {
  const shown = notice !== null && r.privacyNoticeVersion === notice.version;
  const consent = shown && r.marketingConsent && notice.marketingText !== null;
  return {
    serviceId: r.serviceId,
    resourceId: r.resourceId,
    startAt: r.startAt,
    patient: { name: r.name, phone: r.phone, ...(r.email ? { email: r.email } : {}) },
    ...noteOf(r),
    ...(shown ? { privacyNoticeVersion: notice.version } : {}),
    // "Omit or send false when not ticked": sent only as the patient's own tick.
    ...(consent ? { marketingConsent: true } : {}),
  };
}
