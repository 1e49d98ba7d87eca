/**
 * `npm run check-relaunch -- --old-sitemap <file or URL>`: before the new site replaces an old one, what becomes of
 * each address the old site published (docs/launch.md). For each: served (a published page, or one of the site's
 * own), redirected (the redirects file, or a page the clinic renamed: the records the server keeps, in Redis with
 * REDIS_URL, else in its data folder), or a 404, with the closest published page (lib/closest-pages.ts, as the 404
 * page suggests). `--write-redirects <file>` writes those suggestions as a redirects file to review.
 *
 * Reads GET /pages once (the published set), like the site. Exit 0 when no old address would 404, 1 while any would
 * (or the API cannot be read), 2 for a wrong invocation, an unreadable sitemap or a bad redirects file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { byKnownKind, getPages } from '../lib/clinic-api/content';
import { readConfig } from '../lib/config/parse-env';
import { readRenameFile, renameFile } from '../lib/redirects/rename-file';
import { readSharedRenames } from '../lib/redirects/rename-store';
import type { Rename } from '../lib/redirects/renames';
import { openRedis } from '../lib/shared-store/redis-client';
import { KEY_PREFIX } from '../lib/shared-store/redis-eval';
import { createProgress } from '../lib/progress';
import { loadRedirects, redirectsFilePath } from '../lib/redirects/file';
import { RedirectsFileError } from '../lib/redirects/parse';
import { CONNECTION_HELP, connect, connectionTarget, EXIT, explain, fail, loadEnvFiles, parseCli } from './lib/cli';
import { checkOldUrl, readOldSitemap, SITE_OWN_PATHS, suggestionsFile, type OldUrlReport } from './lib/relaunch';

const USAGE = `Usage: npm run check-relaunch -- --old-sitemap <file or URL> [--write-redirects <file>] [--redirects <file>]

What the new site answers for each address of the old one: served, redirected, or 404 (with the closest page).
  --old-sitemap <file or URL>   the old site's sitemap.xml (a sitemap index is followed), or a list of addresses
                                one a line
  --write-redirects <file>      write the suggestions for the 404s as a redirects file to review (a new file)
  --redirects <file>            the redirects file to check with      [REDIRECTS_FILE, default deploy/redirects.csv]
${CONNECTION_HELP}`;

/** A sitemap index may list many children; an old site's whole set fits well under this. */
const MAX_SITEMAPS = 200;
const MAX_BYTES = 50 * 1024 * 1024;

const { values } = parseCli(
  {
    'old-sitemap': { type: 'string' },
    'write-redirects': { type: 'string' },
    redirects: { type: 'string' },
  },
  USAGE,
);
loadEnvFiles();
const source = values['old-sitemap'];
if (!source) fail(`--old-sitemap is required\n\n${USAGE}`, EXIT.usage);
const writeTo = values['write-redirects'] ? resolve(values['write-redirects']) : null;
const redirectsFile = values.redirects ? resolve(values.redirects) : redirectsFilePath();
if (writeTo && (existsSync(writeTo) || writeTo === redirectsFile))
  fail(`${writeTo} exists: --write-redirects writes a new file for review, never over one`, EXIT.usage);

let redirects: ReturnType<typeof loadRedirects>;
try {
  redirects = existsSync(redirectsFile) ? loadRedirects(redirectsFile) : [];
} catch (err) {
  fail(err instanceof RedirectsFileError ? err.message : String(err), EXIT.usage);
}

/** A sitemap's text from a file or over http(s): bounded in time and size (an old site may be slow or huge). */
async function readSource(where: string): Promise<string> {
  if (!/^https?:\/\//i.test(where)) {
    if (!existsSync(where)) throw new Error(`${where}: no such file`);
    return readFileSync(where, 'utf8');
  }
  const res = await fetch(where, { signal: AbortSignal.timeout(30_000), redirect: 'follow' });
  if (!res.ok) throw new Error(`${where} answered ${res.status}`);
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) throw new Error(`${where} is ${length} bytes, over ${MAX_BYTES}`);
  const text = await res.text();
  if (text.length > MAX_BYTES) throw new Error(`${where} is over ${MAX_BYTES} bytes`);
  return text;
}

async function oldUrls(): Promise<string[]> {
  const first = readOldSitemap(await readSource(source!));
  const urls = [...first.urls];
  const children = first.sitemaps.slice(0, MAX_SITEMAPS);
  if (first.sitemaps.length > MAX_SITEMAPS)
    console.error(`! the sitemap index lists ${first.sitemaps.length} sitemaps; reading the first ${MAX_SITEMAPS}`);
  if (children.length) {
    const progress = createProgress({ total: children.length, unit: 'sitemaps', out: process.stderr });
    for (const [i, child] of children.entries()) {
      // A child named by a URL is read from there; from a local index, a child beside it on disk may stand in.
      urls.push(...readOldSitemap(await readSource(child)).urls);
      progress.update(i + 1, child);
    }
    progress.end();
  }
  return [...new Set(urls)];
}

let urls: string[];
try {
  urls = await oldUrls();
} catch (err) {
  fail(`cannot read the old sitemap: ${err instanceof Error ? err.message : String(err)}`, EXIT.usage);
}
if (urls.length === 0) fail(`${source} lists no addresses`, EXIT.usage);

/**
 * The pages the clinic renamed, where the server keeps them for this clinic (lib/site-data/renames.ts, docs/launch.md):
 * Redis with REDIS_URL, else (or when Redis has none, or does not answer) the file named by the API's address and key
 * in ENQUIRY_OUTBOX_DIR. The demo clinic's renames live in its server's memory only: none here.
 */
async function keptRenames(): Promise<{ renames: readonly Rename[]; from: string }> {
  if (values.demo) return { renames: [], from: 'none for the demo clinic' };
  const target = connectionTarget(values, process.env);
  if ('error' in target) return { renames: [], from: 'none' }; // connect() below says why
  let cfg: ReturnType<typeof readConfig>;
  try {
    cfg = readConfig(process.env);
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err), EXIT.usage);
  }
  if (cfg.redisUrl) {
    const conn = openRedis(cfg.redisUrl);
    try {
      const state = await readSharedRenames(conn.eval, KEY_PREFIX);
      if (state) return { renames: state.renames, from: 'Redis' };
    } catch (err) {
      console.error(`! Redis did not answer (${err instanceof Error ? err.name : 'error'}): reading the file instead`);
    } finally {
      await conn.close().catch(() => {});
    }
  }
  const file = renameFile(cfg.enquiryOutboxDir, target.baseUrl, target.key);
  return { renames: readRenameFile(file)?.renames ?? [], from: file };
}
const kept = await keptRenames();
const renames = new Map(kept.renames.map((r) => [r.from, r.to]));

const { client, baseUrl, close } = await connect(values);
let pages: Awaited<ReturnType<typeof getPages>>;
try {
  pages = await getPages(client);
} catch (err) {
  await close();
  fail(explain(err, baseUrl));
}
await close();
const published = byKnownKind(pages).pages;
const served = new Set([...published.map((p) => p.path), ...SITE_OWN_PATHS]);

const progress = createProgress({ total: urls.length, unit: 'old addresses', out: process.stderr });
const reports: OldUrlReport[] = [];
for (const [i, url] of urls.entries()) {
  reports.push(checkOldUrl(url, { pages: published, served, redirects, renames }));
  if (i % 50 === 49 || i === urls.length - 1) progress.update(i + 1);
}
progress.end();

const count = { served: 0, redirected: 0, missing: 0 };
for (const { url, verdict } of reports) {
  count[verdict.kind]++;
  if (verdict.kind === 'redirected')
    console.log(
      `→ ${verdict.status} ${url} → ${verdict.location} ` +
        (verdict.line === undefined ? "(renamed in the clinic's panel)" : `(redirects file, line ${verdict.line})`),
    );
  if (verdict.kind === 'missing') {
    const why = verdict.redirectedTo ? ` (redirected to ${verdict.redirectedTo}, which is not a page)` : '';
    const hint = verdict.suggestion
      ? `closest: ${verdict.suggestion.path} (${verdict.suggestion.title})`
      : 'no close page';
    console.log(`✗ 404 ${url}${why} · ${hint}`);
  }
}
console.log(
  `\n${urls.length} old addresses: ${count.served} served, ${count.redirected} redirected, ${count.missing} would be 404` +
    ` (published: ${published.length} pages; redirects: ${redirects.length} from ${redirectsFile}; renamed pages:` +
    ` ${renames.size} from ${kept.from})`,
);
if (writeTo && count.missing > 0) {
  writeFileSync(writeTo, suggestionsFile(reports));
  console.log(`Suggestions written to ${writeTo}: review them, then add them to ${redirectsFile}.`);
}
process.exit(count.missing > 0 ? EXIT.failed : EXIT.ok);
