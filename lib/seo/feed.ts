import type { PostSummary } from '../clinic-api/schemas';
import { absoluteUrl } from './options';

/**
 * The clinic's posts as RSS 2.0 (/feed.xml), by the RSS Advisory Board's rules that feed validators check: a channel
 * with title, link and description; each item a title or description, an absolute link and a permanent guid, dates
 * in RFC 822 form; `atom:link rel="self"` (validators warn without it). Hand-written like the sitemap (lib/seo/crawl.ts):
 * a dozen elements, where a feed package would add a dependency and its own escaping to trust.
 */

export const FEED_PATH = '/feed.xml';
/** Enough for a reader to catch up; a clinic's older posts stay on the site. */
export const FEED_ITEMS = 20;

interface FeedChannel {
  /** The site's origin (canonicalOrigin). */
  origin: string;
  title: string;
  description: string;
  /** Where the posts are listed on the site (the posts page), or the home page. */
  link: string;
}

/** Characters XML 1.0 forbids even escaped (control characters, lone surrogates, U+FFFE/F): text from a panel may hold them. */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const text = (s: string) => s.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** RFC 822 (as RSS 2.0 asks): `Wed, 14 Jan 2026 08:00:00 GMT`; null for a date that does not parse. */
export function rfc822(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

export function rssXml(channel: FeedChannel, posts: readonly PostSummary[]): string {
  const dated = posts
    .map((p) => ({ post: p, date: p.publishedAt ? new Date(p.publishedAt).getTime() : Number.NaN }))
    // Newest first; an undated post (publishedAt null) after the dated ones, in the API's order.
    .sort((a, b) => (Number.isNaN(a.date) ? 1 : 0) - (Number.isNaN(b.date) ? 1 : 0) || b.date - a.date || 0)
    .slice(0, FEED_ITEMS)
    .map(({ post }) => post);
  const newest = dated.find((p) => p.publishedAt && rfc822(p.publishedAt));
  const items = dated.map((p) => {
    const url = absoluteUrl(channel.origin, p.path);
    const date = p.publishedAt ? rfc822(p.publishedAt) : null;
    return [
      '<item>',
      `<title>${text(p.title)}</title>`,
      `<link>${text(url)}</link>`,
      // The post's id, not its address nor the site's origin: a renamed post, or the clinic's own domain connected
      // later, is the same item to a reader.
      `<guid isPermaLink="false">${text(`clinic-post:${p.id}`)}</guid>`,
      p.excerpt?.trim() ? `<description>${text(p.excerpt.trim())}</description>` : '',
      date ? `<pubDate>${date}</pubDate>` : '',
      '</item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${text(channel.title)}</title>`,
    `<link>${text(absoluteUrl(channel.origin, channel.link))}</link>`,
    `<description>${text(channel.description)}</description>`,
    '<language>pl</language>',
    `<atom:link href="${text(absoluteUrl(channel.origin, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    newest?.publishedAt ? `<lastBuildDate>${rfc822(newest.publishedAt)}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter((line, i, all) => line !== '' || i === all.length - 1)
    .join('\n');
}
