import { t } from '@/lib/i18n/search';
import { MAX_QUERY_LENGTH } from '@/lib/search/engine';
import { Icon } from './icons';

const SEARCH_PATH = '/szukaj';

/**
 * The site search as a plain GET form: it works without JavaScript, in the server build and in the static export, and
 * its address (/szukaj?q=…) can be shared. `id` keeps the field's id unique where the header draws it twice.
 */
export function SearchForm({
  id,
  query,
  variant = 'page',
  autoFocus = false,
}: {
  id: string;
  query?: string;
  variant?: 'page' | 'header' | 'menu';
  /** The search page opened without a query (the header's button): the patient came to type. */
  autoFocus?: boolean;
}) {
  const m = t.search;
  return (
    <form role="search" action={SEARCH_PATH} method="get" className={`search-form search-form-${variant}`}>
      <label htmlFor={id} className={variant === 'page' ? 'search-label' : 'visually-hidden'}>
        {m.label}
      </label>
      <div className="search-row">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={variant === 'page' ? m.placeholder : m.title}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
        />
        <button type="submit" className={variant === 'page' ? 'button button-primary' : 'search-submit'}>
          <Icon name="search" width={20} height={20} />
          <span className={variant === 'page' ? undefined : 'visually-hidden'}>{m.submit}</span>
        </button>
      </div>
    </form>
  );
}
