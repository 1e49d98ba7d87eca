import 'server-only';
import { getRecordPaths } from '../clinic-api/content';
import type { PageListItem } from '../clinic-api/schemas';
import { failureDetail } from '../api-failure';
import { config } from '../config/server';
import { readRenameFile, renameFile, writeRenameFile } from '../redirects/rename-file';
import { readSharedRenames, writeSharedRenames } from '../redirects/rename-store';
import {
  emptyRenameState,
  RENAMED_KINDS,
  sameRenameState,
  trackRenames,
  type RenamedKind,
  type RenameState,
} from '../redirects/renames';
import { clinic } from '../server/clinic';
import { shared } from '../shared-store/server';
import { isMissingAnswer, lacks, markMissing } from './features';
import { processSingleton } from '../singleton';

/**
 * Automatic redirects when the clinic renames a page (lib/redirects/renames.ts, docs/launch.md). Worked out each time
 * the published set is read (lib/site-data/published.ts: once a minute, or at once after a revalidation), so the
 * proxy answers an old path from memory, with no call of its own. Asks the API only for a kind whose published paths
 * changed (GET /services, /doctors, /case-studies or /posts, once each, and once for all at a process's first read).
 *
 * Kept where the site's other lasting data is: in Redis with REDIS_URL (every instance reads it at each refresh, so
 * a rename one instance saw redirects on all), else in a file under .clinic-data (survives a redeploy and `next
 * build`; the export reads it). The demo clinic's content is in memory and starts afresh, so its renames are too.
 */
const memory = () =>
  processSingleton('renames', () => ({
    state: null as RenameState | null,
    lookup: new Map<string, string>() as ReadonlyMap<string, string>,
    warned: false,
  }));

/** The published path an old path now redirects to (308), or null. Memory only: the proxy asks it per request. */
export function renamedTo(path: string): string | null {
  return memory().lookup.get(path) ?? null;
}

function file(): string | null {
  const cfg = config();
  return cfg.mode === 'live' && cfg.apiUrl ? renameFile(cfg.enquiryOutboxDir, cfg.apiUrl, cfg.apiKey) : null;
}

async function readShared(): Promise<RenameState | null> {
  const s = shared();
  if (!s) return null;
  return s.failover.run(
    () => readSharedRenames(s.eval, s.prefix),
    () => null,
  );
}

/** Sends Redis what changed from the state read from it (lib/redirects/rename-store.ts): other instances' writes stay. */
async function saveShared(read: RenameState | null, state: RenameState, now: number): Promise<void> {
  const s = shared();
  if (s)
    await s.failover.run(
      () => writeSharedRenames(s.eval, s.prefix, read, state, now),
      () => undefined,
    );
}

/** True when the kind's published paths are not the ones its ids were last seen at (or none were seen yet). */
function differs(state: RenameState, kind: RenamedKind, pages: readonly PageListItem[]): boolean {
  const now = new Set(pages.filter((p) => p.type === kind).map((p) => p.path));
  const seen = new Set(Object.entries(state.ids).flatMap(([key, path]) => (key.startsWith(`${kind}:`) ? [path] : [])));
  return now.size !== seen.size || [...now].some((p) => !seen.has(p));
}

/** Called with each fresh published set; never throws (a failure keeps the renames known so far). */
export async function noteRenames(pages: readonly PageListItem[]): Promise<void> {
  const holder = memory();
  try {
    const f = file();
    const fromRedis = await readShared();
    const before = fromRedis ?? holder.state ?? (f ? readRenameFile(f) : null) ?? emptyRenameState();
    // A server without the entity lists (before 1.1.0) names no ids: nothing to follow, and nothing to ask again.
    const changed = lacks('entities') ? [] : RENAMED_KINDS.filter((k) => differs(before, k, pages));
    const lists = await Promise.all(
      changed.map((kind) =>
        getRecordPaths(clinic(), kind).then(
          (items) => items.map((i) => ({ kind, ...i })),
          (err: unknown) => {
            if (isMissingAnswer(err)) markMissing('entities');
            return null; // this kind's ids stay as they were; the next refresh asks again
          },
        ),
      ),
    );
    const kinds = changed.filter((_, i) => lists[i] !== null);
    const published = new Set(pages.map((p) => p.path));
    const now = Date.now();
    const after = trackRenames(
      before,
      kinds,
      lists.flatMap((l) => l ?? []),
      published,
      now,
    );
    // Redis also when only it lacks what this instance knows (emptied, or back after an outage).
    await saveShared(fromRedis, after, now);
    if (f && !sameRenameState(after, before)) writeRenameFile(f, after);
    holder.state = after;
    holder.lookup = new Map(after.renames.map((r) => [r.from, r.to]));
  } catch (err) {
    if (!holder.warned) console.warn(`[site] renamed pages' redirects not updated: ${failureDetail(err)}`);
    holder.warned = true;
  }
}
