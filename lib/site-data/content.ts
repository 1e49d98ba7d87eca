import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { clinic } from '../server/clinic';
import { ClinicApiError } from '../clinic-api/errors';
import * as api from '../clinic-api/content';
import type { Site } from '../clinic-api/schemas';

/** Turns route params into the site path the API knows ('/' or '/a/b'). */
export function toPath(segments: string[] | undefined): string {
  if (!segments || segments.length === 0) return '/';
  return '/' + segments.map((s) => decodeURIComponent(s)).join('/');
}

/**
 * One GET /content per path per request: layout, page and metadata share it (React cache), and the answer is cached
 * for 60 s (ISR). An unknown path is the site's 404; any other failure throws, so a revalidation keeps the last
 * good page.
 */
export const getPageData = cache(async (path: string) => {
  try {
    const data = await api.getContent(clinic(), path);
    g.__lastGoodSite = data.site;
    return data;
  } catch (err) {
    if (err instanceof ClinicApiError && err.status === 404) notFound();
    throw err;
  }
});

/** The site object (menu, theme, profile) for places that have no page: 404, error pages, sitemap. */
export const getSiteData = cache(async () => {
  const site = await api.getSite(clinic());
  g.__lastGoodSite = site;
  return site;
});

// The last site object this process saw: lets an error page keep the clinic's frame while the API is down.
const g = globalThis as { __lastGoodSite?: Site };

/**
 * The site for the frame around a page whose content failed to load: the last one seen, else a fresh GET /site.
 * Throws when neither is available (then the root error page shows, without the clinic's frame).
 */
export async function getSiteForError(): Promise<Site> {
  return g.__lastGoodSite ?? getSiteData();
}

/** Every published path (for pre-rendering and the sitemap). */
export const getAllPages = cache(async () => api.getPages(clinic()));
