import type { SiteProfile } from '@/lib/clinic-api/schemas';
import { WEEKDAYS } from '@/lib/format';
import { t } from '@/lib/i18n';

/** Opening hours by day, Monday first; a day without intervals is shown as closed. */
export function OpeningHours({ hours, note }: { hours: NonNullable<SiteProfile['openingHours']>; note?: string }) {
  return (
    <div className="opening-hours">
      <dl>
        {WEEKDAYS.map(([key, label]) => {
          const intervals = hours[key];
          return (
            <div key={key} className="hours-row">
              <dt>{label}</dt>
              <dd>
                {intervals && intervals.length > 0
                  ? intervals.map((i) => (
                      <span key={i.opens}>
                        <time>{i.opens}</time>–<time>{i.closes}</time>
                      </span>
                    ))
                  : t.site.closed}
              </dd>
            </div>
          );
        })}
      </dl>
      {note ? <p className="hours-note">{note}</p> : null}
    </div>
  );
}
