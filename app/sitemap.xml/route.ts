import { getAllPages, getSiteData } from '@/lib/site-data/content';
import { laterIndexPages } from '@/lib/site-data/paged';
import { seoOptions } from '@/lib/seo/server';
import { sitemapEntries, sitemapXml } from '@/lib/seo';
import { starterLegalPaths } from '@/lib/legal/paths';
import { PATH as BOOKING_PATH } from '@/app/umow-wizyte/metadata';
import { PRIVACY_PATH } from '@/components/ui/forms/privacy-notice';

/** The site's own indexable pages beside the clinic's (each has a canonical and is linked from every page). */
const SITE_PAGE_PATHS = [BOOKING_PATH, PRIVACY_PATH];

/** Re-read every minute, like the pages, so a new page or a noindex flip shows up without a rebuild. */
export const revalidate = 60;

/**
 * /sitemap.xml from GET /pages, the starter's legal pages the clinic does not publish itself, the booking page and the
 * privacy policy; not published (404) while the clinic keeps its site out of search engines.
 *
 * A route handler rather than app/sitemap.ts: there the only way to answer 404 is notFound(), and Next 16.4 caches
 * a notFound() from a revalidating route with no expiry (s-maxage=31536000) — the sitemap would stay 404 after the
 * clinic turns noindex off. A 404 returned as a normal Response is cached for `revalidate` like any other answer.
 */
export async function GET(): Promise<Response> {
  const site = await getSiteData();
  if (site.noindex)
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const pages = await getAllPages();
  const published = new Set(pages.map((p) => p.path));
  const own = [...starterLegalPaths(published), ...SITE_PAGE_PATHS.filter((p) => !published.has(p))];
  // The later pages of the posts and case-studies indexes are pages of their own (self-canonical, lib/paging.ts).
  const listed = [...pages, ...(await laterIndexPages(pages))];
  const xml = sitemapXml(sitemapEntries(site, listed, seoOptions(), own));
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
