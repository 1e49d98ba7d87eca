import { t } from '@/lib/i18n';
import { BookingIsland } from './booking-island';
import { PhoneLink } from './phone-link';
import type { BookingPageData } from './types';
import s from './booking-section.module.css';

/**
 * The booking flow on its page: the wizard (the page's one client island), a phone number for visitors without
 * JavaScript, or, when the catalog could not be read, the phone instead of the wizard. This HTML never holds a slot
 * or anything about a patient: slots are read live by the browser, the booking goes through the flow's action.
 */
export function BookingSection({ data, phone }: { data: BookingPageData | null; phone: string | null }) {
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
        <p className={s.notice}>
          {t.booking.noScript} <PhoneLink phone={phone} />
        </p>
      </noscript>
      <div id="rezerwacja">
        <BookingIsland data={data} />
      </div>
    </>
  );
}
