import type { OpeningHoursSpecification } from 'schema-dts';
import type { SiteProfile, Weekday } from '../../clinic-api/schemas';

type DayName = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

const DAYS: readonly (readonly [Weekday, DayName])[] = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];

/**
 * The profile's weekly hours as OpeningHoursSpecification: one entry per distinct interval, listing every day that
 * has it (Mon–Fri 8:00–20:00 is one entry); a day with a lunch break gives two intervals. Absent days are closed.
 */
export function openingHoursSpecification(hours: SiteProfile['openingHours']): OpeningHoursSpecification[] {
  if (!hours) return [];
  const byInterval = new Map<string, { opens: string; closes: string; days: DayName[]; order: number }>();
  DAYS.forEach(([key, day], dayIndex) => {
    for (const { opens, closes } of hours[key] ?? []) {
      const id = `${opens}-${closes}`;
      const entry = byInterval.get(id) ?? { opens, closes, days: [], order: dayIndex * 10_000 + minutes(opens) };
      entry.days.push(day);
      byInterval.set(id, entry);
    }
  });
  return [...byInterval.values()]
    .sort((a, b) => a.order - b.order)
    .map((e) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: e.days, opens: e.opens, closes: e.closes }));
}

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
