import { PageKindMeta } from '@/components/ui/conversion-beacon';
import { SiteFrame } from '@/components/ui/site-frame';
import { ReportProblemLink } from '@/components/feedback/report-link';
import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { BookingSection } from '@/components/booking/booking-section';
import { bookingPageData, clinicFacts, type BookingParams } from '@/components/booking/page-data';
import { getSiteForLivePage } from '@/lib/site-data/content';
import { t } from '@/lib/i18n';
import { config } from '@/lib/config/server';
import { PATH } from './metadata';
import s from './page.module.css';

type SearchParams = Promise<BookingParams>;

/** The enquiry form's section below the wizard (the way to ask without JavaScript, or without picking a slot). */
const ENQUIRY_ID = 'zapytanie-zamiast-rezerwacji';

export { generateMetadata } from './metadata';

/**
 * /umow-wizyte: online booking (components/booking), with the enquiry form below for those who would rather not pick
 * a slot. It reads the deep-link parameters, so it renders per request.
 */
export default async function BookingPage({ searchParams }: { searchParams: SearchParams }) {
  const sitePromise = getSiteForLivePage();
  const [site, data] = await Promise.all([
    sitePromise,
    searchParams.then((params) => bookingPageData(sitePromise, params)),
  ]);
  return (
    <SiteFrame
      site={site}
      currentPath={PATH}
      demo={config().mode === 'demo'}
      footerExtra={<ReportProblemLink path={PATH} />}
    >
      <PageKindMeta kind="booking" />
      <div className={`container ${s.page}`}>
        <header className={s.header}>
          <h1>{t.booking.pageTitle}</h1>
          <p className={s.lead}>{t.booking.pageLead}</p>
        </header>
        <BookingSection data={data} phone={clinicFacts(site).phone} enquiryId={ENQUIRY_ID} />
      </div>
      {/* For patients who cannot or would rather not pick a slot (or when the catalog is down): the enquiry form. */}
      <EnquirySection
        site={site}
        path={PATH}
        id={ENQUIRY_ID}
        title={t.booking.enquiryTitle}
        lead={t.booking.enquiryLead}
        serviceSlug={data?.services.find((x) => x.id === data.initial.serviceId)?.serviceSlug ?? null}
        doctorSlug={data?.resources.find((x) => x.id === data.initial.resourceId)?.doctorSlug ?? null}
      />
    </SiteFrame>
  );
}
