import { t } from '@/lib/i18n';
import { isStaticExport } from '@/lib/config/static-export';
import { readBookingUrl } from '@/lib/config/embed';
import { telHref } from '@/lib/format';
import { NextFreeCheck } from './check';
import { NextFreeLoader } from './loader';

/**
 * "Najbliższy wolny termin: jutro, 9:30" on a treatment or doctor page (docs/booking.md, "The next free time on a
 * page"), for a treatment or specialist bookable online; phone-only and central-registration treatments get none.
 * The page stays static: the time comes from the island. Its box is drawn here at the filled label's height (one line
 * more on a doctor page, for the treatment the times are of), so the island's answer moves nothing below it.
 * In the static export there is no wizard and no route: the label is a plain link to the clinic's own booking
 * (CLINIC_BOOKING_URL), else its phone, as the action bar's.
 */
export function NextFreeTime({
  param,
  id,
  bookingHref,
  phone,
}: {
  param: 'service' | 'resource';
  id: string;
  /** The wizard with this treatment or specialist chosen: the label's link while no time is known. */
  bookingHref: string;
  phone: string | null;
}) {
  const n = t.booking.nextFree;
  if (isStaticExport()) {
    const href = readBookingUrl(process.env) ?? (phone ? telHref(phone) : null);
    if (!href) return null;
    return (
      <div className="next-free">
        <NextFreeCheck label={n.label} check={n.check} href={href} />
      </div>
    );
  }
  return (
    <div className={param === 'resource' ? 'next-free next-free-named' : 'next-free'}>
      <NextFreeLoader
        endpoint={`/api/booking/next-free?${new URLSearchParams({ [param]: id })}`}
        fallbackHref={bookingHref}
        labels={{ label: n.label, check: n.check }}
      />
    </div>
  );
}
