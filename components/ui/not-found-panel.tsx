import { t } from '@/lib/i18n';

/**
 * The 404's content: what happened and the way home. `data-status` marks it in the HTML: the export refuses a page
 * written with it in place of its content (scripts/lib/export-site.ts, missingPages).
 */
export function NotFoundPanel() {
  return (
    <section className="container status-page" data-status="404">
      <p className="eyebrow">404</p>
      <h1>{t.site.notFoundTitle}</h1>
      <p className="lead">{t.site.notFoundText}</p>
      <p>
        <a href="/" className="button button-primary">
          {t.site.notFoundHome}
        </a>
      </p>
    </section>
  );
}
