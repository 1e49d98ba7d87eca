/**
 * Automatic redirects when the clinic renames a page in its panel (docs/launch.md): a treatment, specialist, case
 * study or post that keeps its id but gets a new path leaves its old path answering 308 to the new one. Pure: the
 * server (lib/site-data/renames.ts) keeps the state in memory, Redis and a file; the export writes the same entries.
 */
import type { Redirect } from './parse';

/** The kinds whose records carry an id in the API (GET /services, /doctors, /case-studies, /posts). */
export const RENAMED_KINDS = ['service', 'doctor', 'case-study', 'post'] as const;
export type RenamedKind = (typeof RENAMED_KINDS)[number];

export interface Rename {
  /** The old path. */
  from: string;
  /** The page's path now (always a published path: a redirect never lands on a 404). */
  to: string;
  /** When the rename was seen (epoch ms): entries older than the age limit are dropped. */
  at: number;
}

export interface RenameState {
  /** `kind:id` → the path it was last seen at. */
  ids: Record<string, string>;
  renames: Rename[];
}

/** A path of this site (`/x`), never another host's (`//x`): the proxy redirects to it. */
const isSitePath = (p: unknown): p is string => typeof p === 'string' && p.startsWith('/') && !p.startsWith('//');

export const emptyRenameState = (): RenameState => ({ ids: {}, renames: [] });

/**
 * The bound (docs/launch.md): a panel that churns slugs cannot grow the map without limit. A year covers a search
 * engine's re-crawl and most links in the wild; the agency's redirects file keeps any address for longer. 2000
 * entries is far above a clinic's renames in a year and keeps the state a few hundred kB at most.
 */
export const RENAME_LIMITS = { maxEntries: 2000, maxAgeMs: 365 * 24 * 60 * 60_000 };

export interface Listed {
  kind: RenamedKind;
  id: string;
  path: string;
}

/**
 * The state after reading the records of `kinds` (`listed`, their ids and paths now) against the published paths:
 * a known id at a new path adds a rename; then every rename is made to point straight at a published page (A→B,
 * B→C: A→C), a path published again (reused by another page, or renamed back) stops redirecting, and entries past
 * the age limit or beyond the cap (oldest first) go. Kinds not in `kinds` keep their ids as they were.
 */
export function trackRenames(
  state: RenameState,
  kinds: readonly RenamedKind[],
  listed: readonly Listed[],
  published: ReadonlySet<string>,
  now: number,
  limits = RENAME_LIMITS,
): RenameState {
  const ids: Record<string, string> = {};
  for (const [key, path] of Object.entries(state.ids)) {
    if (!kinds.some((k) => key.startsWith(`${k}:`))) ids[key] = path;
  }
  const added: Rename[] = [];
  for (const item of listed) {
    if (!isSitePath(item.path)) continue;
    const key = `${item.kind}:${item.id}`;
    const before = state.ids[key];
    if (before !== undefined && before !== item.path) added.push({ from: before, to: item.path, at: now });
    ids[key] = item.path;
  }
  return { ids, renames: settle([...state.renames, ...added], published, now, limits) };
}

/** Chains collapsed, published paths and dead ends dropped, bounded by age and count. */
function settle(all: readonly Rename[], published: ReadonlySet<string>, now: number, limits: typeof RENAME_LIMITS) {
  // The newest word on each old path wins.
  const latest = new Map<string, Rename>();
  for (const r of [...all].sort((a, b) => a.at - b.at)) latest.set(r.from, r);
  const out: Rename[] = [];
  for (const r of latest.values()) {
    if (now - r.at > limits.maxAgeMs || published.has(r.from)) continue;
    let to = r.to;
    const seen = new Set([r.from]);
    while (!published.has(to) && latest.has(to) && !seen.has(to)) {
      seen.add(to);
      to = latest.get(to)!.to;
    }
    // A page withdrawn since, or a loop with nothing published in it: the old path is the 404's again.
    if (!published.has(to) || to === r.from) continue;
    out.push({ ...r, to });
  }
  return out.sort((a, b) => b.at - a.at).slice(0, limits.maxEntries);
}

/** The renames as the redirects file's entries (308), for the export; a path the agency's file redirects stays its. */
export function renameRedirects(renames: readonly Rename[], agency: readonly Redirect[]): Redirect[] {
  const own = new Set(agency.filter((r) => !r.wildcard).map((r) => r.from));
  const covered = (path: string) =>
    agency.some((r) => r.wildcard && (r.from === '/' || path === r.from || path.startsWith(`${r.from}/`)));
  return renames
    .filter((r) => !own.has(r.from) && !covered(r.from))
    .map((r) => ({ from: r.from, to: r.to, wildcard: false, splat: false, status: 308 as const, line: 0 }));
}

/** The same ids and renames, whatever their order (Redis hands its fields back in its own). */
export function sameRenameState(a: RenameState, b: RenameState): boolean {
  const canon = (s: RenameState) =>
    JSON.stringify([
      Object.entries(s.ids).sort(([x], [y]) => (x < y ? -1 : 1)),
      s.renames.map((r) => [r.from, r.to, r.at]).sort(([x], [y]) => (x! < y! ? -1 : 1)),
    ]);
  return canon(a) === canon(b);
}

/** A state read from Redis or a file, or null when it is not one (a hand-edited or cut file is started afresh). */
export function readRenameState(text: string | null): RenameState | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<RenameState>;
    if (!raw || typeof raw.ids !== 'object' || raw.ids === null || !Array.isArray(raw.renames)) return null;
    const ids = Object.fromEntries(Object.entries(raw.ids).filter((e): e is [string, string] => isSitePath(e[1])));
    const renames = raw.renames.filter(
      (r): r is Rename => !!r && isSitePath(r.from) && isSitePath(r.to) && Number.isFinite(r.at),
    );
    return { ids, renames };
  } catch {
    return null;
  }
}
