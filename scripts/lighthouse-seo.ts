/**
 * Lighthouse SEO scores of the four page kinds that matter most, against a running site:
 *   npm run lighthouse:seo -- [--url http://localhost:3000] [--chrome /usr/bin/chromium]
 * Prints each page's SEO score and its failing audits; exits 1 when any page scores below 100.
 * A benchmark (needs `next start` and Chromium), not part of `npm test`. The site must run with noindex off:
 * a noindex page fails the "is-crawlable" audit by design.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/zabiegi/higienizacja', '/zespol/anna-kowalczyk', '/blog/jak-czesto-na-przeglad'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

/** Starts Chromium with a free DevTools port and resolves with the port Chromium announces. */
function launchChromium(path: string, profileDir: string): Promise<{ proc: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(path, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${seen}`)), 30_000);
    proc.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, port: Number(m[1]) });
      }
    });
    proc.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before DevTools was ready:\n${seen}`));
    });
  });
}

/** Stops Chromium and waits for it to exit, so its profile directory is no longer being written. */
function stopChromium(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => proc.kill('SIGKILL'), 5_000);
    proc.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    proc.kill('SIGTERM');
  });
}

async function main() {
  const base = arg('url', 'http://localhost:3000').replace(/\/+$/, '');
  const chromePath = arg('chrome', '/usr/bin/chromium');
  const profileDir = mkdtempSync(join(tmpdir(), 'lh-seo-'));
  const { proc, port } = await launchChromium(chromePath, profileDir);
  let failed = false;
  try {
    for (const path of PAGES) {
      const url = `${base}${path}`;
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['seo'] }, {
        extends: 'lighthouse:default',
        settings: { onlyCategories: ['seo'], formFactor: 'mobile' },
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const category = lhr.categories.seo!;
      const score = Math.round((category.score ?? 0) * 100);
      console.log(`${String(score).padStart(3)}  ${path}`);
      const failing = category.auditRefs
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'informative')
        .filter((a) => a.score !== null && a.score < 1);
      for (const a of failing) console.log(`       ✗ ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      if (score < 100) failed = true;
    }
  } finally {
    await stopChromium(proc);
    try {
      rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (err) {
      console.warn(`could not remove ${profileDir}: ${err instanceof Error ? err.message : err}`);
    }
  }
  if (failed) {
    console.error('SEO score below 100 on at least one page.');
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(2);
});
