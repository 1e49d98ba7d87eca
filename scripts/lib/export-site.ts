/**
 * What the export adds around Next's files in out/: the noindex rules for a static host (no sitemap, robots.txt
 * open, X-Robots-Tag in _headers), the headers file Netlify and Cloudflare Pages read, and the last checks: no
 * file carries the secret key or calls the site's server routes, and no page is the 404 in disguise.
 */
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentSecurityPolicy, securityHeaders } from '../../lib/config/security-headers';
import { netlifyRedirects, nginxRedirects, vercelJson } from '../../lib/redirects/formats';
import type { Redirect } from '../../lib/redirects/parse';
import { readRenameFile } from '../../lib/redirects/rename-file';
import { renameRedirects } from '../../lib/redirects/renames';
import type { TagIds } from '../../lib/config/parse-env';

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

/** Whether the exported site keeps out of search engines: its pages say so in their meta robots (lib/seo/metadata.ts). */
export function exportedNoindex(outDir: string): boolean {
  const html = readFileSync(join(outDir, existsSync(join(outDir, 'index.html')) ? 'index.html' : '404.html'), 'utf8');
  return /<meta name="robots" content="[^"]*noindex/.test(html);
}

/** The sitemap only while the site may be indexed (robots.txt then names it; lib/seo/crawl.ts). */
export function applyNoindex(outDir: string, noindex: boolean): void {
  if (noindex) rmSync(join(outDir, 'sitemap.xml'), { force: true });
}

export interface HeadersOptions {
  noindex: boolean;
  /** The API's origin (remote images), null for the demo. */
  apiOrigin: string | null;
  imageHosts: string[];
  /** The clinic's embed script address, when configured. */
  embedScriptUrl: string | null;
  /** The tags configured at export (GTM_ID, GA4_ID, META_PIXEL_ID): their hosts join the policy. */
  tags?: TagIds | null;
}

/** The page CSP of a static host: the server's, plus the embed script's origin where the embed is configured. */
function staticPolicy(opts: HeadersOptions): string {
  const policy = contentSecurityPolicy({
    apiOrigin: opts.apiOrigin,
    imageHosts: opts.imageHosts,
    production: true,
    tags: opts.tags,
  });
  if (!opts.embedScriptUrl) return policy;
  const embed = new URL(opts.embedScriptUrl).origin;
  // The embed script loads from, talks to and may frame its own origin; its form posts there too.
  return policy
    .replace(/script-src ([^;]+)/, `script-src $1 ${embed}`)
    .replace(/connect-src ([^;]+)/, `connect-src $1 ${embed}`)
    .replace(/form-action ([^;]+)/, `form-action $1 ${embed}`)
    .concat(`; frame-src ${embed}`);
}

/**
 * `_headers` (Netlify, Cloudflare Pages): the server's security headers and CSP on every file, X-Robots-Tag while
 * noindex, and long caching for the files whose names change with their content.
 */
export function headersFile(opts: HeadersOptions): string {
  const all = [
    ...securityHeaders({ production: true }).map((h) => `${h.key}: ${h.value}`),
    `Content-Security-Policy: ${staticPolicy(opts)}`,
    ...(opts.noindex ? ['X-Robots-Tag: noindex'] : []),
  ];
  const immutable = 'Cache-Control: public, max-age=31536000, immutable';
  return [
    '/*',
    ...all.map((h) => `  ${h}`),
    '',
    '/_next/static/*',
    `  ${immutable}`,
    '',
    '/_img/*',
    `  ${immutable}`,
    '',
  ].join('\n');
}

export function writeHeadersFile(outDir: string, opts: HeadersOptions): void {
  writeFileSync(join(outDir, '_headers'), headersFile(opts));
}

/** The redirects file's rules for each kind of static host (docs/launch.md): their file names, as each host reads them. */
const REDIRECT_FILES = { netlify: '_redirects', vercel: 'vercel.json', nginx: 'nginx-redirects.conf' } as const;

/**
 * Writes the redirects file's rules, then the pages the clinic renamed (308 from each old path, lib/redirects/renames.ts)
 * as kept in `renamesFile` by the export's build; returns how many renames were written.
 */
export function writeRedirectFiles(outDir: string, redirects: readonly Redirect[], renamesFile: string | null): number {
  const renamed = renameRedirects((renamesFile && readRenameFile(renamesFile)?.renames) || [], redirects);
  const all = [...redirects, ...renamed];
  writeFileSync(join(outDir, REDIRECT_FILES.netlify), netlifyRedirects(all));
  writeFileSync(join(outDir, REDIRECT_FILES.vercel), vercelJson(all));
  writeFileSync(join(outDir, REDIRECT_FILES.nginx), nginxRedirects(all));
  return renamed.length;
}

/**
 * Files that must not be published: any that contains the secret key (or a value with its live prefix), and any
 * page or payload that calls the server's routes (/api/), which a static host does not have.
 */
export function leaks(outDir: string, files: string[], secrets: string[]): string[] {
  const found: string[] = [];
  const needles = [...secrets.filter((s) => s.length >= 8), 'sk_live_'];
  for (const file of files) {
    if (!/\.(html|txt|js|json|xml|css|map)$|^_headers$|robots\.txt$/.test(file)) continue;
    const text = readFileSync(join(outDir, file), 'utf8');
    for (const n of needles) if (text.includes(n)) found.push(`${file}: contains the secret API key`);
    if (/["'`(]\/api\//.test(text)) found.push(`${file}: calls /api/ (no server routes on a static host)`);
  }
  return found;
}

/** The 404 panel's mark in a page's HTML (components/ui/not-found-panel.tsx). */
export const hasNotFoundMark = (html: string): boolean => html.includes('data-status="404"');

/**
 * Pages written with the 404 panel in place of their content, other than the 404 itself: a path GET /pages listed
 * whose GET /content answered 404 while the export ran (the clinic took the page down in between). Next writes such
 * a page's HTML all the same, and a static host would serve it with 200 (a soft 404) and keep it in the sitemap.
 */
export function missingPages(outDir: string, files: string[]): string[] {
  return files.filter(
    (f) =>
      f.endsWith('.html') &&
      f !== '404.html' &&
      f !== '_not-found.html' &&
      hasNotFoundMark(readFileSync(join(outDir, f), 'utf8')),
  );
}

/**
 * The previous export, kept aside while a new one is built (`<out>.previous`) and put back when the new one fails: a
 * failed rebuild (the API down, a leak caught) must never leave a host serving out/ with nothing. A killed run left
 * the good one aside and a partial out/ without its index.html: the one aside is kept then.
 */
export function setPreviousAside(outDir: string): void {
  const previous = `${outDir}.previous`;
  if (existsSync(previous) && !existsSync(join(outDir, 'index.html'))) {
    rmSync(outDir, { recursive: true, force: true });
  } else if (existsSync(outDir)) {
    rmSync(previous, { recursive: true, force: true });
    renameSync(outDir, previous);
  }
}

/** Puts the previous export back in `outDir` in place of whatever this run wrote; true when there was one. */
export function restorePrevious(outDir: string): boolean {
  const previous = `${outDir}.previous`;
  rmSync(outDir, { recursive: true, force: true });
  if (!existsSync(previous)) return false;
  renameSync(previous, outDir);
  return true;
}

/** The new export is good: the previous one goes. */
export function dropPrevious(outDir: string): void {
  rmSync(`${outDir}.previous`, { recursive: true, force: true });
}
