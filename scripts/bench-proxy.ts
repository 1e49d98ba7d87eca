/**
 * What the proxy (X-Robots-Tag after site.noindex) costs: requests per second for one page through the proxy and
 * with the proxy skipped, against a running `next start`:
 *   npx tsx scripts/bench-proxy.ts [--url http://localhost:3000] [--path /zabiegi/higienizacja]
 *                                  [--seconds 10] [--concurrency 8] [--rounds 3] [--noindex]
 * "skipped" sends the x-bench-skip-proxy header, which the proxy answers at once without its work only when the server
 * was started with BENCH_PROXY=1 (see proxy.ts: any other server ignores it, so no visitor can drop the page's
 * Content-Security-Policy); the figures are then the proxy's own work, not Next's cost of calling it; rounds alternate
 * so drift (other load on the machine) hits both variants alike. --noindex turns the demo clinic's noindex on for the
 * run (via /api/demo/switches, waiting for the header to appear) so the header is really set, then turns it off.
 * A benchmark, not part of `npm test`.
 */
import http from 'node:http';
import { arg } from './lib/args';

const flag = (name: string) => process.argv.includes(`--${name}`);

const base = new URL(arg('url', 'http://localhost:3000'));
const path = arg('path', '/zabiegi/higienizacja');
const seconds = Number(arg('seconds', '10'));
const concurrency = Number(arg('concurrency', '8'));
const rounds = Number(arg('rounds', '3'));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

interface Hit {
  status: number;
  ms: number;
  robots: string | undefined;
  csp: boolean;
}

function get(skipProxy: boolean): Promise<Hit> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port || 80,
        path,
        agent,
        headers: skipProxy ? { 'x-bench-skip-proxy': '1' } : {},
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            robots: res.headers['x-robots-tag'] as string | undefined,
            csp: 'content-security-policy' in res.headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function run(skipProxy: boolean, durationMs: number) {
  const until = performance.now() + durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let withHeader = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const hit = await get(skipProxy).catch(() => null);
        if (!hit || hit.status !== 200) errors++;
        else {
          latencies.push(hit.ms);
          if (hit.robots) withHeader++;
        }
      }
    }),
  );
  return { latencies, errors, withHeader, seconds: durationMs / 1000 };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function demoNoindex(on: boolean) {
  const res = await fetch(new URL('/api/demo/switches', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-demo-token': process.env.DEMO_CONTROL_TOKEN ?? '' },
    body: JSON.stringify({ noindex: on }),
  });
  if (!res.ok)
    throw new Error(
      `--noindex needs the demo clinic started with DEMO_CONTROL_TOKEN, and the same token here (POST /api/demo/switches answered ${res.status})`,
    );
  // The proxy re-reads the site at most once a minute.
  for (let waited = 0; waited < 75; waited += 2) {
    if (Boolean((await get(false)).robots) === on) return;
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error(`X-Robots-Tag did not ${on ? 'appear' : 'go away'} within 75 s`);
}

async function main() {
  const noindex = flag('noindex');
  console.log(
    `${base.origin}${path}  concurrency ${concurrency}, ${rounds} × ${seconds}s per variant${noindex ? ', noindex on' : ''}`,
  );
  if ((await get(true)).csp) {
    console.error(
      'The server ran the proxy for the "skipped" variant: start it with BENCH_PROXY=1 (proxy.ts honours the header only then).',
    );
    process.exit(2);
  }
  if (noindex) await demoNoindex(true);
  try {
    await run(false, 2000); // warm-up: JIT, ISR cache, the proxy's site memo
    await run(true, 2000);
    const totals = {
      proxy: { n: 0, s: 0, lat: [] as number[], err: 0, hdr: 0 },
      skipped: { n: 0, s: 0, lat: [] as number[], err: 0, hdr: 0 },
    };
    for (let r = 0; r < rounds; r++) {
      for (const skip of r % 2 === 0 ? [false, true] : [true, false]) {
        const res = await run(skip, seconds * 1000);
        const t = totals[skip ? 'skipped' : 'proxy'];
        t.n += res.latencies.length;
        t.s += res.seconds;
        t.lat.push(...res.latencies);
        t.err += res.errors;
        t.hdr += res.withHeader;
        console.log(
          `  round ${r + 1} ${skip ? 'skipped' : 'proxy  '}: ${(res.latencies.length / res.seconds).toFixed(0)} req/s`,
        );
      }
    }
    const rps = (t: typeof totals.proxy) => t.n / t.s;
    for (const [name, t] of Object.entries(totals)) {
      const sorted = [...t.lat].sort((a, b) => a - b);
      console.log(
        `${name.padEnd(8)} ${rps(t).toFixed(0).padStart(6)} req/s   p50 ${pct(sorted, 50).toFixed(1)} ms   p95 ${pct(sorted, 95).toFixed(1)} ms   errors ${t.err}   with X-Robots-Tag ${t.hdr}`,
      );
    }
    const cost = (1 - rps(totals.proxy) / rps(totals.skipped)) * 100;
    console.log(`proxy cost: ${cost.toFixed(1)}% fewer requests per second`);
  } finally {
    if (noindex) await demoNoindex(false);
    agent.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
