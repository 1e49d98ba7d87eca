import type { MetadataRoute } from 'next';
import { notFound } from 'next/navigation';
import { getAllPages, getSiteData } from '@/lib/content';
import { seoOptions } from '@/lib/server/seo-options';
import { sitemapEntries } from '@/lib/seo';

/** Re-read every minute, like the pages, so a new page or a noindex flip shows up without a rebuild. */
export const revalidate = 60;

/** /sitemap.xml from GET /pages; not published (404) while the clinic keeps its site out of search engines. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = await getSiteData();
  if (site.noindex) notFound();
  return sitemapEntries(site, await getAllPages(), seoOptions());
}
