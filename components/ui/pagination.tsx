import { t } from '@/lib/i18n';
import { pageNumbers, pagedPath, type Paging } from '@/lib/paging';

/**
 * Numbered navigation between the pages of an index: plain links (no JavaScript), the current page marked
 * aria-current="page", the first and last always reachable, runs left out drawn as an ellipsis.
 */
export function Pagination({ paging }: { paging: Paging }) {
  const { basePath, current, count } = paging;
  if (count < 2) return null;
  const p = t.site.paging;
  return (
    <nav className="pagination" aria-label={p.label}>
      <ul role="list">
        {current > 1 ? (
          <li>
            <a href={pagedPath(basePath, current - 1)} rel="prev">
              {p.previous}
            </a>
          </li>
        ) : null}
        {pageNumbers(current, count).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pagination-gap">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={pagedPath(basePath, n)} aria-current={n === current ? 'page' : undefined}>
                <span className="visually-hidden">{p.page} </span>
                {n}
              </a>
            </li>
          ),
        )}
        {current < count ? (
          <li>
            <a href={pagedPath(basePath, current + 1)} rel="next">
              {p.next}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
