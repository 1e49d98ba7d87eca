import 'server-only';
import { closestPages } from '../closest-pages';
import type { PageListItem } from '../clinic-api/schemas';
import { publishedSet } from './published';

/**
 * The published pages closest to a path that is not one, for the 404 (lib/closest-pages.ts). From the published set
 * the 404 check itself just read (memoised for a minute): no API call per address, however many a scanner tries.
 * None while the set could not be read.
 */
export async function closestPublishedPages(path: string, limit = 3): Promise<PageListItem[]> {
  const set = await publishedSet();
  return set ? closestPages(path, set.pages, limit).map((s) => s.page) : [];
}
