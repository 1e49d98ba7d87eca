import 'server-only';
import { closestPages } from '../closest-pages';
import type { PageListItem } from '../clinic-api/schemas';
import { NOT_FOUND_PATH } from '../app-routes';
import { publishedSet } from './published';

/**
 * The published pages closest to a path that is not one, for the 404 (lib/closest-pages.ts). From the published set
 * the 404 check itself just read (memoised for a minute): no API call per address, however many a scanner tries.
 * None while the set could not be read.
 */
async function closestPublishedPages(path: string, limit = 3): Promise<PageListItem[]> {
  const set = await publishedSet();
  return set ? closestPages(path, set.pages, limit).map((s) => s.page) : [];
}

/**
 * Where the proxy answers a made-up path from (proxy.ts): the one not-found path, followed by the path of the
 * published page closest to it when there is one (`/starter/404/zabiegi/implanty-zebowe`). The page cache then
 * keeps at most one 404 per published page plus one, however many addresses a scanner tries, and the 404 still
 * suggests what is close to the address the visitor typed (suggestionsFor).
 */
export async function notFoundTarget(path: string): Promise<string> {
  if (path === '' || path === '/') return NOT_FOUND_PATH;
  const [closest] = await closestPublishedPages(path, 1);
  return closest && closest.path !== '/' ? `${NOT_FOUND_PATH}${closest.path}` : NOT_FOUND_PATH;
}

/** True for a not-found target notFoundTarget may name: the bare path, or one followed by a published path. */
export async function isNotFoundTarget(path: string): Promise<boolean> {
  if (path === NOT_FOUND_PATH) return true;
  if (!path.startsWith(`${NOT_FOUND_PATH}/`)) return false;
  const set = await publishedSet();
  return Boolean(set?.paths.has(path.slice(NOT_FOUND_PATH.length)));
}

/** The 404's suggestions for the path the catch-all renders: a not-found target's are those of the page it names. */
export async function suggestionsFor(path: string): Promise<PageListItem[]> {
  if (path === NOT_FOUND_PATH) return [];
  if (!path.startsWith(`${NOT_FOUND_PATH}/`)) return closestPublishedPages(path);
  // The page the rewrite named comes first (the ranker leaves out the page at the path it is given), then its
  // neighbours.
  const hint = path.slice(NOT_FOUND_PATH.length);
  const named = (await publishedSet())?.pages.find((p) => p.path === hint);
  return [...(named ? [named] : []), ...(await closestPublishedPages(hint, 2))];
}
