import { t } from '@/lib/i18n';
import { Icon } from './icons';

/** One of the bar's two actions: where it goes and what it says. `external` leaves the site (a new page is named). */
export interface BarAction {
  href: string;
  label: string;
  external?: boolean;
}

/**
 * The call-and-book bar fixed at the bottom of a phone's screen (below the header's breakpoint, where the header's
 * "Umów wizytę" is hidden): two plain links, no JavaScript. app/globals.css gives the page a bottom padding and a
 * scroll-padding of the bar's height, so the bar covers neither the page's end nor a focused element (WCAG 2.2
 * 2.4.11), and lifts the attribution consent above it.
 */
export function ActionBar({ call, book }: { call: BarAction | null; book: BarAction | null }) {
  if (!call && !book) return null;
  return (
    <nav className="action-bar" aria-label={t.common.actionBar.label}>
      {call ? (
        <a href={call.href} className="button button-secondary" data-action="call">
          <Icon name="phone" width={20} height={20} />
          {call.label}
        </a>
      ) : null}
      {book ? (
        <a
          href={book.href}
          className="button button-primary"
          data-action="book"
          {...(book.external ? { rel: 'noopener noreferrer' } : {})}
        >
          <Icon name="calendar" width={20} height={20} />
          {book.label}
          {book.external ? <span className="visually-hidden"> {t.common.actionBar.external}</span> : null}
        </a>
      ) : null}
    </nav>
  );
}
