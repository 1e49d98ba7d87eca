import { t } from '@/lib/i18n';
import { BookingIslandLoader } from './booking-island-loader';
import { telHref } from '@/lib/format';
import { PhoneLink } from './phone-link';
import type { BookingPageData } from './types';
import s from './booking-section.module.css';

/**
 * The booking flow on its page: the wizard (the page's one client island), a phone number and the enquiry form
 * (`enquiryId`, the section below it, which works without JavaScript) for visitors without JavaScript, or, when the
 * catalog could not be read, the phone instead of the wizard. This HTML never holds a slot or anything about a
 * patient: slots are read live by the browser, the booking goes through the flow's action.
 */
export function BookingSection({
  data,
  phone,
  enquiryId,
}: {
  data: BookingPageData | null;
  phone: string | null;
  enquiryId: string;
}) {
  if (!data) {
    return (
      <div className={s.notice} role="alert">
        <p>{t.booking.catalogUnavailable}</p>
        <PhoneLink phone={phone} className="button button-primary" />
      </div>
    );
  }
  return (
    <>
      <noscript>
        {/* One paragraph in the notice's grid: each of its runs would otherwise be a row of its own. */}
        <div className={s.notice}>
          <p>
            {t.booking.noScript}{' '}
            {phone ? (
              <>
                {t.booking.noScriptPhone} <a href={telHref(phone)}>{phone}</a> {t.booking.noScriptOr}{' '}
              </>
            ) : (
              `${t.booking.noScriptEnquiryOnly} `
            )}
            <a href={`#${enquiryId}`}>{t.booking.noScriptEnquiry}</a>.
          </p>
        </div>
      </noscript>
      <div id="rezerwacja">
        <BookingIslandLoader data={{ ...data, enquiryId }} />
      </div>
    </>
  );
}
