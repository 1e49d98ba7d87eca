import 'server-only';
import { getSite } from '../clinic-api/content';
import { clinic } from '../server/clinic';
import { timedMemo } from './memo';

/** The proxy re-reads the site at most this often: the same minute the pages' ISR uses. */
export const NOINDEX_TTL_MS = 60_000;

/**
 * Whether the clinic asked to stay out of search engines (site.noindex), for the proxy's X-Robots-Tag header.
 * Proxy fetches are never cached by Next, so this keeps its own 60-second memo per server process: one GET /site a
 * minute, shared by all requests. Until the first answer, and while the API fails, it keeps the last known value
 * (initially false — a flaky API must not de-index a clinic; the pages' meta robots still follows the site).
 */
export const siteNoindex = timedMemo(async () => (await getSite(clinic())).noindex, {
  ttlMs: NOINDEX_TTL_MS,
  timeoutMs: 2_000,
  fallback: false,
});
