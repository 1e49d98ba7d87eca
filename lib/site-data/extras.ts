import 'server-only';
import type { Site } from '../clinic-api/schemas';
import type { SiteWithExtras } from '../legal/site-extras';
import { config } from '../config/server';
import { getClinicLocations } from './locations';

/**
 * Adds what the frame needs beyond the API's site object (lib/legal/site-extras.ts): the locations, from the
 * minute-long process memo (no call of the page's own), and the configured operator facts.
 */
export async function withExtras(): Promise<(site: Site) => SiteWithExtras> {
  const locations = (await getClinicLocations()) ?? [];
  const operator = config().operator;
  return (site) => ({ ...site, extras: { locations, operator } });
}
