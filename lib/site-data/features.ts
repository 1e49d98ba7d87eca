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

/**
 * How long an "absent" mark holds before the endpoint is asked again. Long enough that an older server costs one
 * failed call per endpoint every few minutes, short enough that a server upgraded in place (or a 404 that was not
 * what it seemed) is followed without a restart.
 */
export const MISSING_MARK_MS = 5 * 60_000;

// endpoint → when the server last showed it lacks it.
const missing = processSingleton('missingEndpoints', () => new Map<LaterEndpoint, number>());
const logged = processSingleton('missingEndpointsLogged', () => new Set<LaterEndpoint>());

/**
 * True only for the API's own "not here": a 404 whose body is the API's JSON error (`{error, code?}`). A proxy's or a
 * CDN's 404 page during a deploy (HTML, no parsable body) is not the API's word, nor is an error the client already
 * classed as a proxy's (`proxy_error`): those are passing failures like a 502, and a page or feature must not be
 * dropped for them.
 */
export function isMissingAnswer(err: unknown): boolean {
  return err instanceof ClinicApiError && err.status === 404 && err.body !== undefined && err.code !== 'proxy_error';
}

/** True while the server's last word (within MISSING_MARK_MS) was that it lacks the endpoint. */
export function lacks(endpoint: LaterEndpoint, now: number = Date.now()): boolean {
  const at = missing.get(endpoint);
  if (at === undefined) return false;
  if (now - at < MISSING_MARK_MS) return true;
  missing.delete(endpoint);
  return false;
}

/** Records that the server lacks the endpoint (it is older than the version that added it); logs it once per process. */
export function markMissing(endpoint: LaterEndpoint, now: number = Date.now()): void {
  missing.set(endpoint, now);
  if (logged.has(endpoint)) return;
  logged.add(endpoint);
  console.warn(
    `[site] the API has no ${endpoint} endpoint (added in ${SINCE[endpoint]}): ${USED_INSTEAD[endpoint]}; asked again every ${MISSING_MARK_MS / 60_000} minutes`,
  );
}
