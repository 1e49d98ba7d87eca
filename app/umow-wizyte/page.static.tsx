import { PageKindMeta } from '@/components/ui/conversion-beacon';
import { SiteFrame } from '@/components/ui/site-frame';
import { ReportProblemLink } from '@/components/feedback/report-link';
import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { telHref } from '@/lib/format';
import { readBookingUrl } from '@/lib/config/embed';
import { getSiteData } from '@/lib/site-data/content';
import { t } from '@/lib/i18n';
import { config } from '@/lib/config/server';
import { PATH } from './metadata';
import s from './page.module.css';

export { generateMetadata } from './metadata';

/**
 * /umow-wizyte in the static export: no free slots and no booking action without a server, so the page says how to
 * book by phone, links the platform's own booking when the agency set CLINIC_BOOKING_URL, and offers the contact
 * panel (or the clinic's embed) where the server site has the enquiry form.
 */
export default async function BookingPage() {
  const site = await getSiteData();
  const phone = site.profile?.phone ?? null;
  const bookingUrl = readBookingUrl(process.env);
  const m = t.staticSite;
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
          <p className={s.lead}>{m.bookingByPhone}</p>
        </header>
        {phone ? (
          <p className={s.lead}>
            <a href={telHref(phone)} className="button button-primary" data-booking-phone="">
              {phone}
            </a>
          </p>
        ) : null}
        {bookingUrl ? (
          <p>
            <a href={bookingUrl} className="button button-secondary" rel="noopener" data-booking-online="">
              {m.bookingOnline}
            </a>{' '}
            <span className="contact-note">{m.bookingOnlineNote}</span>
          </p>
        ) : null}
      </div>
      <EnquirySection
        site={site}
        path={PATH}
        id="zapytanie-zamiast-rezerwacji"
        title={t.booking.enquiryTitle}
        lead={t.booking.enquiryLead}
      />
    </SiteFrame>
  );
}
