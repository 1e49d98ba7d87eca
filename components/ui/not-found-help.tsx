import { telHref } from '@/lib/format';
import { t } from '@/lib/i18n';
import { SafeLink } from './safe-link';
import { SearchForm } from './search-form';

/** The booking page: on the server the booking wizard, in the export how to book (as the header's button). */
const BOOKING_PATH = '/umow-wizyte';

interface SuggestedPage {
  path: string;
  title: string;
}

/**
 * Below the 404 panel: the published pages closest to the address asked for (lib/closest-pages.ts), and the two ways
 * to reach the clinic that never 404, its phone and the booking page, and the site search. Only what is known is shown.
 */
export function NotFoundHelp({ suggestions, phone }: { suggestions: readonly SuggestedPage[]; phone?: string }) {
  return (
    <section className="container not-found-help" aria-labelledby="not-found-help-title">
      {suggestions.length > 0 ? (
        <>
          <h2 id="not-found-help-title">{t.site.notFoundSuggestions}</h2>
          <ul>
            {suggestions.map((s) => (
              <li key={s.path}>
                <SafeLink href={s.path}>{s.title}</SafeLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id="not-found-help-title">{t.site.notFoundContact}</h2>
      )}
      <SearchForm id="not-found-search" />
      <p className="not-found-contact">
        <a href={BOOKING_PATH} className="button button-primary">
          {t.common.bookVisit}
        </a>
        {phone ? (
          <>
            {' '}
            {t.site.notFoundCall}{' '}
            <a href={telHref(phone)} className="not-found-phone">
              {phone}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
