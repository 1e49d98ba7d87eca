/**
 * Script weight: what each page kind makes the browser download, against an empty Next app built in the same run.
 *   npm run bench:js -- [--dist .next] [--no-build] [--chrome /usr/bin/chromium] [--lighthouse [--runs 3] [--transport h1|h2|both]]
 *   npm run bench:lighthouse   (the same with --lighthouse)
 * Builds the site (into --dist, default .next-bench-js) and an empty Next app (an app/ with one layout and one page,
 * generated in $TMPDIR/clinic-bench-empty-app and built with this repo's next), serves both with `next start`, loads
 * each page of scripts/lib/site-pages.ts in Chromium and sums the encoded (compressed, as sent) bytes of every
 * script response. Prints a table: page, bytes, Δ against the empty app. With --lighthouse it then runs Lighthouse 12's
 * performance category (mobile) on the empty app and on home, a treatment, a doctor, a post and the booking page,
 * and prints score, FCP, LCP, TBT, CLS and the LCP element: straight from `next start` over HTTP/1.1 (--transport h1,
 * the default), through an HTTPS front over HTTP/2 as deployed (h2: Debian's nginx and openssl), or both in one run.
 * Under each table, the requests each page's simulated largest paint waited for last (lib/lighthouse-perf.ts says
 * how Lighthouse counts them): what to make smaller or later when a page scores under the empty app; and, run by run,
 * how much script that paint counted (Next's own 110 kB in it or not: the score of such a run follows).
 * Exit 1 when a content page loads more than 15 kB over the empty app, or a page loads a form's or the wizard's
 * code it does not have (the chunk markers below). A benchmark, not part of `npm test`: run it under
 * `flock /tmp/heavy.lock` on a shared machine. --no-build reuses --dist and the empty app's build from last time.
 * With CLINIC_API_URL and CLINIC_API_KEY set, the site is built against that clinic (another implementation of the
 * API) and the pages are the first of each kind its GET /pages lists; otherwise the embedded demo clinic's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { apiCheckedPages, checkedPages, type CheckedPage } from './lib/site-pages';
import { connect } from './lib/cli';
import { e2eServerEnv } from './lib/e2e-server-env';
import { freePort } from './lib/free-port';
import { CHUNK_MARKERS, loadedScripts, type LoadedScript } from './lib/script-weight';
import { launchChromium, stopChromium } from './lib/chromium';
import { startH2Front } from './lib/h2-front';
import { lighthousePerf, medianRun, type PerfResult } from './lib/lighthouse-perf';
import { arg } from './lib/args';

const require = createRequire(import.meta.url);
const NEXT = require.resolve('next/dist/bin/next');
/** Content pages may load at most this much script over the empty app (issue 15). */
const CONTENT_BUDGET_BYTES = 15 * 1024;
/** With --lighthouse: a page may score at most this many points under the empty app (issue 15). */
const PERF_MARGIN = 2;
/** The pages Lighthouse measures (by their name in scripts/lib/site-pages.ts). */
const LIGHTHOUSE_PAGES = ['home', 'service', 'doctor', 'post', 'booking'];

const dist = arg('dist', '.next-bench-js');
const build = !process.argv.includes('--no-build');
const chromePath = arg('chrome', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
const withLighthouse = process.argv.includes('--lighthouse');
const runs = Math.max(1, Number(arg('runs', '1')));
/**
 * How Lighthouse reaches both apps: h1, straight from `next start` (plain HTTP/1.1); h2, through an HTTPS front that
 * speaks HTTP/2 (scripts/lib/h2-front.ts), as a patient's phone reaches a deployed site; both, in the same rounds.
 */
const transport = arg('transport', 'h1');
if (!['h1', 'h2', 'both'].includes(transport)) throw new Error(`--transport ${transport}: h1, h2 or both`);
const transports = transport === 'both' ? ['h1', 'h2'] : [transport];
/**
 * Outside the repository: inside it, Turbopack takes the repository as the workspace root and builds the site's own
 * instrumentation.ts and proxy.ts into the "empty" app. Its node_modules is a link to this repo's (the same next).
 */
const EMPTY = join(tmpdir(), 'clinic-bench-empty-app');

const run = (args: string[], env: NodeJS.ProcessEnv, cwd = process.cwd()) =>
  new Promise<number>((done) => {
    const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', () => done(1));
    child.once('exit', (code) => done(code ?? 1));
  });

/** The smallest App Router app: what every Next 16 page costs before the site adds anything. */
function writeEmptyApp() {
  mkdirSync(join(EMPTY, 'app'), { recursive: true });
  writeFileSync(
    join(EMPTY, 'package.json'),
    JSON.stringify({ name: 'bench-empty-app', private: true, type: 'module' }),
  );
  symlinkSync(resolve('node_modules'), join(EMPTY, 'node_modules'));
  // The linked node_modules lies outside the app's folder: Turbopack compiles only files under its root.
  writeFileSync(
    join(EMPTY, 'next.config.mjs'),
    "export default { poweredByHeader: false, turbopack: { root: '/' } };\n",
  );
  writeFileSync(
    join(EMPTY, 'app', 'layout.js'),
    'export default function RootLayout({ children }) {\n  return (<html lang="pl"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(
    join(EMPTY, 'app', 'page.js'),
    'export default function Page() {\n  return <main><h1>Pusta strona</h1><p>Tekst.</p></main>;\n}\n',
  );
}

/** `next start` in its own process group (stopped as a whole), resolved once it answers. */
async function serve(
  port: number,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ proc: ChildProcess; origin: string }> {
  const proc = spawn(process.execPath, [NEXT, 'start', '-p', String(port)], {
    env,
    cwd,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(proc);
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(origin, { signal: AbortSignal.timeout(5_000) }).then(
      () => true,
      () => false,
    );
    if (up) return { proc, origin };
    if (proc.exitCode !== null) throw new Error(`next start in ${cwd} exited (${proc.exitCode})`);
    if (Date.now() > deadline) throw new Error(`next start in ${cwd} did not answer within 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const stop = (proc?: ChildProcess) => {
  if (proc?.pid && proc.exitCode === null) {
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
};

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const sum = (scripts: LoadedScript[]) => scripts.reduce((a, s) => a + s.bytes, 0);

const started: ChildProcess[] = [];
/** What else to stop at the end (the HTTP/2 front). */
const stops: (() => Promise<void>)[] = [];
const againstApi = Boolean(process.env.CLINIC_API_URL);
let pages: CheckedPage[];
if (againstApi) {
  const api = await connect({});
  pages = await apiCheckedPages(api.client);
  console.log(`Against the clinic at ${api.baseUrl}: ${pages.map((p) => p.path).join(', ')}`);
} else {
  pages = checkedPages();
}
let browser: Browser | undefined;
let failed = false;
try {
  if (build || !existsSync(join(EMPTY, '.next'))) {
    rmSync(EMPTY, { recursive: true, force: true });
    writeEmptyApp();
    if ((await run([NEXT, 'build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, EMPTY)) !== 0)
      throw new Error('the empty app did not build');
  }
  const port = await freePort();
  const siteEnv = { ...process.env, ...e2eServerEnv(`http://localhost:${port}`), NEXT_DIST_DIR: dist };
  if (build || !existsSync(dist)) {
    // next build adds its distDir's type folders to tsconfig.json's include: a benchmark must not change the project.
    const tsconfig = readFileSync('tsconfig.json', 'utf8');
    const code = await run([NEXT, 'build'], siteEnv);
    writeFileSync('tsconfig.json', tsconfig);
    if (code !== 0) throw new Error('the site did not build');
  }
  const servedSite = await serve(port, siteEnv, process.cwd());
  const servedEmpty = await serve(await freePort(), { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, EMPTY);

  browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const baseline = sum(await loadedScripts(browser, `${servedEmpty.origin}/`));
  console.log(`\nScript a page downloads (encoded bytes, as sent), against an empty Next app: ${kb(baseline)}\n`);
  console.log('page'.padEnd(20), 'path'.padEnd(38), 'script'.padStart(10), 'Δ vs empty'.padStart(12), '  kind / check');
  for (const p of pages) {
    const scripts = await loadedScripts(browser, `${servedSite.origin}${p.path}`);
    const bytes = sum(scripts);
    const delta = bytes - baseline;
    const problems: string[] = [];
    if (p.script === 'content' && delta > CONTENT_BUDGET_BYTES) problems.push(`over ${kb(CONTENT_BUDGET_BYTES)}`);
    for (const [marker, allowed] of Object.entries(CHUNK_MARKERS)) {
      if (!allowed.includes(p.script) && scripts.some((s) => s.markers.includes(marker)))
        problems.push(`loads ${marker}`);
    }
    if (problems.length) failed = true;
    console.log(
      p.name.padEnd(20),
      p.path.padEnd(38),
      kb(bytes).padStart(10),
      `${delta >= 0 ? '+' : ''}${kb(delta)}`.padStart(12),
      `  ${p.script}${problems.length ? `  ✗ ${problems.join(', ')}` : '  ✓'}`,
    );
  }
  if (withLighthouse) {
    // Warm-up: next/image encodes each size and format on its first request (AVIF takes a while), and a site's
    // first visitor pays that once; Lighthouse is to measure the page a patient gets, so each page is loaded
    // first as Lighthouse's phone sees it (412 px, 1.75 device pixels) and its images are cached.
    const phone = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const warm = await phone.newPage();
    for (const name of LIGHTHOUSE_PAGES) {
      await warm.goto(`${servedSite.origin}${pages.find((x) => x.name === name)!.path}`, { waitUntil: 'networkidle' });
    }
    await phone.close();
  }
  await browser.close();
  browser = undefined;
  if (withLighthouse) {
    const origins: Record<string, { site: string; empty: string }> = {
      h1: { site: servedSite.origin, empty: servedEmpty.origin },
    };
    if (transports.includes('h2')) {
      const front = await startH2Front([servedSite.origin, servedEmpty.origin].map((o) => Number(new URL(o).port)));
      stops.push(front.stop);
      origins.h2 = { site: front.origins[0]!, empty: front.origins[1]! };
    }
    const profileDir = mkdtempSync(join(tmpdir(), 'lh-perf-'));
    const { proc, port: devtools } = await launchChromium(
      chromePath,
      profileDir,
      transports.includes('h2') ? ['--ignore-certificate-errors'] : [],
    );
    try {
      // Round by round, each round the empty app and then every page (over each transport): a run on this shared
      // machine moves with its load, and measuring the empty app's runs all first would compare one minute's load
      // against another's.
      const targets = transports.flatMap((tr) => [
        { transport: tr, name: 'empty app', url: `${origins[tr]!.empty}/` },
        ...LIGHTHOUSE_PAGES.map((name) => ({
          transport: tr,
          name,
          url: `${origins[tr]!.site}${pages.find((x) => x.name === name)!.path}`,
        })),
      ]);
      const key = (t: { transport: string; name: string }) => `${t.transport} ${t.name}`;
      const results = new Map<string, PerfResult[]>(targets.map((t) => [key(t), []]));
      for (let i = 0; i < runs; i++)
        for (const t of targets) results.get(key(t))!.push(await lighthousePerf(devtools, t.url));
      const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
      const row = (name: string, r: PerfResult, mark: string) =>
        console.log(
          name.padEnd(12),
          String(r.score).padStart(5),
          ms(r.fcp).padStart(8),
          ms(r.lcp).padStart(8),
          `${Math.round(r.tbt)} ms`.padStart(8),
          r.cls.toFixed(3).padStart(7),
          ` ${mark} ${r.lcpElement}`,
        );
      for (const tr of transports) {
        const over = tr === 'h1' ? 'straight from next start, HTTP/1.1' : 'through an HTTPS front, HTTP/2';
        console.log(`\nLighthouse 12 performance, mobile, ${over} (median of ${runs}, run in rounds):\n`);
        console.log(
          'page'.padEnd(12),
          'score'.padStart(5),
          'FCP'.padStart(8),
          'LCP'.padStart(8),
          'TBT'.padStart(8),
          'CLS'.padStart(7),
          '  LCP element',
        );
        const base = medianRun(results.get(key({ transport: tr, name: 'empty app' }))!);
        row('empty app', base, ' ');
        for (const name of LIGHTHOUSE_PAGES) {
          const r = medianRun(results.get(key({ transport: tr, name }))!);
          const ok = r.score >= base.score - PERF_MARGIN;
          if (!ok) failed = true;
          row(name, r, ok ? '✓' : '✗');
        }
        if (runs > 1)
          console.log(
            `\nEvery run's score: ${targets
              .filter((t) => t.transport === tr)
              .map(
                (t) =>
                  `${t.name} ${results
                    .get(key(t))!
                    .map((r) => r.score)
                    .join('/')}`,
              )
              .join(', ')}`,
          );
        // Whether Next's own scripts counted in each run's simulated largest paint (lib/lighthouse-perf.ts, lcpGraph):
        // the two-valued score of a page that paints a picture after its scripts have arrived.
        if (runs > 1 && targets.some((t) => results.get(key(t))!.some((r) => Number.isFinite(r.lcpScriptKB)))) {
          console.log(
            `\nScript the simulated largest paint counted, every run (kB): ${targets
              .filter((t) => t.transport === tr)
              .map(
                (t) =>
                  `${t.name} ${results
                    .get(key(t))!
                    .map((r) => (Number.isFinite(r.lcpScriptKB) ? r.lcpScriptKB.toFixed(0) : '?'))
                    .join('/')}`,
              )
              .join(', ')}`,
          );
        }
        // What each median run's simulated largest paint waited for (lib/lighthouse-perf.ts, lcpGraph, says how).
        const waits = ['empty app', ...LIGHTHOUSE_PAGES].map(
          (name) => [name, medianRun(results.get(key({ transport: tr, name }))!).lcpWaits] as const,
        );
        if (waits.some(([, w]) => w.length)) {
          console.log('\nWhat the simulated largest paint waited for last (median run; simulated end, transfer size):');
          for (const [name, w] of waits)
            console.log(
              `  ${name.padEnd(10)} ${w.map((x) => `${x.what} ${ms(x.endMs)} ${x.kB.toFixed(0)} kB`).join(' · ')}`,
            );
        }
        // What the blocking time is made of: the main thread's work by kind and its longest tasks, as Lighthouse counts
        // them (the real load's tasks times the simulated phone's CPU slowdown).
        const kinds = [
          ['script', 'Script Evaluation'],
          ['compile', 'Script Parsing & Compilation'],
          ['html+css', 'Parse HTML & CSS'],
          ['layout', 'Style & Layout'],
          ['render', 'Rendering'],
          ['other', 'Other'],
        ] as const;
        console.log(
          "\nMain-thread work (median run; Lighthouse's simulated CPU, ms) and the longest tasks (simulated ms, script):",
        );
        console.log(
          `  ${'page'.padEnd(10)} ${'total'.padStart(6)} ${kinds.map(([column]) => column.padStart(8)).join(' ')}   longest tasks`,
        );
        for (const name of ['empty app', ...LIGHTHOUSE_PAGES]) {
          const r = medianRun(results.get(key({ transport: tr, name }))!);
          const total = Object.values(r.work).reduce((a, b) => a + b, 0);
          const tasks = r.longTasks
            .slice(0, 4)
            .map((t) => `${Math.round(t.ms)} ${t.url.split('/').pop()?.split('?')[0] || 'document'}`)
            .join(' · ');
          console.log(
            `  ${name.padEnd(10)} ${String(Math.round(total)).padStart(6)} ${kinds.map(([, group]) => String(Math.round(r.work[group] ?? 0)).padStart(8)).join(' ')}   ${tasks}`,
          );
        }
      }
    } finally {
      await stopChromium(proc);
      // Chromium may still be writing its profile as it exits: a leftover temp folder is not the benchmark's failure.
      try {
        rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch {
        /* left in the temp folder */
      }
    }
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failed = true;
} finally {
  await browser?.close();
  for (const s of stops) await s().catch(() => {});
  started.forEach(stop);
}
if (failed) {
  console.error(
    `\nA content page loads more than ${kb(CONTENT_BUDGET_BYTES)} over the empty app, code it has no use for${withLighthouse ? `, or scores more than ${PERF_MARGIN} points under the empty app` : ''}.`,
  );
  process.exit(1);
}
