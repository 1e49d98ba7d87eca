import { t } from '@/lib/i18n/search';
import type { SearchHit } from '@/lib/search/engine';
import { SafeLink } from './safe-link';

/** The text beside a result, cut at a word near `max` characters. */
function excerpt(text: string, max = 180): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** A search's results: each names its kind, a treatment its price, and a bookable one its booking link. */
export function SearchResults({ query, hits, phone }: { query: string; hits: SearchHit[]; phone?: React.ReactNode }) {
  const m = t.search;
  if (!query) return null;
  if (hits.length === 0) {
    return (
      <div className="search-empty" role="status">
        <p className="lead">{m.none(query)}</p>
        <p>{m.noneHint}</p>
        {phone}
      </div>
    );
  }
  return (
    <section aria-labelledby="search-results-title" className="search-results">
      <h2 id="search-results-title" role="status">
        {m.resultsFor(query, hits.length)}
      </h2>
      <ol role="list" className="search-list">
        {hits.map((h) => (
          <li key={h.path} className="search-hit">
            <p className="search-kind">{m.kinds[h.kind]}</p>
            <h3>
              <SafeLink href={h.path}>{h.title}</SafeLink>
            </h3>
            {h.text ? <p className="search-text">{excerpt(h.text)}</p> : null}
            {h.price || h.booking ? (
              <p className="search-meta">
                {h.price ? <span className="search-price">{h.price}</span> : null}
                {h.booking ? (
                  <a href={h.booking} className="search-book" aria-label={`${m.book}: ${h.title}`}>
                    {m.book}
                  </a>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
