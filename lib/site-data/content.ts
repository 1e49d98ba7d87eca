import 'server-only';
import { notFound } from 'next/navigation';
import { clinic } from '../server/clinic';
import { ClinicApiError } from '../clinic-api/errors';
import * as api from '../clinic-api/content';
import type { Site } from '../clinic-api/schemas';
import { processSingleton } from '../singleton';
import { memo } from './memo';
import { PER_RENDER } from './rules';

// The last site object this process saw: lets an error page keep the clinic's frame while the API is down.
const lastGood = processSingleton('lastGoodSite', () => ({ site: undefined as Site | undefined }));

/**
 * One GET /content per path per render: layout, page and metadata share it. An unknown path is the site's 404;
 * any other failure throws, so a revalidation keeps the last good page.
 */
export const getPageData = memo(PER_RENDER, async (path: string) => {
  try {
    const data = await api.getContent(clinic(), path);
    lastGood.site = data.site;
    return data;
  } catch (err) {
    if (err instanceof ClinicApiError && err.status === 404) notFound();
    throw err;
  }
});

/** The site object (menu, theme, profile) for places that have no page: 404, error pages, sitemap. */
export const getSiteData = memo(PER_RENDER, async () => {
  const site = await api.getSite(clinic());
  lastGood.site = site;
  return site;
});

/**
 * The site for the frame around a page whose content failed to load: the last one seen, else a fresh GET /site.
 * Throws when neither is available (then the root error page shows, without the clinic's frame).
 */
export async function getSiteForError(): Promise<Site> {
  return lastGood.site ?? getSiteData();
}

/** Every published path (for pre-rendering and the sitemap). */
export const getAllPages = memo(PER_RENDER, async () => api.getPages(clinic()));
