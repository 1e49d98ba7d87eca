import { describe, expect, it } from 'vitest';
import {
  laterPagePaths,
  PAGE_SIZE,
  pageCount,
  pageNumbers,
  pageOfIndex,
  pagedPath,
  parsePagedPath,
  type PagedIndex,
} from '@/lib/paging';
import { pageMetadata } from '@/lib/seo';
import { makeSite, opts, pages } from './seo-fixtures';

function blog(n: number): PagedIndex {
  const posts = Array.from({ length: n }, (_, i) => ({
    id: `p${i + 1}`,
    slug: `wpis-${i + 1}`,
    path: `/blog/wpis-${i + 1}`,
    title: `Wpis ${i + 1}`,
    excerpt: null,
    cover: null,
    publishedAt: null,
  }));
  return { ...pages.posts, posts };
}

describe('paged indexes', () => {
  it('counts pages of 24, an empty list being one page', () => {
    expect(PAGE_SIZE).toBe(24);
    expect([0, 1, 24, 25, 48, 49, 500].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3, 21]);
  });

  it('names page n by a path of its own, page 1 by the index path only', () => {
    expect(pagedPath('/blog', 1)).toBe('/blog');
    expect(pagedPath('/blog', 2)).toBe('/blog/strona/2');
    expect(pagedPath('/', 3)).toBe('/strona/3');
    expect(parsePagedPath('/blog/strona/2')).toEqual({ basePath: '/blog', n: 2 });
    expect(parsePagedPath('/a/b/strona/15')).toEqual({ basePath: '/a/b', n: 15 });
    expect(parsePagedPath('/strona/3')).toEqual({ basePath: '/', n: 3 });
    // One address per page: no second address for page 1, no leading zeros, no other words.
    for (const p of [
      '/blog/strona/1',
      '/blog/strona/02',
      '/blog/strona/0',
      '/blog/strona/x',
      '/blog/strona/2/',
      '/blog',
      // A scanner's numbers: the proxy's one 404, not one rendered and cached per number.
      '/blog/strona/201',
      '/blog/strona/999999',
    ])
      expect(parsePagedPath(p)).toBeNull();
    expect(parsePagedPath('/blog/strona/200')).toEqual({ basePath: '/blog', n: 200 });
  });

  it('slices an index: 24 items a page, the rest on the last, nothing past it', () => {
    const index = blog(50);
    const first = pageOfIndex(index, 1)!;
    expect(first.page.path).toBe('/blog');
    expect(first.page.title).toBe('Blog');
    expect(first.paging).toEqual({ basePath: '/blog', current: 1, count: 3 });
    const ids = (n: number) => (pageOfIndex(index, n)!.page as typeof index & { kind: 'posts' }).posts.map((p) => p.id);
    expect(ids(1)).toHaveLength(24);
    expect(ids(1)[0]).toBe('p1');
    expect(ids(2)[0]).toBe('p25');
    expect(ids(3)).toEqual(['p49', 'p50']);
    expect(pageOfIndex(index, 4)).toBeNull();
    expect(pageOfIndex(index, 0)).toBeNull();
    expect(pageOfIndex(blog(3), 2)).toBeNull();
  });

  it('gives a later page its own path, title and crumb back to page 1, so it is its own canonical', () => {
    const second = pageOfIndex(blog(30), 2)!.page;
    expect(second.path).toBe('/blog/strona/2');
    expect(second.title).toBe('Blog, strona 2');
    expect(second.breadcrumbs.map((c) => [c.label, c.href])).toEqual([
      ['Strona główna', '/'],
      ['Blog', '/blog'],
      ['Blog, strona 2', null],
    ]);
    const meta = pageMetadata(makeSite(), second, opts);
    expect(meta.alternates?.canonical).toBe(`${opts.siteUrl}/blog/strona/2`);
    expect(String((meta.title as { absolute: string }).absolute)).toContain('Blog, strona 2');
  });

  it('lists the later pages for the pre-render and the sitemap', () => {
    expect(laterPagePaths(blog(24))).toEqual([]);
    expect(laterPagePaths(blog(49))).toEqual(['/blog/strona/2', '/blog/strona/3']);
    expect(laterPagePaths(pages.services)).toEqual([]);
  });

  it('numbers the navigation: first, last and two either side, gaps of one filled, longer gaps as null', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 21)).toEqual([1, 2, 3, null, 21]);
    expect(pageNumbers(10, 21)).toEqual([1, null, 8, 9, 10, 11, 12, null, 21]);
    expect(pageNumbers(4, 21)).toEqual([1, 2, 3, 4, 5, 6, null, 21]);
    expect(pageNumbers(21, 21)).toEqual([1, null, 19, 20, 21]);
  });
});
