import 'server-only';
import { getLocations as fetchLocations } from '../clinic-api/platform';
import type { Location } from '../clinic-api/schemas';
import { clinic } from '../server/clinic';
import { processSingleton } from '../singleton';
import { isMissingAnswer, lacks, markMissing } from './features';
import { memo } from './memo';
import { LOCATIONS } from './rules';

async function load(): Promise<Location[] | null> {
  if (lacks('locations')) return [];
  try {
    return await fetchLocations(clinic());
  } catch (err) {
    if (!isMissingAnswer(err)) throw err;
    markMissing('locations');
    return [];
  }
}

// One memo per process (not per bundle layer): every page of a build shares the one read a minute.
const shared = processSingleton('clinicLocations', () => ({ read: memo<[], Location[] | null>(LOCATIONS, load) }));

/** The clinic's locations; empty on a server without GET /locations, null while none could be read yet. */
export function getClinicLocations(): Promise<Location[] | null> {
  return shared.read();
}
