import type { Crumb } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { SafeLink } from './safe-link';

/** The trail from the API; the current page (href null) is marked aria-current. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={t.common.breadcrumbs} className="breadcrumbs">
      <ol>
        {items.map((c, i) =>
          c.href ? (
            <li key={`${i}-${c.href}`}>
              <SafeLink href={c.href}>{c.label}</SafeLink>
            </li>
          ) : (
            <li key={`${i}-current`} aria-current="page">
              {c.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
