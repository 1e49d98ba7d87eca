import type { FreeSlot } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n/booking';
import { isoDate } from '@/lib/format';
import { addDays, formatDayMonth, formatTime, weekdayName } from './dates';

/**
 * The next free time as a page shows it: "dziś", "jutro", else "czwartek, 3 grudnia", with the day counted on the
 * clinic's calendar (Europe/Warsaw, as the API's `localDate`), never the browser's zone.
 */
export function relativeDay(localDate: string, now: number): string {
  const today = isoDate(new Date(now).toISOString());
  if (localDate === today) return t.booking.nextFree.today;
  if (localDate === addDays(today, 1)) return t.booking.nextFree.tomorrow;
  return `${weekdayName(localDate)}, ${formatDayMonth(localDate)}`;
}

/** "jutro, 9:30". */
export function nextFreeLabel(slot: { localDate: string; localStartMin: number }, now: number): string {
  return `${relativeDay(slot.localDate, now)}, ${formatTime(slot.localStartMin)}`;
}

/**
 * The wizard on one slot: treatment, specialist and the slot's start (epoch seconds). The wizard books it when it is
 * still free, else shows that day's fresh times (components/booking/wizard-state.ts, `linkedSlot`).
 */
function slotHref(bookingPath: string, serviceId: string, resourceId: string, startAt: number): string {
  const qs = new URLSearchParams({ service: serviceId, resource: resourceId, at: String(startAt) });
  return `${bookingPath}?${qs}`;
}

/** What a page's island draws: the nearest time and the day's others, each a link into the wizard on that slot. */
export interface NextFreeView {
  /** "jutro, 9:30". */
  when: string;
  href: string;
  /** Its link's name: "Umów wizytę: jutro, 9:30". */
  name: string;
  /** On a doctor page: the treatment these times are for. */
  service: string | null;
  others: { time: string; href: string; name: string }[];
}

export function nextFreeView(
  slots: readonly FreeSlot[],
  opts: { bookingPath: string; serviceId: string; serviceName: string | null; now: number },
): NextFreeView | null {
  const [first, ...rest] = slots;
  if (!first) return null;
  const link = (s: FreeSlot) => slotHref(opts.bookingPath, opts.serviceId, s.resourceId, s.startAt);
  const when = nextFreeLabel(first, opts.now);
  return {
    when,
    href: link(first),
    name: t.booking.nextFree.bookAt(when),
    service: opts.serviceName,
    others: rest.map((s) => ({
      time: formatTime(s.localStartMin),
      href: link(s),
      name: t.booking.nextFree.bookAt(nextFreeLabel(s, opts.now)),
    })),
  };
}
