import { SiteFrame } from '@/components/ui/site-frame';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { getSiteForNotFound } from '@/lib/site-data/content';
import { config } from '@/lib/server/config';
import { TITLE_SEPARATOR } from '@/lib/seo/metadata';
import { t } from '@/lib/i18n';

/**
 * The site's 404 (status 404) outside the content pages, inside the clinic's frame. The frame comes from the site a
 * page showed in the last minute, so a 404 costs no API call of its own.
 */
export default async function NotFound() {
  const site = await getSiteForNotFound();
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'}>
      {/* React hoists it into <head>: this 404 has no route whose metadata it could inherit. */}
      <title>{`${t.site.notFoundTitle}${TITLE_SEPARATOR}${site.name}`}</title>
      <NotFoundPanel />
    </SiteFrame>
  );
}
