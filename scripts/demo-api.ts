/**
 * The demo clinic as a standalone HTTP API:
 *   `npm run demo-api -- --port 4010 [--noindex] [--rate-limit 120] [--rate-window-ms 60000] [--generated-pages 500]
 *    [--api-version 1.3.0 | --later]` (or DEMO_RATE_LIMIT / DEMO_RATE_WINDOW_MS / DEMO_GENERATED_PAGES / DEMO_API_VERSION).
 * A small window, e.g. 10 requests per 2000 ms, tests a client's pacing quickly. --api-version plays an older minor
 * version (newer endpoints answer 404, newer fields are left out); --later plays a newer one with additions (an
 * unknown page kind, block type, enum values and keys).
 * Key: the demo key printed at start (see lib/demo-clinic/keys.ts).
 */
import { startDemoServer } from '../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../lib/demo-clinic/keys';
import { LATER_DEMO_VERSION, parseApiVersion } from '../lib/demo-clinic/versions';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const v = process.argv[i + 1];
  return v && !v.startsWith('--') ? v : '';
}

const port = Number(arg('port') ?? process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535 (got ${arg('port')})`);
  process.exit(2);
}
/** A positive integer option from --flag or the environment; undefined when neither is set. */
function positive(flag: string, env: string): number | undefined {
  const raw = arg(flag) || process.env[env];
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${flag} / ${env} must be a whole number above 0 (got ${raw})`);
    process.exit(2);
  }
  return n;
}
const rateLimit = positive('rate-limit', 'DEMO_RATE_LIMIT');
const rateWindowMs = positive('rate-window-ms', 'DEMO_RATE_WINDOW_MS');
const generatedPages = positive('generated-pages', 'DEMO_GENERATED_PAGES');

const apiVersion = arg('later') !== undefined ? LATER_DEMO_VERSION : arg('api-version') || process.env.DEMO_API_VERSION || undefined;
try {
  parseApiVersion(apiVersion);
} catch (err) {
  console.error(`--api-version: ${(err as Error).message}`);
  process.exit(2);
}
const demo = await startDemoServer({
  apiVersion,
  port,
  host: arg('host') || '127.0.0.1',
  noindex: arg('noindex') !== undefined || process.env.DEMO_NOINDEX === '1',
  rateLimit,
  rateWindowMs,
  generatedPages,
  webhookUrl: arg('webhook') || process.env.DEMO_WEBHOOK_URL || null,
});
console.log(`Demo clinic API ${demo.instance.apiVersion}: ${demo.origin}/api/v1  (also ${demo.origin}/v1)`);
console.log(`Key: ${DEMO_API_KEY}`);
if (generatedPages) console.log(`Generated pages: ${generatedPages} under /poradnik/`);
if (rateLimit || rateWindowMs) console.log(`Rate limit: ${rateLimit ?? 120} requests per ${rateWindowMs ?? 60_000} ms`);
console.log(`Try: curl -H "Authorization: Bearer ${DEMO_API_KEY}" ${demo.origin}/api/v1/site`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void demo.close().then(() => process.exit(0)));
