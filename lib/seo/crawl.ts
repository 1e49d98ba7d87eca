import type { MetadataRoute } from 'next';
import type { PageListItem, Site } from '../clinic-api/schemas';
import { canonicalOrigin, pageUrl, type SeoOptions } from './options';

/** Sitemap entries for every published path: absolute URL and the page's own last change (never the build time). */
export function sitemapEntries(site: Site, pages: PageListItem[], opts: SeoOptions): MetadataRoute.Sitemap {
  const origin = canonicalOrigin(site, opts);
  const seen = new Set<string>();
  return pages.flatMap((p) => {
    const url = pageUrl(origin, p.path);
    if (seen.has(url)) return [];
    seen.add(url);
    return [{ url, lastModified: p.updatedAt }];
  });
}

/**
 * robots.txt: always open to every crawler — a noindex site must stay crawlable so search engines can see its
 * noindex — and naming the sitemap only while the site may be indexed.
 */
export function robotsRules(site: Site, opts: SeoOptions): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    ...(site.noindex ? {} : { sitemap: `${canonicalOrigin(site, opts)}/sitemap.xml` }),
  };
}
