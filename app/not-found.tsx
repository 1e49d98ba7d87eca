import Link from 'next/link';
import { SiteFrame } from '@/components/ui/site-frame';
import { getSiteForNotFound } from '@/lib/site-data/content';
import { config } from '@/lib/server/config';
import { t } from '@/lib/i18n';

/**
 * The site's 404 (status 404), inside the clinic's frame. Scanners ask for thousands of made-up paths: the frame
 * comes from the site a page showed in the last minute, so a 404 costs no API call of its own.
 */
export default async function NotFound() {
  const site = await getSiteForNotFound();
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'}>
      {/* React hoists it into <head>: a 404 inherits no metadata from the routes it did not match. */}
      <title>{`${t.site.notFoundTitle} – ${site.name}`}</title>
      <section className="container status-page">
        <p className="eyebrow">404</p>
        <h1>{t.site.notFoundTitle}</h1>
        <p className="lead">{t.site.notFoundText}</p>
        <p>
          <Link href="/" className="button button-primary">
            {t.site.notFoundHome}
          </Link>
        </p>
      </section>
    </SiteFrame>
  );
}
