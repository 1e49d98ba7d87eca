import type { FreeSlot } from '@/lib/clinic-api/schemas';

/** Codes of the site's slots route (/api/booking/slots) next to its Polish `error`. */
export type SlotsErrorCode = 'invalid_query' | 'nfz_phone_only' | 'busy' | 'unavailable';

/** Slots grouped by clinic-local day, days and times ascending. */
export function groupByDay(slots: FreeSlot[]): Map<string, FreeSlot[]> {
  const days = new Map<string, FreeSlot[]>();
  for (const s of [...slots].sort((a, b) => a.startAt - b.startAt)) {
    const list = days.get(s.localDate);
    if (list) list.push(s);
    else days.set(s.localDate, [s]);
  }
  return new Map([...days.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * "Any specialist": every specialist's slots as one list, one slot per start time. Lists come in the catalog's order
 * of specialists, so at a time several have free, the first of them is booked.
 */
export function mergeSlots(lists: FreeSlot[][]): FreeSlot[] {
  const byStart = new Map<number, FreeSlot>();
  for (const list of lists) for (const s of list) if (!byStart.has(s.startAt)) byStart.set(s.startAt, s);
  return [...byStart.values()].sort((a, b) => a.startAt - b.startAt);
}

/**
 * After a 409: the day's fresh slots (from the answer) replace what the list held for that day and the specialist the
 * visit was sent for (`resourceId`); other specialists' slots stay (for "any specialist"). The answer holds "that
 * day's free slots", each with its `resourceId`, and may name other specialists too: with one specialist chosen
 * (`chosen` is their id, not 'any') only that specialist's fresh slots are kept, since that list names no specialist
 * and a slot of another would be booked with them unawares; with 'any' every fresh slot may join (that list names
 * each slot's specialist), one per start time.
 */
export function replaceDaySlots(
  slots: FreeSlot[],
  day: string,
  resourceId: string,
  fresh: FreeSlot[],
  chosen: string,
): FreeSlot[] {
  const kept = slots.filter((s) => !(s.localDate === day && s.resourceId === resourceId));
  const others = new Set(kept.filter((s) => s.localDate === day).map((s) => s.startAt));
  const added = new Set<number>();
  const joining = fresh.filter((s) => {
    if (s.localDate !== day || others.has(s.startAt) || added.has(s.startAt)) return false;
    if (chosen !== 'any' && s.resourceId !== chosen) return false;
    added.add(s.startAt);
    return true;
  });
  return [...kept, ...joining].sort((a, b) => a.startAt - b.startAt);
}

/** The first day on or after `from` that has a slot (days ascending), or null. */
export function nextDayWithSlots(days: Iterable<string>, from: string): string | null {
  for (const d of days) if (d >= from) return d;
  return null;
}
