import Link from 'next/link';
import { t } from '@/lib/i18n';

/** The 404's content with its own <title> (React hoists it into <head>: a 404 inherits no page's metadata). */
export function NotFoundPanel({ clinicName }: { clinicName: string }) {
  return (
    <section className="container status-page">
      <title>{`${t.site.notFoundTitle} – ${clinicName}`}</title>
      <p className="eyebrow">404</p>
      <h1>{t.site.notFoundTitle}</h1>
      <p className="lead">{t.site.notFoundText}</p>
      <p>
        <Link href="/" className="button button-primary">
          {t.site.notFoundHome}
        </Link>
      </p>
    </section>
  );
}
