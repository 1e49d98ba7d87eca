import 'server-only';
import * as api from '../clinic-api/content';
import type { ContentResponse } from '../clinic-api/schemas';
import { ContentSnapshot } from '../content-snapshot/snapshot';
import { snapshotSettings } from '../content-snapshot/settings';
import { clinic } from '../server/clinic';
import { config } from '../config/server';
import { processSingleton } from '../singleton';
import { memo } from './memo';
import { publishedSet } from './published';
import { CONTENT_SNAPSHOT, PER_MINUTE } from './rules';
import { readSite } from './site';

function createSnapshot(): ContentSnapshot | null {
  const settings = snapshotSettings(process.env, config().apiUrl, CONTENT_SNAPSHOT.dir, config().apiKey);
  if (!settings) return null;
  const snap = new ContentSnapshot({ ...settings, maxAgeMs: CONTENT_SNAPSHOT.maxAgeMs });
  // One line per build worker: what this build read from the API and what it took from the snapshot.
  process.once('exit', () => {
    const { fetched, reused } = snap.stats;
    if (fetched + reused > 0)
      console.log(`[site] content snapshot (${settings.dir}): ${fetched} pages fetched, ${reused} reused`);
  });
  return snap;
}

// Null (no snapshot) is cheap to work out again, so only a real snapshot is kept for the process.
const snapshot = () => processSingleton('contentSnapshot', createSnapshot);

// A reused page wears the site as GET /site gives it now; a build reads it once a minute, not once per page.
const buildSite = memo(PER_MINUTE, readSite);

/** GET /content of `path`, or, while building, the snapshot's copy when the page has not changed (see CONTENT_SNAPSHOT). */
export async function readContent(path: string): Promise<ContentResponse> {
  const load = () => api.getContent(clinic(), path);
  const snap = snapshot();
  const set = snap ? await publishedSet() : null;
  if (!snap || !set) return load();
  return snap.content(path, set.pages, load, buildSite);
}
