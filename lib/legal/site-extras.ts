import type { Location, Site } from '../clinic-api/schemas';

/** Operator facts the API does not carry, from the agency's configuration (each absent when unset). */
export interface OperatorExtras {
  registryCourt?: string;
  shareCapital?: string;
  note?: string;
}

/**
 * What the read layer adds to the site object besides the API's own fields: the clinic's locations (GET /locations,
 * kept for a minute per process) and the configured operator facts. Optional, so a plain Site still renders.
 */
export interface SiteExtras {
  locations: Location[];
  operator: OperatorExtras;
}

export type SiteWithExtras = Site & { extras?: SiteExtras };

/** The read layer's extras of a site, if it carries them. */
export function extrasOf(site: Site): SiteExtras | undefined {
  return (site as SiteWithExtras).extras;
}

/**
 * The locations to list, primary first, then in the API's order; empty for a clinic with one location (or none
 * known): then the site shows the profile's contact as it always has.
 */
export function shownLocations(site: Site): Location[] {
  const all = extrasOf(site)?.locations ?? [];
  if (all.length < 2) return [];
  return [...all.filter((l) => l.primary), ...all.filter((l) => !l.primary)];
}
