import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { DomUtils } from 'htmlparser2';
import { FEED_ITEMS, rfc822, rssXml } from '@/lib/seo/feed';
import type { PostSummary } from '@/lib/clinic-api/schemas';

const post = (over: Partial<PostSummary>): PostSummary => ({
  id: 'p1',
  slug: 'a',
  path: '/blog/a',
  title: 'Wpis',
  excerpt: null,
  cover: null,
  publishedAt: '2026-03-05T09:00:00+01:00',
  ...over,
});
const channel = { origin: 'https://klinika.example.pl', title: 'Blog · Klinika', description: 'Wpisy', link: '/blog' };
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The feed read back as XML (htmlparser2 in XML mode: elements, attributes and entities decoded). */
function read(xml: string) {
  const doc = parseDocument(xml, { xmlMode: true });
  const all = (name: string, under: Parameters<typeof DomUtils.getElementsByTagName>[1] = doc) =>
    DomUtils.getElementsByTagName(name, under, true);
  const textOf = (name: string, under?: Parameters<typeof all>[1]) =>
    all(name, under).map((e) => DomUtils.textContent(e));
  return { doc, all, textOf };
}

describe('the RSS 2.0 feed', () => {
  const posts = [
    post({ id: 'old', path: '/blog/stary', title: 'Stary', publishedAt: '2026-01-14T09:00:00+01:00' }),
    post({ id: 'x', path: '/blog/zeby', title: 'Zęby & dziąsła <poradnik>', excerpt: '„Cytat" & <b>pogrubienie</b>' }),
    post({ id: 'undated', path: '/blog/bez-daty', title: 'Bez daty', publishedAt: null }),
  ];
  const xml = rssXml(channel, posts);
  const { all, textOf } = read(xml);

  it('has what RSS 2.0 requires: version, one channel with title, link and description', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    const [ch] = all('channel');
    expect(all('channel')).toHaveLength(1);
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('title', ch!.children, false)[0]!)).toBe(
      'Blog · Klinika',
    );
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('link', ch!.children, false)[0]!)).toBe(
      'https://klinika.example.pl/blog',
    );
    expect(DomUtils.textContent(DomUtils.getElementsByTagName('description', ch!.children, false)[0]!)).toBe('Wpisy');
    expect(all('atom:link')[0]?.attribs).toEqual({
      href: 'https://klinika.example.pl/feed.xml',
      rel: 'self',
      type: 'application/rss+xml',
    });
  });

  it('lists the posts newest first, undated last, with absolute links and permanent guids', () => {
    const items = all('item');
    expect(items.map((i) => textOf('title', i)[0])).toEqual(['Zęby & dziąsła <poradnik>', 'Stary', 'Bez daty']);
    expect(items.map((i) => textOf('link', i)[0])).toEqual([
      'https://klinika.example.pl/blog/zeby',
      'https://klinika.example.pl/blog/stary',
      'https://klinika.example.pl/blog/bez-daty',
    ]);
    expect(items.map((i) => all('guid', i)[0]?.attribs.isPermaLink)).toEqual(['false', 'false', 'false']);
    expect(new Set(items.map((i) => textOf('guid', i)[0])).size).toBe(3);
    // Neither the address nor the origin: a renamed post or a new domain re-issues nothing to readers.
    for (const i of items) expect(textOf('guid', i)[0]).toMatch(/^clinic-post:/);
  });

  it('dates in RFC 822, in GMT', () => {
    expect(textOf('pubDate')).toEqual(['Thu, 05 Mar 2026 08:00:00 GMT', 'Wed, 14 Jan 2026 08:00:00 GMT']);
    for (const d of [...textOf('pubDate'), ...textOf('lastBuildDate')]) expect(d).toMatch(RFC822);
    expect(textOf('lastBuildDate')).toEqual(['Thu, 05 Mar 2026 08:00:00 GMT']);
    expect(rfc822('not a date')).toBeNull();
  });

  it('escapes & and < in titles and descriptions, and drops characters XML cannot hold', () => {
    expect(xml).toContain('<title>Zęby &amp; dziąsła &lt;poradnik&gt;</title>');
    expect(xml).toContain('<description>„Cytat&quot; &amp; &lt;b&gt;pogrubienie&lt;/b&gt;</description>');
    const dirty = rssXml(channel, [post({ title: 'A\u0000B\u001F\uD800C' })]);
    expect(dirty).toContain('<title>ABC</title>');
    expect(dirty).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  });

  it('keeps to the newest posts, and is a valid empty channel without any', () => {
    const many = Array.from({ length: FEED_ITEMS + 5 }, (_, i) =>
      post({ id: `p${i}`, path: `/blog/p${i}`, publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }),
    );
    const items = read(rssXml(channel, many)).all('item');
    expect(items).toHaveLength(FEED_ITEMS);
    expect(read(rssXml(channel, many)).textOf('link')[1]).toBe(`https://klinika.example.pl/blog/p${FEED_ITEMS + 4}`);
    const empty = read(rssXml(channel, []));
    expect(empty.all('item')).toHaveLength(0);
    expect(empty.all('lastBuildDate')).toHaveLength(0);
    expect(empty.textOf('description')).toEqual(['Wpisy']);
  });
});
