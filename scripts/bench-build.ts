/**
 * How long a build takes against an API that allows `--rate-limit` requests a window, and what it costs upstream:
 *   npm run bench:build -- [--pages 500] [--rate-limit 120] [--rate-window-ms 60000] [--dist .next-bench] [--serve]
 * Starts the demo clinic over HTTP (as `npm run demo-api` does) with `--pages` generated guide pages on top of its
 * own, runs `next build` against it as a live clinic (CLINIC_API_URL), and prints the pages published and
 * pre-rendered, the API calls by status (429s above all) and the time against the window's bound: N pages need
 * at least N/(limit − 2) windows (N/118 minutes at 120 a minute), and the budget's build share bounds it again.
 * With --serve it then starts `next start` on the built folder and requests every published path (8 at a time):
 * every page must answer 200, and it prints what serving them cost upstream.
 * Exit 1 when the build fails, a published page was not pre-rendered or not served, or the API answered 429.
 * A benchmark, not part of `npm test`: run it under `flock /tmp/heavy.lock` on a shared machine.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../lib/demo-clinic/keys';
import { readBudgetConfig } from '../lib/budget/config';
import { gateReserve } from '../lib/budget/rules';
import { arg } from './lib/args';

const generated = Number(arg('pages', '500'));
const rateLimit = Number(arg('rate-limit', '120'));
const windowMs = Number(arg('rate-window-ms', '60000'));
const dist = arg('dist', '.next-bench');

const demo = await startDemoServer({ generatedPages: generated, rateLimit, rateWindowMs: windowMs });
const byStatus = new Map<number, number>();
const sentAt: number[] = [];
const byPath = new Map<string, number>();
demo.server.on('request', (req, res) => {
  if (!/^\/(api\/)?v1\//.test(req.url ?? '')) return;
  sentAt.push(Date.now());
  const path = (req.url ?? '').split('?')[0]!.replace(/^\/(api\/)?v1/, '');
  byPath.set(path, (byPath.get(path) ?? 0) + 1);
  res.on('finish', () => byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1));
});
const published = demo.instance.store.content.pages.length; // blocks pages only: the full set comes from GET /pages
const pagesRes = await fetch(`${demo.origin}/api/v1/pages`, { headers: { authorization: `Bearer ${DEMO_API_KEY}` } });
const paths = ((await pagesRes.json()) as { pages: { path: string }[] }).pages.map((p) => p.path);
byStatus.clear();
sentAt.length = 0;
byPath.clear(); // the bench's own look at the published set is not the build's cost
console.log(
  `Demo clinic at ${demo.origin}: ${paths.length} published paths (${published} blocks pages, ${generated} generated), ${rateLimit} requests per ${windowMs} ms`,
);

rmSync(dist, { recursive: true, force: true });
// next build adds its distDir's type folders to tsconfig.json's include: a benchmark must not change the project.
const tsconfig = readFileSync('tsconfig.json', 'utf8');
const started = Date.now();
const code = await new Promise<number>((resolve) => {
  const child = spawn('npx', ['next', 'build'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      CLINIC_API_URL: `${demo.origin}/api/v1`,
      CLINIC_API_KEY: DEMO_API_KEY,
      SITE_URL: 'https://bench.example',
      NEXT_DIST_DIR: dist,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  child.on('exit', (c) => resolve(c ?? 1));
});
const seconds = (Date.now() - started) / 1000;
const buildCalls = [...byStatus.values()].reduce((a, b) => a + b, 0);
const buildByStatus = new Map(byStatus);
const served = process.argv.includes('--serve') && code === 0 ? await serveAll() : null;
byStatus.clear();
for (const [k, v] of buildByStatus) byStatus.set(k, v);
await demo.close();

/** `next start` on the built folder, every published path requested once: statuses, time, API calls it cost. */
async function serveAll() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn('npx', ['next', 'start', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      CLINIC_API_URL: `${demo.origin}/api/v1`,
      CLINIC_API_KEY: DEMO_API_KEY,
      SITE_URL: 'https://bench.example',
      NEXT_DIST_DIR: dist,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(base, { signal: AbortSignal.timeout(2000) }).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const before = [...byStatus.values()].reduce((a, b) => a + b, 0);
  const statuses = new Map<number, number>();
  const failed: string[] = [];
  const t0 = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const status = await fetch(base + path, { signal: AbortSignal.timeout(30_000) }).then(
          (r) => r.status,
          () => 0,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status !== 200) failed.push(`${path} ${status}`);
      }
    }),
  );
  const ms = Date.now() - t0;
  const upstream = [...byStatus.values()].reduce((a, b) => a + b, 0) - before;
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* gone */
  }
  return { statuses, failed, ms, upstream, upstream429: (byStatus.get(429) ?? 0) - (buildByStatus.get(429) ?? 0) };
}
if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig);

const manifestPath = join(dist, 'prerender-manifest.json');
const routes = existsSync(manifestPath)
  ? Object.keys((JSON.parse(readFileSync(manifestPath, 'utf8')) as { routes: Record<string, unknown> }).routes)
  : [];
const built = new Set(routes);
const missing = paths.filter((p) => !built.has(p));
const calls = buildCalls;
const tooMany = byStatus.get(429) ?? 0;
const budget = readBudgetConfig(process.env);
// The API's windows are clock-aligned: how full the build kept each one shows whether the window or the CPU bound it.
const perWindow_ = new Map<number, number>();
for (const t of sentAt) perWindow_.set(Math.floor(t / windowMs), (perWindow_.get(Math.floor(t / windowMs)) ?? 0) + 1);
const fullest = Math.max(0, ...perWindow_.values());
const spanS = sentAt.length ? (Math.max(...sentAt) - Math.min(...sentAt)) / 1000 : 0;
const perWindow = rateLimit - 2;
const buildPerWindow = rateLimit - gateReserve(budget, 'build', rateLimit);
const windows = (n: number) => ((n / perWindow) * windowMs) / 1000;

console.log('\n=== bench:build ===');
console.log(
  `window           ${rateLimit} requests / ${windowMs / 1000} s (the build keeps ${rateLimit - buildPerWindow} back for the live site: ${buildPerWindow} a window)`,
);
console.log(
  `pages            ${paths.length} published, ${paths.length - missing.length} pre-rendered${missing.length ? ` (missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})` : ''}`,
);
console.log(
  `API calls        ${calls} (${(calls / Math.max(1, paths.length)).toFixed(2)} a page) by status: ${[...byStatus]
    .sort()
    .map(([s, n]) => `${s}×${n}`)
    .join(', ')}`,
);
console.log(
  `by endpoint      ${[...byPath]
    .sort((a, b) => b[1] - a[1])
    .map(([p, n]) => `${p} ${n}`)
    .join(', ')}`,
);
console.log(`429 answers      ${tooMany}`);
console.log(`build time       ${seconds.toFixed(0)} s (whole next build, compile included)`);
console.log(
  `API phase        ${spanS.toFixed(0)} s from the first call to the last, over ${perWindow_.size} windows, at most ${fullest} calls in one`,
);
console.log(
  `window's bound   ${windows(paths.length).toFixed(0)} s for ${paths.length} pages at ${perWindow} a window (N/118 min at 120/min)`,
);
console.log(
  `budget's bound   ${(((calls / buildPerWindow) * windowMs) / 1000).toFixed(0)} s for ${calls} calls at ${buildPerWindow} a window`,
);
console.log(`next build exit  ${code}`);
if (served) {
  console.log(
    `served           ${paths.length} paths in ${(served.ms / 1000).toFixed(0)} s: ${[...served.statuses].map(([s, n]) => `${s}×${n}`).join(', ')}${served.failed.length ? ` (not 200: ${served.failed.slice(0, 5).join(', ')})` : ''}`,
  );
  console.log(
    `serving's calls  ${served.upstream} upstream (stale pages refreshed in the background, paced by the budget), ${served.upstream429} × 429`,
  );
}
process.exit(
  code === 0 &&
    missing.length === 0 &&
    tooMany === 0 &&
    (!served || (served.failed.length === 0 && served.upstream429 === 0))
    ? 0
    : 1,
);
