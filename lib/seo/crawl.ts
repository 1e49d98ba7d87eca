import type { MetadataRoute } from 'next';
import type { PageListItem, Site } from '../clinic-api/schemas';
import { canonicalOrigin, pageUrl, type SeoOptions } from './options';

export interface SitemapEntry {
  url: string;
  /** Absent for the starter's own pages, which have no date of their own (never the build time). */
  lastModified?: string;
}

/**
 * Sitemap entries for every published path (absolute URL and the page's own last change), then the starter's own
 * pages at `starterPaths` (the legal pages the clinic does not publish), without a date.
 */
export function sitemapEntries(
  site: Site,
  pages: PageListItem[],
  opts: SeoOptions,
  starterPaths: readonly string[] = [],
): SitemapEntry[] {
  const origin = canonicalOrigin(site, opts);
  const seen = new Set<string>();
  const all: { path: string; updatedAt?: string }[] = [...pages, ...starterPaths.map((path) => ({ path }))];
  return all.flatMap((p) => {
    const url = pageUrl(origin, p.path);
    if (seen.has(url)) return [];
    seen.add(url);
    return [p.updatedAt ? { url, lastModified: p.updatedAt } : { url }];
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

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemaps.org XML of the entries (lastmod as the API's ISO 8601 date-time, which the protocol accepts). */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url>\n<loc>${xml(e.url)}</loc>\n${e.lastModified ? `<lastmod>${xml(e.lastModified)}</lastmod>\n` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
