import { demoRefusal, readConfig } from '../config/parse-env';
import { DEFAULT_MAX_BODY_BYTES } from '../clinic-api/client';
import { boundEveryFetch, type FetchBounds } from './dispatcher';
import { installSocketAddressHeader } from './socket-address';

/**
 * Every fetch of the server: 15 s for headers and between pieces of a body (undici's own default is 300 s). The API's
 * answers also end within 20 s in all, and at the client's size cap: that reaches Next's background refreshes, which
 * run without the client's deadline (the client's own 10 s ends a call it waits for first).
 */
export function fetchBounds(env: Record<string, string | undefined>): FetchBounds {
  let apiOrigin: string | null = null;
  let maxBody: number | undefined;
  try {
    const cfg = readConfig(env);
    apiOrigin = cfg.apiUrl;
    maxBody = cfg.apiMaxBodyBytes;
  } catch {
    // A broken configuration is reported where it is read; the timeouts still hold for every fetch.
  }
  return {
    headersTimeoutMs: 15_000,
    bodyTimeoutMs: 15_000,
    apiOrigin,
    apiTotalMs: 20_000,
    apiMaxBodyBytes: maxBody ?? DEFAULT_MAX_BODY_BYTES,
  };
}

/**
 * What a Node.js server does once at start (from instrumentation.ts): give the form limits the socket's address, and
 * stop a production server that would serve the demo by accident (the rule next.config.ts applies to `next start`;
 * a standalone server.js does not load next.config.ts). Not during `next build`, which runs the demo freely.
 */
export function onNodeServerStart(env: NodeJS.ProcessEnv = process.env): void {
  installSocketAddressHeader();
  void boundEveryFetch(fetchBounds(env));
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return;
  const refusal = demoRefusal(readConfig(env)) ?? standaloneCacheRefusal(env);
  if (refusal) {
    console.error(`✖ ${refusal}`);
    process.exit(1);
  }
}

/**
 * A standalone server.js keeps the configuration of its build (it hands it to Next in this variable), and the shared
 * page cache is chosen there, by REDIS_URL at build time (next.config.ts). Started with REDIS_URL but built without,
 * its instances would share the budget and the limits but cache pages each in its own memory, so a revalidation would
 * reach one of them; built with it and started without, the cache handler would fail on the first page. Either stops.
 */
function standaloneCacheRefusal(env: NodeJS.ProcessEnv): string | null {
  const built = env.__NEXT_PRIVATE_STANDALONE_CONFIG;
  if (!built || env.VERCEL) return null;
  let sharedCache: boolean;
  try {
    sharedCache = Boolean((JSON.parse(built) as { cacheHandler?: unknown }).cacheHandler);
  } catch {
    return null;
  }
  if (env.REDIS_URL && !sharedCache) {
    return 'REDIS_URL is set, but this standalone server was built without it: its pages would be cached in this instance only, and a revalidation would reach one instance. Build it with REDIS_URL set (a standalone server keeps the configuration of its build).';
  }
  if (!env.REDIS_URL && sharedCache) {
    return 'This standalone server was built with REDIS_URL (a page cache shared in Redis) and started without it: set REDIS_URL, or build again without it for a single instance.';
  }
  return null;
}
