import type { Weekday } from '../../clinic-api/schemas';

/** The clinic's time zone: slots are laid out on its wall clock, whatever zone the server runs in. */
export const CLINIC_TZ = 'Europe/Warsaw';

const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  // Stryker disable next-line ConditionalExpression: a cache; a new formatter for every call reads the same
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Wall-clock fields of an instant in a zone, read from Intl (the platform's tz database, so DST is right). */
function wallClock(epochMs: number, tz: string) {
  const parts = formatter(tz).formatToParts(new Date(epochMs));
  // Every part asked for is among the formatter's (its options name them).
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

/** Minutes the zone is ahead of UTC at an instant (Warsaw: 60 in winter, 120 in summer). */
export function zoneOffsetMin(epochMs: number, tz: string = CLINIC_TZ): number {
  const w = wallClock(epochMs, tz);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

export interface LocalTime {
  /** YYYY-MM-DD on the clinic's calendar. */
  date: string;
  /** Minutes after local midnight. */
  minutes: number;
  weekday: Weekday;
}

/** Where an instant falls on the clinic's calendar and clock. */
export function toLocal(epochMs: number, tz: string = CLINIC_TZ): LocalTime {
  const w = wallClock(epochMs, tz);
  const date = `${w.y}-${pad(w.m)}-${pad(w.d)}`;
  return { date, minutes: w.h * 60 + w.min, weekday: weekdayOf(date) };
}

/**
 * The instant of a wall-clock time on a local date. Null when that time does not exist (the spring-forward
 * gap); a time that happens twice (autumn) resolves to the earlier instant.
 */
export function fromLocal(date: string, minutes: number, tz: string = CLINIC_TZ): number | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, 0, minutes);
  // The offsets in force a day either side cover both sides of any DST change. A repeated time comes from a fall-back,
  // which always goes from a larger offset (the day before's) to a smaller: trying that one first gives the earlier.
  for (const off of [zoneOffsetMin(naive - 86_400_000, tz), zoneOffsetMin(naive + 86_400_000, tz)]) {
    const t = naive - off * 60_000;
    // The wall-clock time exists at t when the offset in force at t is the one assumed.
    if (zoneOffsetMin(t, tz) === off) return t;
  }
  return null;
}

/** A calendar date n days later (n may be negative); pure date arithmetic, no zone involved. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The weekday of a calendar date, keyed as the API keys opening hours. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** "HH:MM" as minutes after midnight. */
export function hhmmToMin(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

const pad = (n: number) => String(n).padStart(2, '0');
