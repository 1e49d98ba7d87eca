import type { PostSummary } from '@/lib/clinic-api/schemas';
import { findPageData, getAllPages, getSiteData } from '@/lib/site-data/content';
import { seoOptions } from '@/lib/seo/server';
import { canonicalOrigin, rssXml } from '@/lib/seo';
import { t } from '@/lib/i18n';

/** Re-read every minute, like the sitemap: a new post reaches readers without a rebuild. */
export const revalidate = 60;

/**
 * /feed.xml: the clinic's posts as RSS 2.0 (lib/seo/feed.ts), linked from every page's head (pageAlternates). The
 * posts come from the posts page's own GET /content (the list its page shows), so the feed costs one call a minute
 * and needs no endpoint newer than the pages; a clinic without a posts page has an empty, valid feed.
 * Written to out/feed.xml by the static export like the sitemap.
 */
export async function GET(): Promise<Response> {
  const [site, pages] = await Promise.all([getSiteData(), getAllPages()]);
  const indexes = pages.filter((p) => p.type === 'posts');
  const posts = new Map<string, PostSummary>();
  for (const index of indexes) {
    const data = await findPageData(index.path);
    if (data?.page.kind === 'posts')
      for (const post of data.page.posts) if (!posts.has(post.id)) posts.set(post.id, post);
  }
  const xml = rssXml(
    {
      origin: canonicalOrigin(site, seoOptions()),
      title: t.site.feedTitle(site.name),
      description: t.site.feedDescription(site.name),
      link: indexes[0]?.path ?? '/',
    },
    [...posts.values()],
  );
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
