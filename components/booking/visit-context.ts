import { t } from '@/lib/i18n/booking';

/**
 * Whom the visit is for and whether it is the patient's first: the API's booking has no fields for them, so they go
 * into the appointment's note as one line for reception, above the patient's own note. The person booking stays the
 * contact (name, phone, e-mail). Pure: the server action composes the note; the wizard only sends the answers.
 */
export const VISIT_FOR = ['me', 'child', 'other'] as const;
export type VisitFor = (typeof VISIT_FOR)[number];
export const FIRST_VISIT = ['yes', 'no', ''] as const;
/** '' when the patient did not answer. */
export type FirstVisit = (typeof FIRST_VISIT)[number];

export interface VisitContext {
  visitFor: VisitFor;
  /** The patient's name when the visit is not for the person booking. */
  patientName?: string;
  firstVisit: FirstVisit;
}

/**
 * The note the API gets at most (the contract names no limit for it; the site keeps the free-text limit of its forms,
 * MESSAGE_MAX in lib/validation/patient.ts).
 */
export const NOTE_MAX = 2000;

/** The line for reception, or null when it would say nothing (for the booking person, first visit not answered). */
export function visitLine(c: VisitContext): string | null {
  const w = t.booking.visitNote;
  const name = c.patientName?.replace(/\s+/g, ' ').trim();
  const who = c.visitFor === 'child' && name ? w.child(name) : c.visitFor === 'other' && name ? w.other(name) : null;
  const first = c.firstVisit === 'yes' ? w.firstYes : c.firstVisit === 'no' ? w.firstNo : null;
  if (!who && !first) return null;
  return w.line(who ?? w.me, first);
}

/** Characters left for the patient's own note beside the line (the whole note stays within NOTE_MAX). */
export function ownNoteRoom(c: VisitContext): number {
  const line = visitLine(c);
  return line ? NOTE_MAX - line.length - 1 : NOTE_MAX;
}

/** The appointment's note: the line, then the patient's own note on the next line; undefined when both are empty. */
export function composeNote(c: VisitContext, own: string | undefined): string | undefined {
  const line = visitLine(c);
  const parts = [line, own?.trim() || null].filter((x): x is string => Boolean(x));
  return parts.length ? parts.join('\n') : undefined;
}
