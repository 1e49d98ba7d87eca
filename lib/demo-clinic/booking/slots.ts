import type { FreeSlot, Weekday } from '../../clinic-api/schemas';
import { isPolishPublicHoliday } from './holidays';
import { addDays, CLINIC_TZ, fromLocal, hhmmToMin, toLocal, weekdayOf } from './zone';

/** Working hours per weekday, as the API writes opening hours: intervals of "HH:MM". */
export type WeekSchedule = Partial<Record<Weekday, { opens: string; closes: string }[]>>;

/** How far ahead the demo offers slots: today and the next 13 days on the clinic's calendar. */
const BOOKING_DAYS = 14;
/** Slots start on this grid (minutes after local midnight); a longer visit covers several grid steps. */
const DEFAULT_STEP_MIN = 30;

export interface SlotQuery {
  resourceId: string;
  durationMin: number;
  /** The specialist's own hours. */
  schedule: WeekSchedule;
  /** The clinic's opening hours; absent when the profile has none (then only the specialist's hours count). */
  openingHours?: WeekSchedule;
  /** The specialist's booked appointments (epoch seconds); a slot overlapping one is not free. */
  busy: { startAt: number; endAt: number }[];
  nowMs: number;
  days?: number;
  stepMin?: number;
  tz?: string;
  /** Days the clinic is closed regardless of hours (public holidays by default). */
  isClosedDay?: (date: string) => boolean;
}

type Interval = [number, number];

function intervals(schedule: WeekSchedule, day: Weekday): Interval[] {
  const all = (schedule[day] ?? []).map((i) => [hhmmToMin(i.opens), hhmmToMin(i.closes)] as Interval);
  // Stryker disable next-line MethodExpression,ConditionalExpression,EqualityOperator: an empty interval holds no visit anyway
  return all.filter(([a, b]) => b > a);
}

function intersect(a: Interval[], b: Interval[]): Interval[] {
  // Stryker disable next-line ArrayDeclaration: a stray element is no pair of numbers; the grid lays nothing in it
  const out: Interval[] = [];
  for (const [a0, a1] of a) {
    for (const [b0, b1] of b) {
      const s = Math.max(a0, b0);
      const e = Math.min(a1, b1);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty interval holds no visit anyway
      if (e > s) out.push([s, e]);
    }
  }
  return out;
}

/**
 * The specialist's free slots: a grid inside their hours and the clinic's opening hours, on the clinic's wall
 * clock (so a DST change moves UTC instants, never local times), minus booked time, future only, ascending.
 */
export function freeSlots(q: SlotQuery): FreeSlot[] {
  const tz = q.tz ?? CLINIC_TZ;
  const step = q.stepMin ?? DEFAULT_STEP_MIN;
  const days = q.days ?? BOOKING_DAYS;
  const closed = q.isClosedDay ?? isPolishPublicHoliday;
  const nowSec = Math.floor(q.nowMs / 1000);
  const today = toLocal(q.nowMs, tz).date;
  const slots: FreeSlot[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    if (closed(date)) continue;
    const weekday = weekdayOf(date);
    let open = intervals(q.schedule, weekday);
    if (q.openingHours) open = intersect(open, intervals(q.openingHours, weekday));
    for (const [from, to] of open) {
      // Align to the grid from midnight so slots read as 9:00, 9:30… whatever the interval's start.
      for (let min = Math.ceil(from / step) * step; min + q.durationMin <= to; min += step) {
        const startMs = fromLocal(date, min, tz);
        // Inside the spring-forward gap that wall-clock time does not exist.
        // Stryker disable next-line ConditionalExpression: null / 1000 is 0, long past: the check below drops it too
        if (startMs === null) continue;
        const startAt = startMs / 1000;
        const endAt = startAt + q.durationMin * 60; // real minutes, so a visit across a DST change still lasts its length
        if (startAt <= nowSec) continue;
        if (q.busy.some((b) => b.startAt < endAt && startAt < b.endAt)) continue;
        slots.push({ resourceId: q.resourceId, startAt, endAt, localDate: date, localStartMin: min });
      }
    }
  }
  return slots.sort((a, b) => a.startAt - b.startAt);
}
