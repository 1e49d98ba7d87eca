import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { t } from '@/lib/i18n';

/**
 * The root layout's 404, sent with every page (Next sends a segment's not-found.tsx with each page under it), so it
 * is kept small: no route of the site shows it (content paths have app/[[...path]]/not-found.tsx inside their frame,
 * the gallery its own, a path no route matches app/global-not-found.tsx). A notFound() a later route throws without a
 * not-found.tsx of its own lands here: the 404 with its title and the way home.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <title>{t.site.notFoundTitle}</title>
      <NotFoundPanel />
    </main>
  );
}
