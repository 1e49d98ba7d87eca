/**
 * The redirects file the agency edits (deploy/redirects.csv, docs/launch.md): one redirect a line, `old,new,status`,
 * as an SEO crawler's redirect map exports it. Pure: the server build (next.config.ts), the export (scripts/export.ts)
 * and check-relaunch read the same rules from here, so the three cannot disagree.
 *
 * - old: a path (`/o-nas/`) or a full URL of the old site (`https://stara-klinika.pl/o-nas/`: its path is taken);
 *   `/blog/*` matches `/blog` and every path under it.
 * - new: a path of this site, or a full http(s) address; `/aktualnosci/*` carries what `*` matched.
 * - status: 301 or 308 (empty: 308). Both are permanent; temporary ones (302/307) pass no ranking and are refused.
 *
 * A trailing slash is dropped from both paths (the site answers without one). Comma or semicolon separates (Excel
 * in Polish saves with semicolons); a cell may be in double quotes; a first line naming the columns and lines
 * starting with `#` are skipped. A redirect to a path another line redirects again (a chain: one more hop for every
 * visitor and crawler) or back (a loop) is refused, with the lines named.
 */

type RedirectStatus = 301 | 308;

export interface Redirect {
  /** The old path without a trailing slash; for a wildcard, the prefix before `/*` (`/blog`). */
  from: string;
  /** `/blog/*`: matches `from` and every path under it. */
  wildcard: boolean;
  /** A site path (without a trailing slash) or an absolute URL; for `splat`, the prefix before `/*`. */
  to: string;
  /** `/aktualnosci/*`: the part of the path under `from` is appended to `to`. */
  splat: boolean;
  status: RedirectStatus;
  /** The line of the file, for messages. */
  line: number;
}

export class RedirectsFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${problems.join('\n')}`);
    this.name = 'RedirectsFileError';
  }
}

/** Paths the site itself needs: a redirect there would break every page (assets, route handlers). */
const RESERVED = ['/_next', '/api', '/_img'];

/** Splits one CSV line at `,` or `;` outside double quotes (`""` is a quote inside one). */
function cells(line: string): [string, ...string[]] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';') {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out as [string, ...string[]];
}

const dropSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/** A path as a browser sends it (percent-encoded), or why it is not one. */
function readPath(
  raw: string,
  what: string,
): { path: string; star: boolean; origin: string | null } | { error: string } {
  let url: URL;
  const absolute = /^https?:\/\//i.test(raw);
  if (!absolute && !raw.startsWith('/'))
    return { error: `${what} "${raw}" is neither a path (/…) nor an http(s) address` };
  if (raw.startsWith('//')) return { error: `${what} "${raw}" starts with // (another host): write https://…` };
  try {
    url = new URL(raw, 'http://site.invalid');
  } catch {
    return { error: `${what} "${raw}" is not a valid address` };
  }
  if (url.pathname.includes('$'))
    return { error: `${what} "${raw}" has a $, which nginx would read as a variable: write %24` };
  if (url.search) return { error: `${what} "${raw}" has a query string (?…), which redirects do not match` };
  const star = url.pathname.endsWith('/*');
  if (url.pathname.slice(0, star ? -2 : undefined).includes('*'))
    return { error: `${what} "${raw}": * may only end the path, after a / (like /blog/*)` };
  const path = dropSlash(star ? url.pathname.slice(0, -2) || '/' : url.pathname);
  return { path, star, origin: absolute ? url.origin : null };
}

/** Parses the file's text: the redirects, or every problem found (each naming its line). */
export function parseRedirects(text: string): { redirects: Redirect[]; problems: string[] } {
  const redirects: Redirect[] = [];
  const problems: string[] = [];
  const byFrom = new Map<string, Redirect>();
  let seenRecord = false;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    // trim() drops a byte-order mark too (U+FEFF is white space to JavaScript).
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const [oldCell, newCell = '', statusCell = ''] = cells(trimmed);
    if (!seenRecord && !/^(\/|https?:)/i.test(oldCell)) {
      seenRecord = true;
      return; // the header line (e.g. "old,new,status" or a crawler's column names)
    }
    seenRecord = true;
    const problem = (message: string) => problems.push(`line ${line}: ${message}`);
    if (!newCell) return problem(`no new address after "${oldCell}"`);
    const from = readPath(oldCell, 'old address');
    if ('error' in from) return problem(from.error);
    const to = readPath(newCell, 'new address');
    if ('error' in to) return problem(to.error);
    const status = statusCell === '' ? 308 : Number(statusCell);
    if (status !== 301 && status !== 308)
      return problem(`status "${statusCell}": use 301 or 308 (a permanent redirect; 302/307 pass no ranking)`);
    if (from.path === '/' && !from.star) return problem('the home page (/) cannot be redirected');
    if (RESERVED.some((r) => from.path === r || from.path.startsWith(`${r}/`)) || (from.star && from.path === '/'))
      return problem(`"${oldCell}" would redirect the site's own files (${RESERVED.join(', ')}, or everything)`);
    if (to.star && !from.star)
      return problem(`"${newCell}" ends in * but "${oldCell}" does not: only a wildcard can carry its match on`);
    const target = to.origin === null ? to.path : to.origin + (to.path === '/' ? '' : to.path);
    const redirect: Redirect = { from: from.path, wildcard: from.star, to: target, splat: to.star, status, line };
    const key = redirect.wildcard ? `${redirect.from}/*` : redirect.from;
    const earlier = byFrom.get(key);
    if (earlier) return problem(`"${oldCell}" is already redirected on line ${earlier.line}`);
    byFrom.set(key, redirect);
    redirects.push(redirect);
  });
  if (problems.length === 0) problems.push(...chainProblems(redirects));
  return { redirects: ordered(redirects), problems };
}

/** Exact paths first, then wildcards from the longest prefix: the first match wins everywhere (Next, hosts, nginx). */
function ordered(redirects: Redirect[]): Redirect[] {
  return [...redirects].sort(
    (a, b) => Number(a.wildcard) - Number(b.wildcard) || (a.wildcard ? b.from.length - a.from.length : 0) || 0,
  );
}

/** Whether `path` is `prefix` or a path under it (every path is under /). */
const under = (path: string, prefix: string) => prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);

/** The rule that answers `path`, and where it sends it. */
export function matchRedirect(
  redirects: readonly Redirect[],
  path: string,
): { redirect: Redirect; location: string } | null {
  const p = dropSlash(path);
  for (const r of redirects) {
    if (r.wildcard ? !under(p, r.from) : p !== r.from) continue;
    // An exact rule matched the whole path: nothing is left over.
    const rest = p.slice(r.from.length);
    return { redirect: r, location: r.splat ? `${r.to === '/' ? '' : r.to}${rest}` || '/' : r.to };
  }
  return null;
}

/** Chains and loops: a redirect whose target (or, for a wildcard, any path it sends to) another rule redirects again. */
function chainProblems(all: Redirect[]): string[] {
  const redirects = ordered(all);
  const problems: string[] = [];
  // Another host's address is matched by no rule (every old path starts with /): it needs no skipping.
  for (const r of redirects) {
    // The paths this rule sends visitors to that some rule matches: its exact target, or for a splat the target
    // prefix itself, a path under it, and every rule's old path under it.
    const probes = r.splat
      ? [r.to, `${r.to}/x-probe`, ...redirects.map((s) => s.from).filter((f) => under(f, r.to))]
      : [r.to];
    for (const target of probes) {
      // The old path this rule sent there: for a splat only when this rule (not a more specific one) answers it.
      const source = r.splat ? r.from + target.slice(r.to === '/' ? 0 : r.to.length) : r.from;
      // This rule answers `source` itself if no more specific one does: some rule always answers it.
      if (matchRedirect(redirects, source)!.redirect !== r) continue;
      const next = matchRedirect(redirects, target);
      if (!next) continue;
      problems.push(describe(redirects, r, source, target, next));
      break;
    }
  }
  return problems;
}

function describe(
  redirects: Redirect[],
  r: Redirect,
  source: string,
  target: string,
  next: { redirect: Redirect; location: string },
): string {
  const seen = new Set([source, target]);
  const lines = [r.line, next.redirect.line];
  const loop = (to: string) =>
    `line ${r.line}: ${source} → ${target} makes a loop with line${new Set(lines.slice(1)).size > 1 ? 's' : ''} ${[...new Set(lines.slice(1))].join(', ')} (it comes back to ${to})`;
  let hop = next;
  // Ends at a path no rule answers, or at another host's address (which no rule answers either).
  for (;;) {
    // A path seen before, or a wildcard that answers its own target again (the path grows for ever).
    if (seen.has(hop.location) || lines.indexOf(hop.redirect.line) < lines.length - 1) return loop(hop.location);
    seen.add(hop.location);
    const after = matchRedirect(redirects, hop.location);
    if (!after) break;
    lines.push(after.redirect.line);
    hop = after;
  }
  const end = hop.location;
  return `line ${r.line}: ${source} → ${target}, which line ${next.redirect.line} redirects again (a chain): send ${source} straight to ${end}`;
}

/** The file's redirects, or a RedirectsFileError listing every problem. */
export function readRedirects(text: string, file = 'redirects.csv'): Redirect[] {
  const { redirects, problems } = parseRedirects(text);
  if (problems.length) throw new RedirectsFileError(file, problems);
  return redirects;
}
