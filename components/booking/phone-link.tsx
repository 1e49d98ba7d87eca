import { telHref } from '@/lib/format';
import { t } from '@/lib/i18n/booking';
import s from './booking.module.css';

/** The clinic's phone as a `tel:` link (digits and the plus sign), the way out of every dead end of online booking. */
export function PhoneLink({ phone, className }: { phone: string | null; className?: string }) {
  if (!phone) return null;
  return (
    <a href={telHref(phone)} className={className}>
      {/* One text run: inside a flex button, loose text and the number would become separate items. */}
      <span>
        {t.booking.callUs}: <span className={s.phoneNumber}>{phone}</span>
      </span>
    </a>
  );
}
