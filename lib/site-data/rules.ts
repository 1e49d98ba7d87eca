import type { CacheRule } from './memo';

/**
 * How long each read of the clinic API is kept, in one place. The API lets clients keep GET answers for a minute
 * (private, max-age=60), so nothing is kept longer; patient data is never read through here.
 */

/**
 * Content, site, published pages, booking catalog: once per render, shared by layout, page and metadata. Below it,
 * the client asks Next's data cache to keep the answer 60 s (ISR); a failure throws, so a failed refresh keeps
 * serving the last good page.
 */
export const PER_RENDER: CacheRule<never> = { scope: 'render' };

/**
 * What forms need besides the page (information clause, treatment and doctor lists, the clinic's name and phone):
 * kept in this process for a minute, so a build rendering every treatment page, or a stream of form posts, asks the
 * API once a minute. A failed load is not kept; while the API fails (or the budget turns the refresh away under a
 * storm), the last good answer stands in, so a form's page never breaks for want of a minute-old list.
 */
export const PER_MINUTE: CacheRule<never> = { scope: 'process', ttlMs: 60_000 };

/**
 * The noindex flag for the proxy's header: proxy fetches are never cached by Next, so the process keeps it for the
 * same minute the pages' ISR uses. The proxy runs before every page, so no request waits on a refresh: past the
 * minute the last known value answers at once while one refresh runs behind; only the process's first request waits,
 * at most 2 s. The last known value stands while the API fails (initially false: a flaky API must not de-index a
 * clinic; the pages' meta robots still follows the site).
 */
export const NOINDEX_FLAG: CacheRule<boolean> = {
  scope: 'process-stale',
  ttlMs: 60_000,
  timeoutMs: 2_000,
  fallback: false,
};

/** Free slots: the patient's live choice, never cached anywhere. */
export const LIVE: CacheRule<never> = { scope: 'live' };

/**
 * The published set (GET /pages) that decides, before any other call, whether a path is a page at all: read at
 * most once a minute per process and shared by every request, so a scanner's thousand made-up paths cost nothing
 * upstream, and a page published a moment ago is known within the minute. Past the minute the last known set
 * answers at once while one refresh runs behind (a refresh that hangs holds no request); the first read (of the
 * process, or after a revalidation) waits at most 10 s, and past that, or when the read fails, the last known set
 * stands; with none known yet (`null`) a path is asked of GET /content as before.
 */
export const PUBLISHED_SET: CacheRule<null> = {
  scope: 'process-stale',
  ttlMs: 60_000,
  timeoutMs: 10_000,
  fallback: null,
};

/**
 * The published set read afresh after a revalidation (which may name a page published a moment ago): every request
 * of every instance asks for it at once, so none waits more than 2 s; past that (the API failing or slow) a path is
 * asked of GET /content, as with no set known, so a page just published is never taken for a 404.
 */
export const PUBLISHED_SET_AFTER_REVALIDATION: CacheRule<null> = { ...PUBLISHED_SET, timeoutMs: 2_000 };

/**
 * The clinic's locations (GET /locations) for the footer, contact blocks and structured data of every page: read at
 * most once a minute per process, shared by every page, so they add no call to a page render (a build of 500 pages
 * asks once a minute). They never hold a page up or break it: past the minute the last known list answers at once
 * while one refresh runs behind; the first read waits at most 5 s; when the read fails the last known list stands;
 * with none known yet (`null`) the site shows the profile's contact as it did before locations.
 */
export const LOCATIONS: CacheRule<null> = { scope: 'process-stale', ttlMs: 60_000, timeoutMs: 5_000, fallback: null };

/**
 * The content snapshot a build keeps in `.clinic-cache/` (lib/content-snapshot): while pre-rendering, a page whose
 * `updatedAt` in GET /pages (and the records it lists) did not change since the last build is taken from the
 * snapshot instead of GET /content, so a rebuild after one edit costs a handful of calls instead of one per page.
 * Builds against a configured clinic only (the embedded demo costs nothing), never while serving; an entry older
 * than a day is read again; CLINIC_SNAPSHOT=off (`npm run export -- --full`) ignores it.
 */
export const CONTENT_SNAPSHOT = { dir: '.clinic-cache', maxAgeMs: 24 * 60 * 60_000 } as const;
