import { t } from '@/lib/i18n';

/** The 404's content: what happened and the way home. */
export function NotFoundPanel() {
  return (
    <section className="container status-page">
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
