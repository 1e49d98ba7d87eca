/**
 * Conversions counted without consent or identifiers (issue 37): what happened, on which day, on which kind of page.
 * Nothing else is kept: no address, no cookie, no path, no time of day. The events and the kinds are fixed lists, so
 * the counts of a day are at most EVENTS × KINDS numbers whatever a client sends. Pure: the browser's beacon, the
 * server's stores and `npm run stats` share it.
 */
import { PAGE_KINDS } from '../clinic-api/page-kinds';

export const EVENTS = ['booking_started', 'booking_made', 'enquiry_sent', 'phone_tapped'] as const;
export type ConversionEvent = (typeof EVENTS)[number];

/** The API's page kinds, the home page, the booking page, the search page, and everything else. */
export const KINDS = ['home', ...PAGE_KINDS, 'booking', 'search', 'other'] as const;
export type PageKindCount = (typeof KINDS)[number];

/** Events the browser may report through the beacon: the others are counted where the API said yes. */
export const BEACON_EVENTS: readonly ConversionEvent[] = ['booking_started', 'phone_tapped'];

/** How many days of counts are kept (a day's counts expire this long after the day). */
export const KEEP_DAYS = 400;

export const isEvent = (v: unknown): v is ConversionEvent =>
  typeof v === 'string' && (EVENTS as readonly string[]).includes(v);
export const toKind = (v: unknown): PageKindCount =>
  typeof v === 'string' && (KINDS as readonly string[]).includes(v) ? (v as PageKindCount) : 'other';

/** The day a count belongs to: the clinic's calendar day (Europe/Warsaw), YYYY-MM-DD. */
export function dayOf(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(at);
}

/** One day's counts: `event:kind` → number. */
type DayCounts = Record<string, number>;
/** Every kept day's counts, by day. */
export type Counts = Record<string, DayCounts>;

export const field = (event: ConversionEvent, kind: PageKindCount) => `${event}:${kind}`;

/** Only what a count may be: known days, known fields, whole non-negative numbers (a file or Redis is not trusted). */
export function cleanCounts(raw: unknown): Counts {
  const out: Counts = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [day, fields] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !fields || typeof fields !== 'object') continue;
    for (const [f, n] of Object.entries(fields as Record<string, unknown>)) {
      const [event, kind] = f.split(':');
      const count = typeof n === 'string' ? Number(n) : n;
      if (!isEvent(event) || toKind(kind) !== kind || typeof count !== 'number') continue;
      if (!Number.isSafeInteger(count) || count <= 0) continue;
      (out[day] ??= {})[f] = count;
    }
  }
  return out;
}

/** The stats table `npm run stats` prints: one line per day, event and kind, then each event's total. */
export function formatCounts(counts: Counts, where: string): string {
  const days = Object.keys(counts).sort();
  const lines = [`Conversions (${where}), counted without cookies or identifiers:`];
  if (days.length === 0) return [...lines, '  none counted yet'].join('\n');
  lines.push(`  ${'day'.padEnd(10)}  ${'event'.padEnd(15)}  ${'page kind'.padEnd(12)}  count`);
  const totals = new Map<string, number>();
  for (const day of days) {
    for (const f of Object.keys(counts[day]!).sort()) {
      const [event, kind] = f.split(':') as [string, string];
      const n = counts[day]![f]!;
      totals.set(event, (totals.get(event) ?? 0) + n);
      lines.push(`  ${day}  ${event.padEnd(15)}  ${kind.padEnd(12)}  ${String(n).padStart(5)}`);
    }
  }
  lines.push('Totals:');
  for (const event of EVENTS) lines.push(`  ${event.padEnd(15)}  ${totals.get(event) ?? 0}`);
  return lines.join('\n');
}
