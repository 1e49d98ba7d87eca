import type { BookingCatalogResource } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n/booking';
import type { ResourceChoice } from './types';
import s from './booking.module.css';

/** Step 2: "any specialist" (when there is a choice) and the specialists who perform the treatment. */
export function ResourceStep({
  resources,
  selected,
  onSelect,
}: {
  resources: BookingCatalogResource[];
  selected: ResourceChoice | null;
  onSelect: (choice: ResourceChoice) => void;
}) {
  return (
    <div className={s.stepBody}>
      <ul className={s.options}>
        {resources.length > 1 ? (
          <li>
            <button
              type="button"
              className={s.option}
              aria-pressed={selected === 'any'}
              onClick={() => onSelect('any')}
            >
              <span className={s.optionName}>{t.booking.anyResource}</span>
              <span className={s.optionMeta}>{t.booking.anyResourceHint}</span>
            </button>
          </li>
        ) : null}
        {resources.map((r) => (
          <li key={r.id}>
            <button type="button" className={s.option} aria-pressed={selected === r.id} onClick={() => onSelect(r.id)}>
              <span className={s.optionName}>{r.name}</span>
              {r.title ? <span className={s.optionMeta}>{r.title}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
