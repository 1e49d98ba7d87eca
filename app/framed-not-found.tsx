import { SiteFrame } from '@/components/ui/site-frame';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { getSiteForNotFound } from '@/lib/site-data/content';
import { config } from '@/lib/server/config';
import { TITLE_SEPARATOR } from '@/lib/seo/metadata';
import { t } from '@/lib/i18n';

/**
 * The site's 404 inside the clinic's frame, for a route with no frame of its own (app/global-not-found.tsx, the
 * gallery's not-found.tsx). The frame comes from the site a page showed in the last minute, so a 404 costs no API
 * call of its own.
 */
export async function FramedNotFound() {
  const site = await getSiteForNotFound();
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'}>
      {/* React hoists it into <head>: these 404s have no route whose metadata they could inherit. */}
      <title>{`${t.site.notFoundTitle}${TITLE_SEPARATOR}${site.name}`}</title>
      <NotFoundPanel />
    </SiteFrame>
  );
}
