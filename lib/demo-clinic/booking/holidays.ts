import { addDays } from './zone';

/**
 * Polish statutory days off (ustawa o dniach wolnych od pracy). The demo clinic's profile says it is closed on
 * them, so no slot is offered there. Sundays that are holidays (Easter, Pentecost) are closed anyway.
 */
const FIXED = ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26'];

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True on a Polish public holiday (Christmas Eve is one since 2025). */
export function isPolishPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  const md = date.slice(5);
  if (FIXED.includes(md)) return true;
  if (md === '12-24' && year >= 2025) return true;
  const easter = easterSunday(year);
  // Easter Monday and Corpus Christi (Easter + 60) fall on weekdays.
  return date === addDays(easter, 1) || date === addDays(easter, 60);
}
