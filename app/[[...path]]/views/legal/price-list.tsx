import type { Site } from '@/lib/clinic-api/schemas';
import type { PriceList } from '@/lib/site-data/legal';
import { SafeLink } from '@/components/ui/safe-link';
import { formatDate, isoDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { LegalArticle } from './legal-article';

const w = t.legal.priceList;

/**
 * /cennik: every paid treatment with its price label and duration (art. 24 of the act on medical activity), the date
 * of the last update, and the fee for copies of medical records: the clinic's own wording, else the statutory rule.
 */
export function PriceListView({ site, list, copyFee }: { site: Site; list: PriceList; copyFee: string | null }) {
  const updated = formatDate(list.updatedAt);
  return (
    <LegalArticle title={t.legal.titles.priceList} lead={w.intro}>
      {list.items.length > 0 ? (
        <table className="legal-table">
          <caption>{w.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{w.treatment}</th>
              <th scope="col">{w.price}</th>
              <th scope="col">{w.duration}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  <SafeLink href={s.path}>{s.name}</SafeLink>
                </th>
                <td>{s.priceFromLabel}</td>
                <td>{s.durationLabel ?? w.noDuration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{w.empty}</p>
      )}
      {updated && list.updatedAt ? (
        <p>
          {w.updated} <time dateTime={isoDate(list.updatedAt)}>{updated}</time>
        </p>
      ) : null}
      {site.profile?.nfz?.contract ? <p>{w.nfz}</p> : null}
      <h2>{w.recordsHeading}</h2>
      <p>{copyFee ? w.recordsFee(copyFee) : w.recordsDefault}</p>
    </LegalArticle>
  );
}
