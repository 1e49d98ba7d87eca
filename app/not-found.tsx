import Link from 'next/link';
import { SiteFrame } from '@/components/ui/site-frame';
import { getSiteData } from '@/lib/site-data/content';
import { config } from '@/lib/server/config';
import { t } from '@/lib/i18n';

/** The site's 404 (status 404), inside the clinic's frame. */
export default async function NotFound() {
  const site = await getSiteData();
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'}>
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
