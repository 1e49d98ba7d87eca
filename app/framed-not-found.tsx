import { SiteFrame } from '@/components/ui/site-frame';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { NotFoundHelp } from '@/components/ui/not-found-help';
import { getSiteForNotFound } from '@/lib/site-data/content';
import { config } from '@/lib/config/server';
import { TITLE_SEPARATOR } from '@/lib/seo/metadata';
import { t } from '@/lib/i18n';
import { MissingPage } from './missing-page';
import { pageActionBar } from './action-bar';

/**
 * The site's 404 inside the clinic's frame, for a route with no frame of its own (app/global-not-found.tsx, the
 * gallery's not-found.tsx and, switched off, its page). The frame comes from the site a page showed in the last
 * minute, so a 404 costs no API call of its own. `fromPage`: drawn by a page, which throws the 404 inside the panel's
 * boundary (./missing-page.tsx) so that the server's HTML keeps the frame; only on a route rendered whole before it
 * is sent (ISR or prerendered), or the status would be 200. A not-found.tsx draws the panel itself.
 */
export async function FramedNotFound({ fromPage = false }: { fromPage?: boolean }) {
  const site = await getSiteForNotFound();
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'} actionBar={await pageActionBar(site)}>
      {/* React hoists it into <head>: these 404s have no route whose metadata they could inherit. */}
      <title>{`${t.site.notFoundTitle}${TITLE_SEPARATOR}${site.name}`}</title>
      {fromPage ? <MissingPage /> : <NotFoundPanel />}
      {/* No address to compare here (the export's 404.html serves every path): the ways to reach the clinic. */}
      {fromPage ? null : <NotFoundHelp suggestions={[]} phone={site.profile?.phone} />}
    </SiteFrame>
  );
}
