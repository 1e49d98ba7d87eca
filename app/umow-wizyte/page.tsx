import type { Metadata } from 'next';
import { SiteFrame } from '@/components/ui/site-frame';
import { ReportProblemLink } from '@/components/feedback/report-link';
import { BookingIsland } from '@/components/booking/booking-island';
import { PhoneLink } from '@/components/booking/phone-link';
import { EnquirySection } from '@/components/enquiry/enquiry-section';
import type { BookingPageData } from '@/components/booking/types';
import { getBookingCatalog } from '@/lib/site-data/booking';
import { getPrivacyNotice } from '@/lib/site-data/form-choices';
import type { BookingCatalog, Site } from '@/lib/clinic-api/schemas';
import { getSiteData } from '@/lib/site-data/content';
import { t } from '@/lib/i18n';
import { canonicalOrigin, pageUrl, siteMetadata } from '@/lib/seo';
import { config } from '@/lib/server/config';
import { seoOptions } from '@/lib/server/seo-options';
import s from './page.module.css';

const PATH = '/umow-wizyte';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteData();
  const opts = seoOptions();
  const url = pageUrl(canonicalOrigin(site, opts), PATH);
  const description = t.booking.metaDescription(site.name);
  const base = siteMetadata(site, opts);
  return {
    ...base,
    // This route is outside the content layout that sets the title template, so the clinic's name is added here.
    title: { absolute: `${t.booking.pageTitle} · ${site.name}` },
    description,
    // Deep links (?service=, ?resource=) are one page for search engines.
    alternates: { canonical: url },
    openGraph: { ...base.openGraph, url, title: t.booking.pageTitle, description },
  };
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' && v.length <= 100 ? v : null);

/** The catalog without services nobody performs (they are not offered), ids checked against the specialists. */
function bookable(catalog: BookingCatalog): Pick<BookingPageData, 'services' | 'resources'> {
  const resourceIds = new Set(catalog.resources.map((r) => r.id));
  const services = catalog.services
    .map((x) => ({ ...x, resourceIds: x.resourceIds.filter((id) => resourceIds.has(id)) }))
    .filter((x) => x.resourceIds.length > 0 || x.nfz);
  return { services, resources: catalog.resources };
}

function clinicFacts(site: Site): BookingPageData['clinic'] {
  const p = site.profile;
  return {
    name: site.name,
    controller: p?.legalName ?? site.name,
    phone: p?.phone ?? null,
    address: p?.address ? `${p.address.street}, ${p.address.postalCode} ${p.address.city}` : null,
    host: site.primaryDomain ?? new URL(config().siteUrl).host,
  };
}

/**
 * /umow-wizyte: online booking. The server renders the catalog (cacheable for a minute) and the privacy notice; free
 * slots are read live by the browser and the booking goes through a server action, so this HTML never holds a slot
 * or anything about a patient. It reads the deep-link parameters, so it renders per request.
 */
export default async function BookingPage({ searchParams }: { searchParams: SearchParams }) {
  const [site, catalog, privacy, params] = await Promise.all([
    getSiteData(),
    getBookingCatalog().catch(() => null),
    // The same minute-long memo the enquiry form below reads: one request for both.
    getPrivacyNotice().catch(() => null),
    searchParams,
  ]);
  const facts = clinicFacts(site);
  const data: BookingPageData | null = catalog
    ? {
        ...bookable(catalog),
        privacy: privacy ? { version: privacy.version, marketingText: privacy.marketingText } : null,
        clinic: facts,
        initial: { serviceId: one(params.service), resourceId: one(params.resource) },
      }
    : null;

  return (
    <SiteFrame site={site} currentPath={PATH} demo={config().mode === 'demo'} footerExtra={<ReportProblemLink path={PATH} />}>
      <div className={`container ${s.page}`}>
        <header className={s.header}>
          <h1>{t.booking.pageTitle}</h1>
          <p className={s.lead}>{t.booking.pageLead}</p>
        </header>
        {data ? (
          <>
            <noscript>
              <p className={s.notice}>
                {t.booking.noScript} <PhoneLink phone={facts.phone} />
              </p>
            </noscript>
            <div id="rezerwacja">
              <BookingIsland data={data} />
            </div>
          </>
        ) : (
          <div className={s.notice} role="alert">
            <p>{t.booking.catalogUnavailable}</p>
            <PhoneLink phone={facts.phone} className="button button-primary" />
          </div>
        )}
      </div>
      {/* For patients who cannot or would rather not pick a slot (or when the catalog is down): the enquiry form. */}
      <EnquirySection
        site={site}
        path={PATH}
        id="zapytanie-zamiast-rezerwacji"
        title={t.booking.enquiryTitle}
        lead={t.booking.enquiryLead}
        serviceSlug={data?.services.find((x) => x.id === data.initial.serviceId)?.serviceSlug ?? null}
        doctorSlug={data?.resources.find((x) => x.id === data.initial.resourceId)?.doctorSlug ?? null}
      />
    </SiteFrame>
  );
}
