import type { Metadata } from 'next';
import { SiteFrame } from '@/components/ui/site-frame';
import { getSiteData, getSiteForError, getSiteForNotFound } from '@/lib/site-data/content';
import { findRoutePage } from '@/lib/site-data/paged';
import { pageActionBar } from '@/app/action-bar';
import type { ContentPage } from '@/lib/clinic-api/schemas';
import { starterLegalPageAt } from '@/lib/site-data/legal';
import { toPath } from '@/lib/site-path';
import { isNotFoundPath } from '@/lib/app-routes';
import { unstable_rethrow } from 'next/navigation';
import { config } from '@/lib/config/server';
import { siteMetadata } from '@/lib/seo';
import { TITLE_SEPARATOR } from '@/lib/seo/metadata';
import type { Site } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { seoOptions } from '@/lib/seo/server';
import { ReportProblemLink } from '@/components/feedback/report-link';
import { NotFoundHelp } from '@/components/ui/not-found-help';
import { suggestionsFor } from '@/lib/site-data/closest';

type Params = { params: Promise<{ path?: string[] }> };

export const revalidate = 60;

/**
 * The page's site, or, when its content failed to load, the last good site: the frame stays and the page's own
 * boundary explains (its not-found.tsx for a 404, error.tsx otherwise). The page itself still throws, so an ISR
 * refresh that fails keeps serving the last good page. A 404 is not rethrown here: the layout keeps the frame and
 * gives the 404 its title (server-rendered in <head>); the page draws the 404 panel on the server (../missing-page.tsx),
 * and in the browser its notFound() lands in ./not-found.tsx, the same panel.
 */
async function frame(path: string): Promise<{ site: Site; missing: boolean; page?: ContentPage }> {
  try {
    if (await starterLegalPageAt(path)) return { site: await getSiteData(), missing: false };
    const data = await findRoutePage(path);
    return data
      ? { site: data.site, missing: false, page: data.page }
      : { site: await getSiteForNotFound(), missing: true };
  } catch (err) {
    unstable_rethrow(err); // Next's other control-flow signals keep propagating
    return { site: await getSiteForError(), missing: false };
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { site, missing } = await frame(toPath((await params).path));
  const meta = siteMetadata(site, seoOptions());
  // A 404 says so in its title (the page's own metadata is empty for a path that is not a page).
  return missing ? { ...meta, title: { absolute: `${t.site.notFoundTitle}${TITLE_SEPARATOR}${site.name}` } } : meta;
}

/** The clinic's frame around every content page, from the same GET /content the page uses. */
export default async function ContentLayout({ params, children }: Params & { children: React.ReactNode }) {
  const path = toPath((await params).path);
  const { site, missing, page } = await frame(path);
  // Drawn by the layout, not the page: in the browser the page's 404 boundary replaces the page, and the layout stays.
  const help = missing ? <NotFoundHelp suggestions={await suggestionsFor(path)} phone={site.profile?.phone} /> : null;
  return (
    <SiteFrame
      site={site}
      currentPath={path}
      demo={config().mode === 'demo'}
      footerExtra={<ReportProblemLink path={isNotFoundPath(path) ? undefined : path} />}
      actionBar={await pageActionBar(site, page)}
    >
      {children}
      {help}
    </SiteFrame>
  );
}
