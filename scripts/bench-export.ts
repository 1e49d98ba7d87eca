/**
 * What a static export costs and gives, for a large clinic:
 *   npm run bench:export -- [--pages 500] [--rate-limit 120] [--seconds 10] [--concurrency 8] [--port 4610]
 *                           [--steps cold,warm,serve]
 * Starts the demo clinic over HTTP with `--pages` generated guide pages (as `npm run demo-api -- --generated-pages`),
 * then, as a configured clinic (CLINIC_API_URL):
 *   1. a cold `npm run export` (empty snapshot): API calls by endpoint, time;
 *   2. one page renamed in the clinic's panel (the demo's POST /__demo/edit), and a re-export: calls, time, and the
 *      new title in out/;
 *   3. requests a second for one page from out/ (scripts/lib/static-server.ts, a plain Node file server) and
 *      from `next start` (a server build of the same clinic, which the snapshot also makes cheap).
 * `--steps` runs a part (each fits one turn of the shared machine's lock): `cold` empties the snapshot first; `warm`
 * (the snapshot of an earlier run on the same --port) re-exports with nothing changed, then after the edit; `serve`
 * measures the last out/ and a server build. Exit 1 when an export fails or the re-export does not show the change. A benchmark, not part of `npm test`: run
 * it under `flock /tmp/heavy.lock` on a shared machine. It uses .next/ and out/ (and .clinic-cache-bench/).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { startDemoServer } from '../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../lib/demo-clinic/keys';
import { startStaticServer } from './lib/static-server';
import { arg } from './lib/args';

const generated = Number(arg('pages', '500'));
const rateLimit = Number(arg('rate-limit', '120'));
const seconds = Number(arg('seconds', '10'));
const concurrency = Number(arg('concurrency', '8'));
// A fixed port keeps the API's address, and so the snapshot's key, the same across separate runs of the steps.
const port = Number(arg('port', '4610'));
const steps = new Set(arg('steps', 'cold,warm,serve').split(','));
const SNAPSHOT_DIR = '.clinic-cache-bench';

const demo = await startDemoServer({ generatedPages: generated, rateLimit, port });
const calls = new Map<string, number>();
demo.server.on('request', (req) => {
  const m = /^\/(?:api\/)?v1(\/[^?]*)/.exec(req.url ?? '');
  if (m) calls.set(m[1]!, (calls.get(m[1]!) ?? 0) + 1);
});
const auth = { authorization: `Bearer ${DEMO_API_KEY}` };
const paths = (
  (await (await fetch(`${demo.origin}/api/v1/pages`, { headers: auth })).json()) as { pages: { path: string }[] }
).pages.map((p) => p.path);
calls.clear();
console.log(
  `Demo clinic at ${demo.origin}: ${paths.length} published paths (${generated} generated), ${rateLimit} requests a minute`,
);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  CLINIC_API_URL: `${demo.origin}/api/v1`,
  CLINIC_API_KEY: DEMO_API_KEY,
  SITE_URL: 'https://bench.example',
  CLINIC_SNAPSHOT_DIR: SNAPSHOT_DIR,
  NEXT_TELEMETRY_DISABLED: '1',
};
const tsconfig = readFileSync('tsconfig.json', 'utf8');

function run(cmd: string, args: string[], extra: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...env, ...extra }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (c) => resolve(c ?? 1));
  });
}

async function measured(label: string, cmd: string, args: string[], extra: Record<string, string> = {}) {
  calls.clear();
  const t0 = Date.now();
  const code = await run(cmd, args, extra);
  const result = {
    label,
    code,
    s: (Date.now() - t0) / 1000,
    calls: new Map(calls),
    total: [...calls.values()].reduce((a, b) => a + b, 0),
  };
  const byEndpoint = [...result.calls]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(`${label}: exit ${code}, ${result.s.toFixed(0)} s, ${result.total} API calls (${byEndpoint})`);
  return result;
}

type Run = Awaited<ReturnType<typeof measured>>;
let cold: Run | null = null;
let same: Run | null = null;
let warm: Run | null = null;
let shows = true;
if (steps.has('cold')) {
  rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  cold = await measured('cold export', 'npx', ['tsx', 'scripts/export.ts']);
}
if (steps.has('warm')) {
  same = await measured('re-export, nothing changed', 'npx', ['tsx', 'scripts/export.ts']);
  const changed = paths.find((p) => p.startsWith('/poradnik/'))!;
  const title = `Zmieniony poradnik ${Date.now()}`;
  const edit = await fetch(`${demo.origin}/__demo/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: changed, title }),
  });
  if (!edit.ok) throw new Error(`POST /__demo/edit answered ${edit.status}`);
  warm = await measured(`re-export after ${changed} changed`, 'npx', ['tsx', 'scripts/export.ts']);
  shows = readFileSync(`out${changed}.html`, 'utf8').includes(title);
  console.log(`  out${changed}.html shows the new title: ${shows}`);
}

/** Requests a second for `url` with `concurrency` keep-alive connections over `seconds`. */
async function rps(url: string): Promise<{ rps: number; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const end = Date.now() + seconds * 1000;
  let ok = 0;
  let errors = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      http
        .get(url, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) ok++;
            else errors++;
            resolve();
          });
        })
        .on('error', () => {
          errors++;
          resolve();
        });
    });
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) await one();
    }),
  );
  agent.destroy();
  return { rps: ok / ((Date.now() - t0) / 1000), errors };
}

const page = '/zabiegi/higienizacja';
let fromOut: { rps: number; errors: number } | null = null;
let fromServer: { rps: number; errors: number } | null = null;
if (steps.has('serve')) {
  const files = await startStaticServer('out');
  await rps(`${files.origin}${page}`); // warm-up
  fromOut = await rps(`${files.origin}${page}`);
  await files.close();
  console.log(`${page} from out/ (Node static file server): ${fromOut.rps.toFixed(0)} req/s, ${fromOut.errors} errors`);
  const server = await measured('server build (next build, snapshot warm)', 'npx', ['next', 'build']);
  if (server.code === 0) {
    const serverPort = 3950 + Math.floor(Math.random() * 40);
    const child = spawn('npx', ['next', 'start', '-p', String(serverPort)], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    const base = `http://127.0.0.1:${serverPort}`;
    for (let i = 0; i < 240; i++) {
      if (
        await fetch(base + page, { signal: AbortSignal.timeout(2000) }).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await rps(base + page);
    fromServer = await rps(base + page);
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
    console.log(`${page} from next start: ${fromServer.rps.toFixed(0)} req/s, ${fromServer.errors} errors`);
  }
}
await demo.close();
if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig);

const line = (r: Run | null) =>
  r ? `${r.total} API calls, ${r.s.toFixed(0)} s${r.code === 0 ? '' : ` (exit ${r.code})`}` : 'not run';
console.log('\n=== bench:export ===');
console.log(`pages published          ${paths.length} (${rateLimit} requests a minute)`);
console.log(`cold export              ${line(cold)}`);
console.log(`re-export, no change     ${line(same)}`);
console.log(`re-export, one change    ${line(warm)}${warm ? ` (change shown: ${shows})` : ''}`);
console.log(
  `one page, req/s          out/ ${fromOut ? fromOut.rps.toFixed(0) : 'n/a'} · next start ${fromServer ? fromServer.rps.toFixed(0) : 'n/a'}${fromOut && fromServer ? ` (${(fromOut.rps / fromServer.rps).toFixed(1)}×)` : ''}`,
);
const failed = [cold, same, warm].some((r) => r && r.code !== 0) || !shows;
process.exit(failed ? 1 : 0);
