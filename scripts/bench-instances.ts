/**
 * What several instances cost upstream, with and without Redis, and what nginx's micro-cache serves:
 *   npm run bench:instances -- [--window-ms 10000] [--windows 2] [--dist .next]
 * Needs a build (`npm run build`, or the e2e build). For 1, 2 and 4 `next start` instances of it, without and with a
 * shared Redis, the same load for `--windows` windows of the demo clinic (120 requests a window, over HTTP):
 * 12 visitors reading 40 guide pages round and round, and 6 patients reading free slots, spread over the instances
 * in turn. Prints the API calls a window and the 429s, from the demo's own log. Then one instance with nginx in front
 * (deploy/nginx.conf): requests a second for a cached page through nginx against nginx serving the same bytes as a
 * file (32 connections, 5 s each; the load is made by this Node process, on the same machine).
 * A benchmark, not part of `npm test`: run it under `flock /tmp/heavy.lock` on a shared machine.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request as httpRequest } from 'node:http';
import { demoBookingCatalog } from '../lib/demo-clinic/fixtures/booking';
import { generatedPages } from '../lib/demo-clinic/fixtures/generated';
import { startInstances, startNginx } from './lib/instances';
import { freePort } from './lib/free-port';
import { hasRedisServer } from './lib/redis-server';
import { arg } from './lib/args';

const windowMs = Number(arg('window-ms', '10000'));
const windows = Number(arg('windows', '2'));
const dist = arg('dist', '.next');
if (!existsSync(join(dist, 'BUILD_ID'))) {
  console.error(`No build in ${dist}: run \`npm run build\` first (or pass --dist).`);
  process.exit(2);
}
if (!hasRedisServer()) {
  console.error('redis-server is not installed (scripts/system-deps.sh installs it).');
  process.exit(2);
}

const pages = generatedPages(40).map((p) => p.path);
const service = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.length > 0)!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const octet = () => 1 + Math.floor(Math.random() * 250);

type Row = {
  instances: number;
  redis: boolean;
  perWindow: number[];
  calls: number;
  limited: number;
  pagesOk: number;
  pagesOther: number;
};

async function load(urls: string[], until: number): Promise<{ ok: number; other: number }> {
  let ok = 0;
  let other = 0;
  let turn = 0;
  const get = async (path: string, xff: string) => {
    const url = urls[turn++ % urls.length]!;
    const res = await fetch(url + path, {
      headers: { 'x-forwarded-for': xff },
      signal: AbortSignal.timeout(20_000),
    }).catch(() => null);
    await res?.arrayBuffer().catch(() => null);
    return res?.status ?? 0;
  };
  const visitor = async (k: number) => {
    for (let i = k; Date.now() < until; i++) {
      if ((await get(pages[i % pages.length]!, `10.1.${k}.${octet()}`)) === 200) ok++;
      else other++;
      await sleep(250);
    }
  };
  const patient = async (k: number) => {
    while (Date.now() < until) {
      await get(`/api/booking/slots?service=${service.id}&resource=any`, `10.2.${k}.1`);
      await sleep(500);
    }
  };
  await Promise.all([
    ...Array.from({ length: 12 }, (_, k) => visitor(k)),
    ...Array.from({ length: 6 }, (_, k) => patient(k)),
  ]);
  return { ok, other };
}

async function measure(n: number, redis: boolean): Promise<Row> {
  const inst = await startInstances({
    instances: n,
    redis,
    nginx: false,
    rateWindowMs: windowMs,
    generatedPages: 40,
    distDir: dist === '.next' ? undefined : dist,
  });
  try {
    // Start on a window's edge, so every counted window is a whole one.
    await sleep(windowMs - (Date.now() % windowMs) + 20);
    const from = Math.floor(Date.now() / windowMs);
    const after = inst.demo.instance.store.requestSeq;
    const pagesRes = await load(inst.urls, (from + windows) * windowMs);
    const calls = inst.demo.instance.store.requests.filter((r) => r.seq > after);
    const perWindow = Array.from(
      { length: windows },
      (_, w) => calls.filter((c) => Math.floor(c.at / windowMs) === from + w).length,
    );
    return {
      instances: n,
      redis,
      perWindow,
      calls: calls.length,
      limited: calls.filter((c) => c.status === 429).length,
      pagesOk: pagesRes.ok,
      pagesOther: pagesRes.other,
    };
  } finally {
    await inst.stop();
  }
}

/** Requests a second: `connections` keep-alive loops for `ms`. */
async function rps(url: string, ms = 5_000, connections = 32): Promise<{ rps: number; non200: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let done = 0;
  let non200 = 0;
  const until = Date.now() + ms;
  const one = () =>
    new Promise<void>((resolve) => {
      const req = httpRequest(url, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        if (res.statusCode !== 200) non200++;
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', () => {
        non200++;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await one();
        done++;
      }
    }),
  );
  agent.destroy();
  return { rps: Math.round(done / (ms / 1000)), non200 };
}

const rows: Row[] = [];
for (const n of [1, 2, 4]) {
  for (const redis of [false, true]) {
    const row = await measure(n, redis);
    rows.push(row);
    console.log(
      `[bench] ${n} instance(s) ${redis ? 'with' : 'without'} Redis: ${row.perWindow.join(', ')} API calls a window, ${row.limited} × 429`,
    );
  }
}

console.log(
  `\nUpstream, the same load (12 visitors over 40 pages + 6 patients reading free slots), ${windows} windows of ${windowMs / 1000} s, API 120 a window:`,
);
console.log('| instances | Redis | API calls a window | 429s | page answers 200 / other |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.instances} | ${r.redis ? 'yes' : 'no'} | ${r.perWindow.join(', ')} | ${r.limited} | ${r.pagesOk} / ${r.pagesOther} |`,
  );

// nginx in front of one instance: the micro-cached page against the same bytes as a file.
const inst = await startInstances({
  instances: 1,
  redis: true,
  nginx: true,
  rateWindowMs: 60_000,
  generatedPages: 40,
  distDir: dist === '.next' ? undefined : dist,
});
try {
  const page = `${inst.lb}${pages[0]}`;
  const html = await (await fetch(page)).text();
  // The same bytes as a file nginx serves from its root, beside the proxied site (a location added to its config).
  const port = await freePort();
  const fileDir = await mkdtemp(join(tmpdir(), 'clinic-bench-file-'));
  await chmod(fileDir, 0o755); // nginx's workers (nobody) read it
  const filePath = join(fileDir, 'bench-page.html');
  await writeFile(filePath, html);
  const fileNginx = await startNginxWithFile(port, Number(new URL(inst.urls[0]!).port), filePath);
  try {
    const direct = await rps(`${inst.urls[0]}${pages[0]}`);
    const cached = await rps(page);
    const file = await rps(`${fileNginx.url}/bench-page.html`);
    console.log(`\nOne page (${Math.round(html.length / 1024)} KB), 32 connections, 5 s each:`);
    console.log('| served by | requests a second | non-200 |');
    console.log('|---|---|---|');
    console.log(`| next start directly (Redis cache) | ${direct.rps} | ${direct.non200} |`);
    console.log(`| nginx micro-cache in front of it | ${cached.rps} | ${cached.non200} |`);
    console.log(`| nginx, the same bytes as a file | ${file.rps} | ${file.non200} |`);
  } finally {
    await fileNginx.stop();
    await rm(fileDir, { recursive: true, force: true });
  }
} finally {
  await inst.stop();
}

async function startNginxWithFile(port: number, upstream: number, file: string) {
  const dir = file.slice(0, file.lastIndexOf('/'));
  return startNginx(port, [upstream], (conf) =>
    conf.replace(
      '    location / {',
      `    location = /bench-page.html { root ${dir}; default_type text/html; }\n\n    location / {`,
    ),
  );
}
