import 'server-only';
import * as api from '../clinic-api/content';
import type { Site } from '../clinic-api/schemas';
import { clinic } from '../server/clinic';
import { isMissingAnswer, lacks, markMissing } from './features';
import { publishedSet } from './published';

/** The path whose GET /content carries the site when GET /site is missing: the home page, else any published one. */
async function anyPublishedPath(): Promise<string> {
  const set = await publishedSet();
  if (!set || set.paths.has('/') || set.pages.length === 0) return '/';
  return set.pages[0]!.path;
}

/**
 * The site object: GET /site, or, on a server older than 1.4.0 that has no such endpoint, the `site` that every
 * GET /content carries. A 404 from GET /site also means "not published"; then the home page is a 404 as well and
 * that error is what the caller gets.
 */
export async function readSite(): Promise<Site> {
  if (!lacks('site')) {
    try {
      return await api.getSite(clinic());
    } catch (err) {
      if (!isMissingAnswer(err)) throw err;
    }
  }
  const { site } = await api.getContent(clinic(), await anyPublishedPath());
  markMissing('site');
  return site;
}
