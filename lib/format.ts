import { LOCALE } from './i18n/locale';

/** A `tel:` address keeps only digits and a leading plus sign, as the API description asks. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

const dateFmt = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' });

/** A date-time from the API as a Polish date in the clinic's zone: "12 marca 2026". */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : dateFmt.format(d);
}

/** The machine-readable date of a date-time (for <time dateTime>). */
export function isoDate(iso: string): string {
  return iso.slice(0, 10);
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
