import 'server-only';
import { byKnownKind, getPages } from '../clinic-api/content';
import { isLegalPath } from '../legal/paths';
import { isPagedKind, parsePagedPath } from '../paging';
import type { PageListItem } from '../clinic-api/schemas';
import { clinic } from '../server/clinic';
import { shared } from '../shared-store/server';
import { processSingleton } from '../singleton';
import { memo } from './memo';
import { noteRenames } from './renames';
import { PER_RENDER, PUBLISHED_SET, PUBLISHED_SET_AFTER_REVALIDATION } from './rules';

/** The pages this site renders, and their paths for the one question every request asks. */
export interface PublishedSet {
  pages: PageListItem[];
  paths: ReadonlySet<string>;
}

const warned = processSingleton('unsupportedKindsWarned', () => new Set<string>());

/** Logs once per process and kind that GET /pages lists pages of a kind this site does not render. */
export function warnUnsupportedKind(kind: string, path: string): void {
  if (warned.has(kind)) return;
  warned.add(kind);
  console.warn(
    `[site] the API publishes pages of kind "${kind}" (e.g. ${path}), which this site does not render: they are left out of the pre-render and the sitemap, and answer 404`,
  );
}

async function load(): Promise<PublishedSet> {
  const { pages, unsupported } = byKnownKind(await getPages(clinic()));
  for (const item of unsupported) warnUnsupportedKind(item.type, item.path);
  // Before the new set answers: an old path must redirect from the moment it stops being a page.
  await noteRenames(pages);
  return { pages, paths: new Set(pages.map((p) => p.path)) };
}

// One memo per process (not per bundle layer): pages, route handlers and the sitemap share the one read.
const published = processSingleton('publishedSet', () => ({
  read: memo<[], PublishedSet | null>(PUBLISHED_SET, load),
  /** The shared generation the memo was read under (several instances), or null. */
  generation: null as string | null,
  /** A revalidation came while Redis was away: the counter is bumped at the first question Redis answers. */
  bumpOwed: false,
}));

/**
 * With several instances (REDIS_URL) a revalidation reaches one of them, but every instance's memo may hold a set
 * from before a page was published or withdrawn: the one that answers the next request would render the new page as
 * a 404 (and the shared page cache would keep that 404 for every instance). So a revalidation bumps a counter in
 * Redis, and each instance reads its set afresh when the counter moved: one small Redis read per question, bounded
 * by REDIS_TIMEOUT_MS; while Redis is away each instance keeps its minute-long memo, and a revalidation made then
 * bumps the counter once Redis answers again.
 */
const GENERATION_KEY = 'published-set:generation';

async function sharedGeneration(bump = false): Promise<string | null> {
  const s = shared();
  if (!s) return null;
  const script = bump ? `return redis.call('INCR', KEYS[1])` : `return redis.call('GET', KEYS[1]) or 0`;
  return s.failover.run(
    async () => String(await s.eval(script, [s.prefix + GENERATION_KEY], [])),
    () => null,
  );
}

// One look at the counter per render: a page asks for the set several times (the 404 check, the legal pages, the
// form's choices). Outside a render (route handlers, the proxy) each question looks, so a revalidation through one
// instance is seen by the next request to any other.
const generationThisRender = memo<[], string | null>(PER_RENDER, () => sharedGeneration());

/** The published set as last read (at most a minute old, or since the last revalidation); null while none could be read yet. */
export async function publishedSet(): Promise<PublishedSet | null> {
  const owed = published.bumpOwed;
  const generation = owed ? await sharedGeneration(true) : await generationThisRender();
  if (owed && generation !== null) {
    // This instance already read its set afresh; the others learn of the revalidation now.
    published.bumpOwed = false;
    published.generation = generation;
  }
  if (generation !== null && generation !== published.generation) {
    if (published.generation !== null)
      published.read = memo<[], PublishedSet | null>(PUBLISHED_SET_AFTER_REVALIDATION, load);
    published.generation = generation;
  }
  return published.read();
}

/** Reads the set afresh at the next question, on every instance: a revalidation names pages that may have just been published. */
export async function forgetPublishedSet(): Promise<void> {
  published.read = memo<[], PublishedSet | null>(PUBLISHED_SET_AFTER_REVALIDATION, load);
  const generation = await sharedGeneration(true);
  if (generation !== null) published.generation = generation;
  else if (shared()) published.bumpOwed = true;
}

/** Every page this site renders (pre-render, sitemap); throws when GET /pages cannot be read, rather than list none. */
export async function requirePublishedPages(): Promise<PageListItem[]> {
  return ((await publishedSet()) ?? (await load())).pages;
}

/** False only when the path is known not to be published: then it is the site's 404 without another call. */
export async function mayBePublished(path: string): Promise<boolean> {
  const set = await publishedSet();
  return set === null || set.paths.has(path);
}

/**
 * True when the catch-all content route would answer `path` with the site's 404 for certain: not a published page
 * and not one of the starter's legal pages. False while no set is known (the page's GET /content then decides).
 */
export async function isOutsidePublishedSet(path: string): Promise<boolean> {
  if (isLegalPath(path)) return false;
  const set = await publishedSet();
  if (set === null || set.paths.has(path)) return false;
  // A later page of a posts or case-studies index (lib/paging.ts: /blog/strona/2) belongs to the index.
  const paged = parsePagedPath(path);
  return !(paged && set.pages.some((p) => p.path === paged.basePath && isPagedKind(p.type)));
}
