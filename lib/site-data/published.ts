import 'server-only';
import { byKnownKind, getPages } from '../clinic-api/content';
import type { PageListItem } from '../clinic-api/schemas';
import { clinic } from '../server/clinic';
import { processSingleton } from '../singleton';
import { memo } from './memo';
import { PUBLISHED_SET } from './rules';

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
  console.warn(`[site] the API publishes pages of kind "${kind}" (e.g. ${path}), which this site does not render: they are left out of the pre-render and the sitemap, and answer 404`);
}

async function load(): Promise<PublishedSet> {
  const { pages, unsupported } = byKnownKind(await getPages(clinic()));
  for (const item of unsupported) warnUnsupportedKind(item.type, item.path);
  return { pages, paths: new Set(pages.map((p) => p.path)) };
}

// One memo per process (not per bundle layer): pages, route handlers and the sitemap share the one read.
const published = processSingleton('publishedSet', () => ({ read: memo<[], PublishedSet | null>(PUBLISHED_SET, load) }));

/** The published set as last read (at most a minute old); null while none could be read yet. */
export function publishedSet(): Promise<PublishedSet | null> {
  return published.read();
}

/** Reads the set afresh at the next question: a revalidation names pages that may have just been published. */
export function forgetPublishedSet(): void {
  published.read = memo<[], PublishedSet | null>(PUBLISHED_SET, load);
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
