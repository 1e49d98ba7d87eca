import { z } from 'zod';
import { CalendarDate } from '@/lib/clinic-api/schemas/leads';
import { Slug } from '@/lib/clinic-api/schemas/shared';
import { t } from '@/lib/i18n';
import { optionalEmail, optionalPhone, patientMessage, patientName } from '@/lib/validation/patient';
import { windowField, type LeadFormValues, type ValidLead, type WindowValues } from './form';

/**
 * The enquiry form's checks, on the server: the API's own rules (a contact, 1–3 valid windows) plus the site's, each
 * error tied to its field in Polish. Dates and hours are read as patients type them.
 */

export type LeadValidation = { ok: true; lead: ValidLead } | { ok: false; errors: Record<string, string> };

const optionalSlug = z.string().refine((v) => v === '' || Slug.safeParse(v).success, t.leads.choiceInvalid);

/** Validates the typed values; every error is tied to its field, in Polish. `today` is the clinic's (YYYY-MM-DD). */
export function validateLeadForm(values: LeadFormValues, today: string): LeadValidation {
  const errors: Record<string, string> = {};
  const field = <T>(key: string, schema: z.ZodType<T>, value: unknown): T | undefined => {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    errors[key] = r.error.issues[0]!.message; // a refused value always has an issue
    return undefined;
  };
  const name = field('name', patientName, values.name);
  const phone = field('phone', optionalPhone, values.phone);
  const email = field('email', optionalEmail, values.email);
  const message = field('message', patientMessage, values.message);
  // The API stores a lead only with a usable phone or an e-mail; without either reception cannot answer.
  if (!values.phone.trim() && !values.email.trim()) errors.phone = t.leads.contactRequired;
  const serviceSlug = field('serviceSlug', optionalSlug, values.serviceSlug);
  const doctorSlug = field('doctorSlug', optionalSlug, values.doctorSlug);
  const windows = validateWindows(values.windows, today);
  Object.assign(errors, windows.errors);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    lead: {
      name: name!,
      phone,
      email,
      message,
      serviceSlug: serviceSlug || undefined,
      doctorSlug: doctorSlug || undefined,
      marketingConsent: values.marketingConsent,
      windows: windows.windows,
    },
  };
}

/** The clinic's time zone: "today" for a preferred date is the clinic's today. */
const CLINIC_TIME_ZONE = 'Europe/Warsaw';
/** Preferred dates further ahead than this are almost certainly a typo in the year. */
const MAX_DAYS_AHEAD = 366;

/** Today in the clinic's time zone, as YYYY-MM-DD. */
export function clinicToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CLINIC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The latest preferred date the form takes. */
export const latestPreferredDate = (today: string) => addDays(today, MAX_DAYS_AHEAD);

/** YYYY-MM-DD from what a date field sends, or from the Polish "12.03.2026" typed where there is no date picker. */
export function normaliseDate(raw: string): string | null {
  const s = raw.trim();
  const pl = s.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
  const iso = pl ? `${pl[3]}-${pl[2]!.padStart(2, '0')}-${pl[1]!.padStart(2, '0')}` : s;
  return CalendarDate.safeParse(iso).success ? iso : null;
}

/** HH:MM from "9:30", "09:30", "09.30" or "09:30:00". */
export function normaliseTime(raw: string): string | null {
  const m = raw.trim().match(/^(\d{1,2})[:.](\d{2})(?::\d{2})?$/);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/**
 * Validates the preferred windows: a row left wholly empty is skipped; a started row needs a real day from today
 * on, and both hours with "to" later than "from". Errors are keyed by field name.
 */
export function validateWindows(
  rows: WindowValues[],
  today: string,
): { windows: WindowValues[]; errors: Record<string, string> } {
  const m = t.leads;
  const windows: WindowValues[] = [];
  const errors: Record<string, string> = {};
  rows.forEach((row, i) => {
    if (!row.date.trim() && !row.from.trim() && !row.to.trim()) return;
    // An empty (or all-space) field reads as null, the same as a wrong one; the message tells them apart.
    const date = normaliseDate(row.date);
    const from = normaliseTime(row.from);
    const to = normaliseTime(row.to);
    const rowErrors: Record<string, string> = {};
    if (!row.date.trim()) rowErrors[windowField(i, 'date')] = m.dateRequired;
    else if (!date) rowErrors[windowField(i, 'date')] = m.dateInvalid;
    else if (date < today) rowErrors[windowField(i, 'date')] = m.datePast;
    else if (date > latestPreferredDate(today)) rowErrors[windowField(i, 'date')] = m.dateTooFar;
    if (!row.from.trim()) rowErrors[windowField(i, 'from')] = m.timeRequired;
    else if (!from) rowErrors[windowField(i, 'from')] = m.timeInvalid;
    if (!row.to.trim()) rowErrors[windowField(i, 'to')] = m.timeRequired;
    else if (!to) rowErrors[windowField(i, 'to')] = m.timeInvalid;
    else if (from && to <= from) rowErrors[windowField(i, 'to')] = m.timeOrder;
    if (Object.keys(rowErrors).length > 0) Object.assign(errors, rowErrors);
    else windows.push({ date: date!, from: from!, to: to! });
  });
  return { windows, errors };
}
