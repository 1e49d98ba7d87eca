import type { ContentPage, ContentPageOf } from './clinic-api/schemas';
import { t } from './i18n';

/**
 * Paged posts and case-studies indexes. GET /content gives an index with every item; the site shows PAGE_SIZE a page:
 * page 1 at the index's own path, page n at `<index>/strona/<n>`, a path of its own so every page stays static (ISR
 * and the export) and is its own canonical. A clinic's own page at such a path wins (the route asks for it first).
 */
export const PAGE_SIZE = 24;
const PAGED_SEGMENT = 'strona';
/**
 * The highest page number an address may name (4,800 items at PAGE_SIZE): a later one is a made-up path, answered by
 * the proxy's one 404 rather than a 404 rendered and cached for each number a scanner tries.
 */
const MAX_PAGE_NUMBER = 200;

export type PagedKind = 'posts' | 'case-studies';
export type PagedIndex = ContentPageOf<PagedKind>;

export interface Paging {
  /** The index's own path (page 1). */
  basePath: string;
  current: number;
  count: number;
}

export function isPagedKind(kind: string): kind is PagedKind {
  return kind === 'posts' || kind === 'case-studies';
}

export function isPagedIndex(page: ContentPage): page is PagedIndex {
  return isPagedKind(page.kind);
}

function itemsOf(page: PagedIndex): { id: string }[] {
  return page.kind === 'posts' ? page.posts : page.caseStudies;
}

/** Pages a list of `total` items takes; an empty list is still one page. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** The path of page `n` of the index at `basePath`. */
export function pagedPath(basePath: string, n: number): string {
  if (n <= 1) return basePath;
  return `${basePath === '/' ? '' : basePath}/${PAGED_SEGMENT}/${n}`;
}

/**
 * The index path and page number a path names, or null. Page 1 has no second address (`/strona/1` is not a page, nor
 * `/strona/02`): one URL per page.
 */
export function parsePagedPath(path: string): { basePath: string; n: number } | null {
  const m = new RegExp(`^(.*)/${PAGED_SEGMENT}/([1-9]\\d{0,2})$`).exec(path);
  if (!m) return null;
  const n = Number(m[2]);
  if (n < 2 || n > MAX_PAGE_NUMBER) return null;
  return { basePath: m[1] || '/', n };
}

/**
 * Page `n` of an index: its items, its own path and a title naming the page (so titles and canonicals stay unique),
 * the last crumb linking back to page 1. Null when the index has no such page.
 */
export function pageOfIndex(page: PagedIndex, n: number): { page: PagedIndex; paging: Paging } | null {
  const items = itemsOf(page);
  const count = pageCount(items.length);
  if (!Number.isInteger(n) || n < 1 || n > count) return null;
  const paging: Paging = { basePath: page.path, current: n, count };
  const slice = items.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE);
  const sliced = (page.kind === 'posts' ? { ...page, posts: slice } : { ...page, caseStudies: slice }) as PagedIndex;
  if (n === 1) return { page: sliced, paging };
  const title = pageTitle(page.title, n);
  const crumbs = page.breadcrumbs.map((c, i) =>
    i === page.breadcrumbs.length - 1 && c.href === null ? { ...c, href: page.path } : c,
  );
  return {
    page: { ...sliced, path: pagedPath(page.path, n), title, breadcrumbs: [...crumbs, { label: title, href: null }] },
    paging,
  };
}

/** "Blog, strona 2". */
function pageTitle(title: string, n: number): string {
  return t.site.paging.pageTitle(title, n);
}

/** The paths of an index's pages after the first (for the pre-render and the sitemap). */
export function laterPagePaths(page: ContentPage): string[] {
  if (!isPagedIndex(page)) return [];
  const count = pageCount(itemsOf(page).length);
  return Array.from({ length: count - 1 }, (_, i) => pagedPath(page.path, i + 2));
}

/**
 * The page numbers the navigation shows: the first, the last, and two either side of the current one; null where a
 * run is left out (drawn as an ellipsis). Eleven items at most, whatever the count.
 */
export function pageNumbers(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count]);
  for (let n = current - 2; n <= current + 2; n++) if (n >= 1 && n <= count) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && n - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && n - prev > 2) out.push(null);
    out.push(n);
  }
  return out;
}
