/**
 * `npm run export [-- --full]`: the whole clinic as static files in out/ for any static host (docs/static-export.md).
 *
 * 1. `next build` with STATIC_EXPORT=1 (lib/config/static-export.ts): every published page, 404.html, robots.txt,
 *    sitemap.xml; forms become contact panels or the clinic's embed script. Against a configured clinic, pages whose
 *    `updatedAt` did not change come from the content snapshot in .clinic-cache/ (--full, or CLINIC_SNAPSHOT=off,
 *    reads every page again).
 * 2. The images the pages name, resized and re-encoded with sharp (AVIF, WebP, JPEG/PNG), kept in .clinic-cache/images.
 * 3. The noindex rules (no sitemap while noindex), `_headers`, the redirects file's rules for static hosts
 *    (`_redirects`, `vercel.json`, `nginx-redirects.conf`: docs/launch.md), and a check that no file has the key or calls /api/,
 *    and that no page is the 404 panel (a page taken down between GET /pages and its GET /content).
 *
 * Prints progress (done/total, time left; line by line when not on a terminal), then what was fetched and reused.
 * Exit 1 when the build fails, an image cannot be made, a file would leak or a listed page was gone (out/ then holds
 * the previous export again, untouched); 2 for a wrong configuration.
 * The build uses .next/ like `next build` does: a `next start` serving that folder must be rebuilt afterwards.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readConfig } from '../lib/config/parse-env';
import { readBookingUrl, readEmbedConfig } from '../lib/config/embed';
import { EXPORT_DIR } from '../lib/config/static-export';
import { CONTENT_SNAPSHOT } from '../lib/site-data/rules';
import { EXIT, fail, loadEnvFiles, parseFlags } from './lib/cli';
import { createProgress, formatDuration, PRE_RENDER_UNIT, readProgressLine } from '../lib/progress';
import { imageUrlsIn, makeImages } from './lib/export-images';
import {
  applyNoindex,
  dropPrevious,
  exportedNoindex,
  leaks,
  listFiles,
  missingPages,
  restorePrevious,
  setPreviousAside,
  writeHeadersFile,
  writeRedirectFiles,
} from './lib/export-site';
import { loadRedirects, redirectsFilePath } from '../lib/redirects/file';
import { renameFile } from '../lib/redirects/rename-file';

const require = createRequire(import.meta.url);
const NEXT = require.resolve('next/dist/bin/next');
const USAGE = `Usage: npm run export [-- --full]

The whole clinic as static files in out/ (docs/static-export.md): the configured clinic (CLINIC_API_URL and
CLINIC_API_KEY), or the demo clinic without them. A failed export leaves the previous one in out/.
  --full   read every page from the API again (ignore the content snapshot in .clinic-cache/)
  --help   this text`;
const full = parseFlags({ full: { type: 'boolean', default: false } }, USAGE, { positionals: false }).values.full;

loadEnvFiles();
let cfg: ReturnType<typeof readConfig>;
let embed: ReturnType<typeof readEmbedConfig>;
let redirects: ReturnType<typeof loadRedirects>;
try {
  cfg = readConfig(process.env);
  embed = readEmbedConfig(process.env);
  readBookingUrl(process.env);
  // Before the build: a bad line is the agency's to fix, named here rather than after a minute of building.
  redirects = loadRedirects();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err), EXIT.usage);
}
const started = Date.now();
const snapshotDir = process.env.CLINIC_SNAPSHOT_DIR?.trim() || CONTENT_SNAPSHOT.dir;
console.log(
  cfg.mode === 'demo'
    ? '▲ Export: no CLINIC_API_URL set, exporting the embedded demo clinic.'
    : `▲ Export: ${cfg.apiUrl}${full ? ' (--full: every page read again)' : ` (unchanged pages from ${snapshotDir}/)`}`,
);
if (!cfg.siteUrlSet)
  console.log(
    `  SITE_URL is not set: canonical links and the sitemap name ${cfg.siteUrl}; set it to the public address.`,
  );
console.log(
  embed
    ? `  Forms: the clinic's embed script (${new URL(embed.scriptUrl).origin}).`
    : "  Forms: contact panels (set CLINIC_EMBED_SCRIPT_URL and CLINIC_EMBED_KEY for the clinic's embed).",
);

const outDir = EXPORT_DIR;
// The previous export is kept aside until this one is known good, and put back when it is not (./lib/export-site.ts).
setPreviousAside(outDir);
/** Puts the previous export back in out/ (when there was one) and ends with `message`. */
function failKeepingPrevious(message: string): never {
  fail(restorePrevious(outDir) ? `${message}; out/ holds the previous export again` : message);
}
// Next's data cache would answer the build's API reads for up to a minute after the last build: the export must
// show the clinic as it is now, and the snapshot must compare against GET /pages as it is now.
rmSync(join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true });

/** `next build` in export mode; its page pre-rendering shown as progress, the snapshot's counts summed. */
async function build(): Promise<{ code: number; fetched: number; reused: number }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STATIC_EXPORT: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    ...(full ? { CLINIC_SNAPSHOT: 'off' } : {}),
  };
  const child = spawn(process.execPath, [NEXT, 'build'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let progress: ReturnType<typeof createProgress> | undefined;
  let fetched = 0;
  let reused = 0;
  let rest = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.replace(/\x1b\[[0-9;]*m/g, '');
      // The build's own progress lines (lib/site-data/build-progress.ts): pages done of those published, and the
      // wait when the key's window holds the build. Next's coarser "Generating static pages (n/m)" is left out.
      const done = readProgressLine(line, PRE_RENDER_UNIT);
      const snap = /content snapshot .*: (\d+) pages fetched, (\d+) reused/.exec(line);
      if (done) {
        progress ??= createProgress({ total: done.total, unit: 'pages' });
        progress.update(done.done);
        if (done.waitingMs > 0) progress.waiting(done.waitingMs);
        if (done.done === done.total) progress.end();
      } else if (/Generating static pages using \d+ workers? \(/.test(line)) {
        continue;
      } else if (snap) {
        fetched += Number(snap[1]);
        reused += Number(snap[2]);
      } else if (line.trim()) {
        if (progress) progress.note(line);
        else console.log(line);
      }
    }
  });
  const code = await new Promise<number>((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  progress?.end();
  return { code, fetched, reused };
}

const built = await build();
if (built.code !== 0 || !existsSync(join(outDir, 'index.html')))
  failKeepingPrevious(`next build failed (exit ${built.code}): nothing exported`);

// Images: exactly the widths and formats the pages name.
let files = listFiles(outDir);
const texts = files.filter((f) => /\.(html|txt)$/.test(f)).map((f) => readFileSync(join(outDir, f), 'utf8'));
const urls = imageUrlsIn(texts);
const imageProgress = createProgress({ total: urls.size, unit: 'image files' });
const images = await makeImages(urls, {
  outDir,
  publicDir: 'public',
  cacheDir: join(snapshotDir, 'images'),
  onDone: (done) => imageProgress.update(done),
});
imageProgress.end();
for (const f of images.failed.slice(0, 10)) console.error(`✗ image ${f.url}: ${f.reason}`);

// Search engines and headers.
const noindex = exportedNoindex(outDir);
applyNoindex(outDir, noindex);
writeHeadersFile(outDir, {
  noindex,
  apiOrigin: cfg.apiUrl ? new URL(cfg.apiUrl).origin : null,
  imageHosts: cfg.imageHosts,
  embedScriptUrl: embed?.scriptUrl ?? null,
  tags: cfg.tags,
});
// The build kept the clinic's renames there (live clinic only: the demo's are in memory, lib/site-data/renames.ts).
const renamed = writeRedirectFiles(
  outDir,
  redirects,
  cfg.mode === 'live' && cfg.apiUrl ? renameFile(cfg.enquiryOutboxDir, cfg.apiUrl, cfg.apiKey) : null,
);

files = listFiles(outDir);
const found = leaks(outDir, files, [
  cfg.apiKey ?? '',
  process.env.FORM_SECRET ?? '',
  process.env.REVALIDATE_SECRET ?? '',
]);
const gone = missingPages(outDir, files);
const pages = files.filter((f) => f.endsWith('.html')).length;
console.log(`✓ out/: ${pages} HTML files, ${files.length} files in all (${formatDuration(Date.now() - started)})`);
if (cfg.mode === 'live')
  console.log(`  Content: ${built.fetched} pages fetched from the API, ${built.reused} reused from ${snapshotDir}/`);
console.log(
  `  Images: ${images.made} encoded, ${images.reused} reused from ${snapshotDir}/images/${images.failed.length ? `, ${images.failed.length} FAILED` : ''}`,
);
console.log(
  `  Redirects: ${redirects.length} from ${relative(process.cwd(), redirectsFilePath())}, ${renamed} from renamed pages (_redirects, vercel.json, nginx-redirects.conf)`,
);
console.log(
  `  Search engines: ${noindex ? 'noindex (meta robots on every page, X-Robots-Tag in _headers, no sitemap.xml)' : 'indexable (sitemap.xml, named in robots.txt)'}`,
);
if (found.length) {
  for (const f of found.slice(0, 20)) console.error(`✗ ${f}`);
  failKeepingPrevious('this export removed: it must not be published like this');
}
if (gone.length) {
  for (const f of gone.slice(0, 20))
    console.error(`✗ ${f}: GET /pages lists this page, but GET /content answered 404 while the export ran`);
  failKeepingPrevious(
    'this export removed: the clinic changed its pages during the export; run `npm run export` again',
  );
}
if (images.failed.length) failKeepingPrevious(`${images.failed.length} image files could not be made`);
dropPrevious(outDir);
process.exit(EXIT.ok);
