import type { MetadataRoute } from 'next';
import { getSiteData } from '@/lib/site-data/content';
import { seoOptions } from '@/lib/seo/server';
import { robotsRules } from '@/lib/seo';

/** Re-read every minute so the Sitemap line follows the clinic's noindex flag. */
export const revalidate = 60;

/** robots.txt: open to all crawlers; names the sitemap only while the site may be indexed. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(await getSiteData(), seoOptions());
}
