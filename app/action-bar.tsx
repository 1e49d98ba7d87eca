import { ActionBar, type BarAction } from '@/components/ui/action-bar';
import { PATH as BOOKING_PATH } from '@/app/umow-wizyte/metadata';
import { bookingHref, isPhoneOnly } from '@/app/[[...path]]/views/entity-pages';
import { isCentrallyRegistered } from '@/lib/booking/server';
import { readBookingUrl } from '@/lib/config/embed';
import { isStaticExport } from '@/lib/config/static-export';
import type { ContentPage, Site } from '@/lib/clinic-api/schemas';
import { telHref } from '@/lib/format';
import { t } from '@/lib/i18n';
import { extrasOf } from '@/lib/legal/site-extras';

/**
 * The clinic's phone: the profile's, else the primary location's. No page kind of API v1 names a location of its
 * own; a page that gets one passes its location's phone here.
 */
function clinicPhone(site: Site): string | null {
  if (site.profile?.phone) return site.profile.phone;
  const locations = extrasOf(site)?.locations ?? [];
  return (locations.find((l) => l.primary) ?? locations.find((l) => l.phone))?.phone ?? null;
}

/**
 * The call-and-book bar of a page (components/ui/action-bar.tsx): the clinic's phone, and booking as the page's own
 * button offers it: the wizard with the treatment or specialist chosen, the IKP for central e-registration, the
 * phone alone for a phone-only (NFZ) treatment. In the static export there is no wizard: booking is the platform's
 * own (CLINIC_BOOKING_URL) when set, else the export's page on how to book by phone. The booking page has no bar.
 */
export async function pageActionBar(site: Site, page?: ContentPage | null) {
  const phone = clinicPhone(site);
  const a = t.common.actionBar;
  const call: BarAction | null = phone ? { href: telHref(phone), label: a.call } : null;
  const general = generalBooking();

  if (page?.kind === 'service') {
    const id = page.service.bookingServiceId;
    if (isCentrallyRegistered(id))
      return (
        <ActionBar call={call} book={{ href: t.legal.centralRegistration.ikpHref, label: a.ikp, external: true }} />
      );
    if (id && (await isPhoneOnly(id)))
      return <ActionBar call={call ? { ...call, label: a.callToBook } : null} book={null} />;
    return (
      <ActionBar
        call={call}
        book={id && !isStaticExport() ? { href: bookingHref('service', id), label: a.book } : general}
      />
    );
  }
  if (page?.kind === 'doctor') {
    const id = page.doctor.bookingResourceId;
    return (
      <ActionBar
        call={call}
        book={id && !isStaticExport() ? { href: bookingHref('resource', id), label: a.book } : general}
      />
    );
  }
  return <ActionBar call={call} book={general} />;
}

function generalBooking(): BarAction {
  const label = t.common.actionBar.book;
  if (!isStaticExport()) return { href: BOOKING_PATH, label };
  const url = readBookingUrl(process.env);
  return url ? { href: url, label, external: true } : { href: BOOKING_PATH, label };
}
