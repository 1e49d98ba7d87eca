import 'server-only';
import type { PageListItem } from '../clinic-api/schemas';
import { isPagedIndex, isPagedKind, laterPagePaths, pageOfIndex, parsePagedPath, type Paging } from '../paging';
import { findPageData } from './content';

type PageData = NonNullable<Awaited<ReturnType<typeof findPageData>>>;

/**
 * The page a path shows, with its place in a paged index (lib/paging.ts): the published page at the path (a clinic's
 * own page at `/blog/strona/2` wins), else page n of the posts or case-studies index it names. Null for a 404. No call
 * beyond the index's own GET /content, which the layout, the page and the metadata share.
 */
export async function findRoutePage(path: string): Promise<(PageData & { paging: Paging | null }) | null> {
  const data = await findPageData(path);
  if (data) {
    if (!isPagedIndex(data.page)) return { ...data, paging: null };
    const first = pageOfIndex(data.page, 1)!;
    return { ...data, page: first.page, paging: first.paging };
  }
  const named = parsePagedPath(path);
  if (!named) return null;
  const index = await findPageData(named.basePath);
  if (!index || !isPagedIndex(index.page)) return null;
  const paged = pageOfIndex(index.page, named.n);
  return paged ? { site: index.site, page: paged.page, paging: paged.paging } : null;
}

/**
 * The later pages of every paged index among `pages` (for the pre-render, the export and the sitemap), with the
 * index's date: one GET /content per posts or case-studies index, the read its own page makes.
 */
export async function laterIndexPages(pages: PageListItem[]): Promise<PageListItem[]> {
  const published = new Set(pages.map((p) => p.path));
  const lists = await Promise.all(
    pages
      .filter((p) => isPagedKind(p.type))
      .map(async (p) => {
        const data = await findPageData(p.path);
        if (!data) return [];
        return laterPagePaths(data.page)
          .filter((path) => !published.has(path))
          .map((path) => ({ ...p, path, title: data.page.title }));
      }),
  );
  return lists.flat();
}
