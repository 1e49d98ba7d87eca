/**
 * check-relaunch's logic (scripts/check-relaunch.ts), pure: the old site's addresses from its sitemap (or a list),
 * and what the new site answers for each: served, redirected (by the redirects file, or as a page the clinic renamed),
 * or a 404 with the closest published page (lib/closest-pages.ts, as the 404 page suggests).
 */
import { decodeXML } from 'entities';
import { decodedPath } from '../../lib/app-routes';
import { closestPages, type PageRef } from '../../lib/closest-pages';
import { LEGAL_PATHS } from '../../lib/legal/paths';
import { matchRedirect, type Redirect } from '../../lib/redirects/parse';

/**
 * Paths the site serves beside the clinic's pages: booking, privacy policy (app/umow-wizyte, app/polityka-prywatnosci),
 * the starter's legal pages (lib/legal/paths.ts), feed, sitemap and robots.
 */
export const SITE_OWN_PATHS: readonly string[] = [
  '/umow-wizyte',
  '/polityka-prywatnosci',
  ...LEGAL_PATHS,
  '/feed.xml',
  '/sitemap.xml',
  '/robots.txt',
];

interface OldSitemap {
  /** Page addresses (`<url><loc>`), or the lines of a plain list. */
  urls: string[];
  /** Child sitemaps of a sitemap index (`<sitemap><loc>`, as WordPress/Yoast publish sitemap_index.xml). */
  sitemaps: string[];
}

/** A sitemap (urlset or sitemap index) or, when the text has no `<loc>`, a list of addresses one a line. */
export function readOldSitemap(text: string): OldSitemap {
  if (/<(?:\w+:)?(?:urlset|sitemapindex)\b/.test(text)) {
    const locs = (tag: string) =>
      [...text.matchAll(new RegExp(`<(?:\\w+:)?${tag}\\b[^>]*>([\\s\\S]*?)</(?:\\w+:)?${tag}>`, 'g'))].flatMap((m) =>
        [...m[1]!.matchAll(/<(?:\w+:)?loc>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/(?:\w+:)?loc>/g)].map((l) =>
          decodeXML(l[1]!.trim()),
        ),
      );
    return { urls: locs('url'), sitemaps: locs('sitemap') };
  }
  const urls = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return { urls, sitemaps: [] };
}

type Verdict =
  | { kind: 'served'; path: string }
  /** `line`: the redirects file's line; none for a page the clinic renamed (lib/redirects/renames.ts). */
  | { kind: 'redirected'; path: string; location: string; status: number; line?: number }
  | { kind: 'missing'; path: string; suggestion: PageRef | null; redirectedTo?: string };

export interface OldUrlReport {
  url: string;
  verdict: Verdict;
}

/** The path an old address asks for, as the new site sees it: no query, no trailing slash. */
function pathOf(url: string): string | null {
  try {
    const path = new URL(url, 'http://old.invalid').pathname;
    return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  } catch {
    return null;
  }
}

export function checkOldUrl(
  url: string,
  site: {
    pages: readonly PageRef[];
    served: ReadonlySet<string>;
    redirects: readonly Redirect[];
    /** Old path → new path of the pages the clinic renamed, as the server keeps them (lib/site-data/renames.ts). */
    renames?: ReadonlyMap<string, string>;
  },
): OldUrlReport {
  const path = pathOf(url) ?? url;
  const served = (p: string) => site.served.has(p) || site.served.has(safeDecode(p));
  // The server answers the redirects file before any page (next.config redirects), so a redirect wins here too.
  const redirect = matchRedirect(site.redirects, path);
  if (redirect) {
    const location = redirect.location;
    if (!location.startsWith('/') || served(location))
      return {
        url,
        verdict: { kind: 'redirected', path, location, status: redirect.redirect.status, line: redirect.redirect.line },
      };
    return {
      url,
      verdict: { kind: 'missing', path, suggestion: closest(location, site.pages), redirectedTo: location },
    };
  }
  if (served(path)) return { url, verdict: { kind: 'served', path } };
  // Then the proxy: an old path of a renamed page (looked up decoded, as proxy.ts does) answers 308. One whose page
  // is no longer published is dropped at the server's next refresh: the 404's again.
  const renamed = site.renames?.get(decodedPath(path) ?? path);
  if (renamed && served(renamed)) return { url, verdict: { kind: 'redirected', path, location: renamed, status: 308 } };
  return { url, verdict: { kind: 'missing', path, suggestion: closest(path, site.pages) } };
}

const closest = (path: string, pages: readonly PageRef[]) => closestPages(path, pages, 1)[0]?.page ?? null;

function safeDecode(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

/**
 * The 404s as a redirects file to review (docs/launch.md's format): a line per suggestion, and a commented line for
 * each address with none, for the agency to fill in. Old addresses are written as paths, once each.
 */
export function suggestionsFile(reports: readonly OldUrlReport[]): string {
  const seen = new Set<string>();
  const lines = [
    '# Suggested by npm run check-relaunch: check each line, then copy it into the redirects file.',
    'old,new,status',
  ];
  for (const { verdict } of reports) {
    if (verdict.kind !== 'missing' || seen.has(verdict.path)) continue;
    seen.add(verdict.path);
    if (verdict.redirectedTo) {
      lines.push(`# ${verdict.path} is redirected to ${verdict.redirectedTo}, which is not a page: fix that line`);
      continue;
    }
    lines.push(
      verdict.suggestion
        ? `${csvCell(verdict.path)},${csvCell(verdict.suggestion.path)},301`
        : `# ${verdict.path},,301  (no close page: write the new address)`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const csvCell = (s: string) => (/[",;\s]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
