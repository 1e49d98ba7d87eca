import { LOCALE } from './i18n/locale';

/** A `tel:` address keeps only digits and a leading plus sign, as the API description asks. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * The last nine digits of a phone number: the Polish national number, however it was written ("+48 600 100 200",
 * "0048600100200", "600-100-200"). Two numbers with the same are the same line.
 */
export function nationalNumber(phone: string): string {
  return phone.replace(/\D/g, '').slice(-9);
}

const dateFmt = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

/** A date-time from the API as a Polish date in the clinic's zone: "12 marca 2026". */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : dateFmt.format(d);
}

/** Year, month and day as two-digit parts, in the zone formatDate uses. */
const isoDateFmt = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Warsaw',
});

/**
 * The machine-readable date of a date-time (for <time dateTime>): the Warsaw calendar day formatDate shows, not the
 * UTC one ("2026-03-11T23:30:00Z" is 12 March). A bare YYYY-MM-DD is already that day.
 */
export function isoDate(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 10);
  // From the parts, not format(): how a locale joins them may change with the ICU version.
  const parts = Object.fromEntries(isoDateFmt.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Polish names of the week's days, Monday first, keyed as the API keys opening hours. */
export const WEEKDAYS = [
  ['mon', 'Poniedziałek'],
  ['tue', 'Wtorek'],
  ['wed', 'Środa'],
  ['thu', 'Czwartek'],
  ['fri', 'Piątek'],
  ['sat', 'Sobota'],
  ['sun', 'Niedziela'],
] as const;
