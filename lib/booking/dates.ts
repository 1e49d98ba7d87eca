import { t } from '@/lib/i18n/booking';

/**
 * Polish dates and times of the clinic's calendar. They work on the API's clinic-local fields (`localDate`,
 * `localStartMin`) with calendar arithmetic in UTC, so the browser's own time zone never shifts a day or an hour.
 */

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const utcDay = (date: string) => {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d));
};

/** "24 listopada 2026". */
export function formatLocalDate(date: string): string {
  const [y, m, d] = parts(date);
  return `${d} ${t.booking.monthsGenitive[m - 1]} ${y}`;
}

/** "24 listopada" (for week ranges). */
export function formatDayMonth(date: string): string {
  const [, m, d] = parts(date);
  return `${d} ${t.booking.monthsGenitive[m - 1]}`;
}

/** Monday = 0 … Sunday = 6. */
function weekdayIndex(date: string): number {
  return (utcDay(date).getUTCDay() + 6) % 7;
}

/** "wtorek". */
export function weekdayName(date: string): string {
  return t.booking.weekdays[weekdayIndex(date)]!;
}

/** "23–29 listopada 2026", or "30 listopada – 6 grudnia 2026" across months, "29 grudnia 2026 – 4 stycznia 2027" across years. */
export function formatDateRange(from: string, to: string): string {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  const month = (m: number) => t.booking.monthsGenitive[m - 1];
  if (fy !== ty) return `${formatLocalDate(from)} – ${formatLocalDate(to)}`;
  if (fm !== tm) return `${fd} ${month(fm)} – ${td} ${month(tm)} ${ty}`;
  return `${fd}–${td} ${month(tm)} ${ty}`;
}

/** "wt". */
export function weekdayShort(date: string): string {
  return t.booking.weekdaysShort[weekdayIndex(date)]!;
}

/** "wtorek, 24 listopada 2026". */
export function formatDayLong(date: string): string {
  return `${weekdayName(date)}, ${formatLocalDate(date)}`;
}

/** "9:30" from minutes after local midnight. */
export function formatTime(localStartMin: number): string {
  return `${Math.floor(localStartMin / 60)}:${String(localStartMin % 60).padStart(2, '0')}`;
}

/** "wtorek, 24 listopada 2026, 9:30": the full name of a slot button. */
export function slotLabel(slot: { localDate: string; localStartMin: number }): string {
  return `${formatDayLong(slot.localDate)}, ${formatTime(slot.localStartMin)}`;
}

/** A calendar date n days later. */
export function addDays(date: string, n: number): string {
  const d = utcDay(date);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the date's week. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The seven dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}
