import 'server-only';
import { notFound } from 'next/navigation';
import { ClinicApiError } from '../clinic-api/errors';
import type { PageListItem, Site } from '../clinic-api/schemas';
import { processSingleton } from '../singleton';
import { isMissingAnswer } from './features';
import { memo } from './memo';
import { mayBePublished, requirePublishedPages, warnUnsupportedKind } from './published';
import { PER_RENDER } from './rules';
import { pageRendered } from './build-progress';
import { readSite } from './site';
import { withExtras } from './extras';
import { readContent } from './snapshot';
import { checkedSite, withCheckedImages } from './checked';

/** How long a site object seen on a page may stand in for a fresh read on the 404 page: the API's cache minute. */
const LAST_SITE_FRESH_MS = 60_000;

// The last site object this process saw: lets an error page keep the clinic's frame while the API is down, and the
// 404 page wear the frame without a call of its own.
const lastGood = processSingleton('lastGoodSite', () => ({ site: undefined as Site | undefined, at: 0 }));

function remember(site: Site): void {
  lastGood.site = site;
  lastGood.at = Date.now();
}

/** Pages kept for a render that meets a failing API: the most recently rendered, at most this many. */
const LAST_PAGES_MAX = 300;

// The last good content of each page this process rendered. ISR keeps serving a stale page when its background
// refresh fails, but a page expired outright (POST /api/revalidate, an entry the cache let go) is rendered while the
// patient waits: without this, an API answering HTML or hanging at that moment would turn it into an error page.
const lastPages = processSingleton('lastGoodPages', () => new Map<string, LoadedPage>());

function rememberPage(path: string, page: LoadedPage): LoadedPage {
  lastPages.delete(path);
  lastPages.set(path, page);
  if (lastPages.size > LAST_PAGES_MAX) lastPages.delete(lastPages.keys().next().value!);
  return page;
}

/**
 * One GET /content per path per render: layout, page and metadata share it. A path outside the published set is the
 * site's 404 before any call; so is one the API says it does not publish (its JSON 404), or publishes as a kind this
 * site does not render. Any other failure (a proxy's HTML 404 included) renders the last good content this process
 * saw for the path, else throws, so a background refresh keeps the last good page.
 */
export const getPageData = memo(PER_RENDER, async (path: string) => {
  if (!(await mayBePublished(path))) notFound();
  try {
    const framed = await loadPage(path);
    remember(framed.site);
    void pageRendered(path);
    return rememberPage(path, framed);
  } catch (err) {
    if (err instanceof ClinicApiError && err.code === 'unsupported_kind')
      warnUnsupportedKind(String(err.body?.kind), path);
    // Only the API's own JSON 404 unpublishes a page: a proxy's 404 page during a deploy is a passing failure.
    if (isMissingAnswer(err)) notFound();
    const last = lastPages.get(path);
    if (last && !(err instanceof ClinicApiError && err.code === 'unsupported_kind')) return last;
    throw err;
  }
});

async function loadPage(path: string) {
  const [data, site] = await Promise.all([readContent(path), withExtras()]);
  return { ...data, page: withCheckedImages(data.page, path), site: checkedSite(site(data.site)) };
}
type LoadedPage = Awaited<ReturnType<typeof loadPage>>;

/** The site object (menu, theme, profile) for places that have no page: error pages, sitemap, forms' pages. */
export const getSiteData = memo(PER_RENDER, async () => {
  const [read, extras] = await Promise.all([readSite(), withExtras()]);
  const site = checkedSite(extras(read));
  remember(site);
  return site;
});

/**
 * The site for a page rendered per request for a patient (booking, problem report): a fresh read, or, when that fails
 * for a passing reason (the API down, the budget turning the read away under a storm), the one this process last saw,
 * so the patient's flow keeps its page. Throws when neither is available.
 */
export async function getSiteForLivePage(): Promise<Site> {
  try {
    return await getSiteData();
  } catch (err) {
    if (err instanceof ClinicApiError && err.isTransient && lastGood.site) return lastGood.site;
    throw err;
  }
}

/**
 * The site for the frame around a page whose content failed to load: the last one seen, else a fresh read.
 * Throws when neither is available (then the root error page shows, without the clinic's frame).
 */
export async function getSiteForError(): Promise<Site> {
  return lastGood.site ?? getSiteData();
}

/** The site for the 404 page: the one a page showed in the last minute costs no call (scanners ask many 404s). */
export async function getSiteForNotFound(): Promise<Site> {
  return lastGood.site && Date.now() - lastGood.at < LAST_SITE_FRESH_MS ? lastGood.site : getSiteData();
}

/**
 * The path's page, or null when it is not a published page (the signal getPageData throws for a 404); any other
 * failure still throws. For the places that draw something else for a 404: the layout's frame, the page's
 * MissingPage, the starter's legal pages.
 */
export async function findPageData(path: string): Promise<Awaited<ReturnType<typeof getPageData>> | null> {
  try {
    return await getPageData(path);
  } catch (err) {
    if (isNotFoundSignal(err)) return null;
    throw err;
  }
}

/** True for the signal notFound() throws (Next's documented digest for it), so a layout can catch it. */
export function isNotFoundSignal(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && (err as { digest?: unknown }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404'
  );
}

/** Every published page of a kind this site renders (for pre-rendering and the sitemap). */
export async function getAllPages(): Promise<PageListItem[]> {
  return requirePublishedPages();
}
