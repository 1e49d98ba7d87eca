import type { BookingCatalogResource, BookingCatalogService } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n/booking';
import { PhoneLink } from './phone-link';
import s from './booking.module.css';

/**
 * Step 1: the treatments in the catalog's order with duration and price. An NFZ treatment is not bookable online: it
 * says so and offers the clinic's phone. With a specialist chosen by a deep link, only their treatments are listed.
 */
export function ServiceStep({
  services,
  selectedId,
  pinned,
  phone,
  onSelect,
  onUnpin,
}: {
  services: BookingCatalogService[];
  selectedId: string | null;
  pinned: BookingCatalogResource | null;
  phone: string | null;
  onSelect: (id: string) => void;
  onUnpin: () => void;
}) {
  const shown = pinned ? services.filter((x) => x.resourceIds.includes(pinned.id)) : services;
  return (
    <div className={s.stepBody}>
      {pinned ? (
        <p className={s.pinned}>
          {t.booking.serviceOnlyFor(pinned.name)}{' '}
          <button type="button" className={s.linkButton} onClick={onUnpin}>
            {t.booking.showAllServices}
          </button>
        </p>
      ) : null}
      {shown.length === 0 ? <p>{t.booking.noServices}</p> : null}
      <ul className={s.options}>
        {shown.map((service) => {
          const meta = [t.booking.duration(service.durationMin), service.priceLabel].filter(Boolean).join(' · ');
          if (service.nfz) {
            return (
              <li key={service.id} className={s.optionStatic}>
                <span className={s.optionName}>{service.name}</span>
                <span className={s.optionMeta}>{t.booking.phoneOnly}</span>
                <PhoneLink phone={phone} className={s.phoneLink} />
              </li>
            );
          }
          return (
            <li key={service.id}>
              <button
                type="button"
                className={s.option}
                aria-pressed={selectedId === service.id}
                onClick={() => onSelect(service.id)}
              >
                <span className={s.optionName}>{service.name}</span>
                <span className={s.optionMeta}>{meta}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
