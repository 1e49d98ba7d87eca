import 'server-only';
import { ClinicApiError } from '../clinic-api/errors';
import { processSingleton } from '../singleton';

/** Endpoints that came after 1.0.0, which an older server answers with 404 (API description, Versioning rule 2). */
export type LaterEndpoint = 'site' | 'entities' | 'privacy' | 'locations';

// GET /locations: the description lists it without a version; a server that answers it 404 simply predates it.
const SINCE: Record<LaterEndpoint, string> = {
  site: '1.4.0',
  entities: '1.1.0',
  privacy: '1.7.0',
  locations: 'a later version',
};
const USED_INSTEAD: Record<LaterEndpoint, string> = {
  site: 'the site object comes from GET /content',
  entities: 'the form lists come from the index pages',
  privacy: 'forms go without a clause version and a marketing box',
  locations: "the site shows the profile's one address",
};

// Learnt once per process: an older server then costs no failed call after the first.
const missing = processSingleton('missingEndpoints', () => new Set<LaterEndpoint>());

export const isMissingAnswer = (err: unknown): boolean => err instanceof ClinicApiError && err.status === 404;

/** True once the server has shown it lacks the endpoint. */
export function lacks(endpoint: LaterEndpoint): boolean {
  return missing.has(endpoint);
}

/** Records (and logs once) that the server lacks the endpoint: it is older than the version that added it. */
export function markMissing(endpoint: LaterEndpoint): void {
  if (missing.has(endpoint)) return;
  missing.add(endpoint);
  console.warn(`[site] the API has no ${endpoint} endpoint (added in ${SINCE[endpoint]}): ${USED_INSTEAD[endpoint]}`);
}
