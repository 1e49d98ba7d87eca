import 'server-only';
import type { BookingCatalog, Site } from '@/lib/clinic-api/schemas';
import { config } from '@/lib/config/server';
import { issueFormToken } from '@/lib/abuse/server';
import { getBookingCatalog } from '@/lib/site-data/booking';
import { getPrivacyNotice } from '@/lib/site-data/form-choices';
import { isCentrallyRegistered } from '@/lib/booking/server';
import type { BookingPageData } from './types';

export type BookingParams = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (typeof v === 'string' && v.length <= 100 ? v : null);

/** ?at=: epoch seconds of a slot (a whole number of ten digits or so); anything else is ignored. */
function slotAt(v: string | string[] | undefined): number | null {
  const s = one(v);
  if (!s || !/^\d{9,11}$/.test(s)) return null;
  return Number(s);
}

/**
 * The catalog without services nobody performs (they are not offered), ids checked against the specialists; a
 * service registered centrally (IKP) is offered as the NFZ ones are: by phone only, never through the wizard.
 */
function bookable(catalog: BookingCatalog): Pick<BookingPageData, 'services' | 'resources'> {
  const resourceIds = new Set(catalog.resources.map((r) => r.id));
  const services = catalog.services
    .map((x) => ({
      ...x,
      resourceIds: x.resourceIds.filter((id) => resourceIds.has(id)),
      nfz: x.nfz || isCentrallyRegistered(x.id),
    }))
    .filter((x) => x.resourceIds.length > 0 || x.nfz);
  return { services, resources: catalog.resources };
}

/** The clinic's contacts as the wizard shows them (and puts in the calendar file). */
export function clinicFacts(site: Site): BookingPageData['clinic'] {
  const p = site.profile;
  return {
    name: site.name,
    controller: p?.legalName ?? site.name,
    phone: p?.phone ?? null,
    address: p?.address ? `${p.address.street}, ${p.address.postalCode} ${p.address.city}` : null,
    accessNote: p?.address?.accessNote?.trim() || null,
    host: site.primaryDomain ?? new URL(config().siteUrl).host,
  };
}

/**
 * What the wizard starts from: the catalog (cacheable for a minute), the privacy notice (the same minute-long memo
 * the enquiry form reads: one request for both) and the deep link (?service=, ?resource=, ?at=). Null when the catalog
 * cannot be read: the page then offers the phone and the enquiry form.
 */
export async function bookingPageData(
  sitePromise: Promise<Site>,
  params: BookingParams,
): Promise<BookingPageData | null> {
  // In parallel with the site the page is reading anyway.
  const [site, catalog, privacy] = await Promise.all([
    sitePromise,
    getBookingCatalog().catch(() => null),
    getPrivacyNotice().catch(() => null),
  ]);
  if (!catalog) return null;
  return {
    ...bookable(catalog),
    privacy: privacy ? { version: privacy.version, marketingText: privacy.marketingText } : null,
    clinic: clinicFacts(site),
    formToken: issueFormToken(),
    initial: { serviceId: one(params.service), resourceId: one(params.resource), slotAt: slotAt(params.at) },
  };
}
