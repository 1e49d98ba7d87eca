/**
 * The demo clinic as a standalone HTTP API:
 *   `npm run demo-api -- --port 4010 [--noindex] [--rate-limit 120] [--rate-window-ms 60000] [--generated-pages 500]
 *    [--api-version 1.3.0 | --later]` (or DEMO_RATE_LIMIT / DEMO_RATE_WINDOW_MS / DEMO_GENERATED_PAGES / DEMO_API_VERSION).
 * A small window, e.g. 10 requests per 2000 ms, tests a client's pacing quickly. --api-version plays an older minor
 * version (newer endpoints answer 404, newer fields are left out); --later plays a newer one with additions (an
 * unknown page kind, block type, enum values and keys).
 * Key: the demo key printed at start (see lib/demo-clinic/keys.ts).
 */
import { startDemoServer, type StandaloneDemo } from '../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../lib/demo-clinic/keys';
import { LATER_DEMO_VERSION, parseApiVersion } from '../lib/demo-clinic/versions';
import { EXIT, fail, parseFlags } from './lib/cli';

const USAGE = `Usage: npm run demo-api -- [--port <n>] [--host <address>] [--noindex] [--rate-limit <n>] [--rate-window-ms <n>]
                        [--generated-pages <n>] [--api-version <1.x.y> | --later] [--webhook <url>]

The demo clinic as a standalone HTTP API (the key is printed at start).
  --port <n>             port, 0 for any free one (default PORT or 4010)
  --host <address>       address to listen on (default 127.0.0.1)
  --noindex              the clinic keeps its site out of search engines          [DEMO_NOINDEX=1]
  --rate-limit <n>       requests per window (default 120)                        [DEMO_RATE_LIMIT]
  --rate-window-ms <n>   the rate window in ms (default 60000)                    [DEMO_RATE_WINDOW_MS]
  --generated-pages <n>  that many generated articles under /poradnik/            [DEMO_GENERATED_PAGES]
  --api-version <1.x.y>  play an older minor version (default the newest)         [DEMO_API_VERSION]
  --later                play ${LATER_DEMO_VERSION}, a later server with additions
  --webhook <url>        where the demo posts its webhook events                  [DEMO_WEBHOOK_URL]
  --help                 this text`;

const { values } = parseFlags(
  {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    noindex: { type: 'boolean', default: false },
    'rate-limit': { type: 'string' },
    'rate-window-ms': { type: 'string' },
    'generated-pages': { type: 'string' },
    'api-version': { type: 'string' },
    later: { type: 'boolean', default: false },
    webhook: { type: 'string' },
  },
  USAGE,
  { positionals: false },
);

const portRaw = values.port ?? process.env.PORT ?? '4010';
const port = Number(portRaw);
if (portRaw.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a number from 0 to 65535 (got ${portRaw})`, EXIT.usage);

/** A positive integer option from --flag or the environment; undefined when neither is set. */
function positive(flag: 'rate-limit' | 'rate-window-ms' | 'generated-pages', env: string): number | undefined {
  const raw = values[flag] || process.env[env];
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`--${flag} / ${env} must be a whole number above 0 (got ${raw})`, EXIT.usage);
  return n;
}
const rateLimit = positive('rate-limit', 'DEMO_RATE_LIMIT');
const rateWindowMs = positive('rate-window-ms', 'DEMO_RATE_WINDOW_MS');
const generatedPages = positive('generated-pages', 'DEMO_GENERATED_PAGES');

if (values.later && values['api-version'])
  fail('--later and --api-version choose the version twice: pass one of them', EXIT.usage);
const apiVersion = values.later
  ? LATER_DEMO_VERSION
  : values['api-version'] || process.env.DEMO_API_VERSION || undefined;
try {
  parseApiVersion(apiVersion);
} catch (err) {
  fail(`--api-version: ${(err as Error).message}`, EXIT.usage);
}
const host = values.host;
let demo: StandaloneDemo;
try {
  demo = await startDemoServer({
    apiVersion,
    port,
    host,
    noindex: values.noindex || process.env.DEMO_NOINDEX === '1',
    rateLimit,
    rateWindowMs,
    generatedPages,
    webhookUrl: values.webhook || process.env.DEMO_WEBHOOK_URL || null,
  });
} catch (err) {
  const code = (err as { code?: string }).code;
  if (code === 'EADDRINUSE')
    fail(
      `Port ${port} on ${host} is already in use: stop what listens there, or pick another with --port (0: any free one).`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    fail(`--host ${host} is not an address of this machine.`, EXIT.usage);
  throw err;
}
console.log(`Demo clinic API ${demo.instance.apiVersion}: ${demo.origin}/api/v1  (also ${demo.origin}/v1)`);
console.log(`Key: ${DEMO_API_KEY}`);
if (generatedPages) console.log(`Generated pages: ${generatedPages} under /poradnik/`);
if (rateLimit || rateWindowMs) console.log(`Rate limit: ${rateLimit ?? 120} requests per ${rateWindowMs ?? 60_000} ms`);
console.log(`Try: curl -H "Authorization: Bearer ${DEMO_API_KEY}" ${demo.origin}/api/v1/site`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void demo.close().then(() => process.exit(0)));
