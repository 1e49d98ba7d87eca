import type { NextConfig } from 'next';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { demoRefusal, readConfig } from './lib/config/parse-env';
import { securityHeaders } from './lib/config/security-headers';
import { isStaticExport, pageExtensions, resolveExtensions } from './lib/config/static-export';
import { loadRedirects } from './lib/redirects/file';
import { nextRedirects } from './lib/redirects/formats';

// Fail at start-up, with the variable's name, rather than serve a blank page.
const cfg = readConfig(process.env);
if (cfg.mode === 'demo' && process.env.NODE_ENV !== 'test') {
  console.log('▲ Clinic site: no CLINIC_API_URL set, serving the embedded demo clinic.');
}

/**
 * The files of public/ as paths (`/demo/hero/about.webp`), for proxy.ts: it answers made-up paths itself, so it must
 * know the files Next serves after it (lib/app-routes.ts). Listed when the configuration is read, so at build: a file
 * added to public/ needs a rebuild, as it does to be served by a standalone build anyway.
 */
function publicFiles(): string {
  const dir = fileURLToPath(new URL('./public', import.meta.url));
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => '/' + `${e.parentPath}/${e.name}`.slice(dir.length + 1).replaceAll('\\', '/'))
      .join('\n');
  } catch {
    return '';
  }
}

/** The image optimiser's disk cache cap (`images.maximumDiskCacheSize`, bytes). */
const IMAGE_DISK_CACHE_BYTES = 256 * 1024 * 1024;

const nextConfig = (phase: string): NextConfig => {
  // `next start` without a clinic serves the demo only when DEMO_MODE=1 says so (instrumentation.ts covers standalone).
  // Vercel never runs `next start`: it serves what the build pre-rendered, so a production deployment there is refused
  // at build (VERCEL_ENV=production); previews may show the demo.
  const refuses =
    phase === PHASE_PRODUCTION_SERVER || (phase === PHASE_PRODUCTION_BUILD && process.env.VERCEL_ENV === 'production');
  const refusal = refuses ? demoRefusal(cfg) : null;
  if (refusal) throw new Error(refusal);
  // `npm run export` (scripts/export.ts): the same app as files in out/; see lib/config/static-export.ts for its seams.
  const staticExport = isStaticExport();
  return {
    reactStrictMode: true,
    // A separate build folder lets a second build run beside a served one (e.g. tests on one machine).
    // (An export always builds in .next; a distDir other than .next would name its output folder instead.)
    distDir: staticExport ? '.next' : process.env.NEXT_DIST_DIR || '.next',
    poweredByHeader: false,
    env: { CLINIC_PUBLIC_FILES: publicFiles() },
    // `next dev` prints each server function's call with its arguments by default: the booking's are the patient's
    // name, phone and e-mail, which must not reach a terminal or its log (also in development against a real clinic).
    logging: { serverFunctions: false },
    // Several instances share one page and data cache through Redis (lib/next-cache/redis-cache-handler.mjs), with no
    // per-instance copy in front that could go stale. Read at `next start` too, so one build serves with or without;
    // a standalone server.js keeps its build's configuration (lib/server/start-up.ts stops one started otherwise).
    // Vercel keeps its own shared page cache: there Redis serves the budget and the limits only.
    ...(cfg.redisUrl && !process.env.VERCEL && !staticExport
      ? {
          cacheHandler: fileURLToPath(new URL('./lib/next-cache/redis-cache-handler.mjs', import.meta.url)),
          cacheMaxMemorySize: 0,
        }
      : {}),
    // Next's bundles leave the Redis client to Node (the cache handler loads it outside them too).
    serverExternalPackages: ['@redis/client'],
    output: staticExport ? 'export' : process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
    pageExtensions: pageExtensions(staticExport),
    ...(staticExport ? { turbopack: { resolveExtensions: resolveExtensions(true) } } : {}),
    // A build paces itself by the key's window (lib/clinic-api/pacing.ts, lib/budget): a page may wait out the rest of
    // a window for its one request (up to 60 s), and after a 429 the window's Retry-After once more (up to 65 s).
    // Next's default of 60 s per page would kill such a page and retry it, spending the window again.
    staticPageGenerationTimeout: 180,
    experimental: {
      // Against a live API the build is bound by the key's window, not by CPU: one worker paces every page by the
      // RateLimit headers it sees; several would each count only their own requests in flight and overshoot into
      // 429s. Its 8 pages at a time (Next's default) keep the window full while each waits its turn.
      ...(cfg.mode === 'live' ? { cpus: 1 } : {}),
      staticGenerationMaxConcurrency: 8,
      // app/global-not-found.tsx answers a path no route matches (the export's 404.html) with its own document, so the
      // root not-found.tsx, which Next sends with every page, can stay small instead of carrying a second frame.
      globalNotFound: true,
      // Next accepts a form post (a server action) only when its Origin matches the Host (or X-Forwarded-Host) it
      // receives. A proxy set up with the common `proxy_set_header Host $host` passes the host without its port (and
      // some pass an internal name): every form would fail as "Invalid Server Actions request". The site knows its
      // own origin, so posts from it are accepted whatever Host arrives; any other origin is still refused.
      serverActions: { allowedOrigins: cfg.siteUrlSet ? [new URL(cfg.siteUrl).host] : [] },
    },
    images: staticExport
      ? // No optimiser on a static host: pages name pre-resized files that scripts/export.ts writes with sharp.
        { loader: 'custom', loaderFile: './lib/images/export-loader.ts' }
      : {
          formats: ['image/avif', 'image/webp'],
          qualities: [70, 75],
          // The API sends absolute image addresses: its own host, plus any listed in CLINIC_IMAGE_HOSTS, under the media
          // path (CLINIC_IMAGE_PATH) and without a query: a cache-buster would otherwise cost a fresh fetch and encode
          // per value (lib/config/images.ts shows such an image as it is).
          remotePatterns: cfg.imageHosts.map((hostname) => ({
            protocol: 'https' as const,
            hostname,
            port: '',
            pathname: `${cfg.imagePath}**`,
            search: '',
          })),
          // The optimiser's files in .next/cache/images, least recently used dropped first (Next's default is half the
          // free disk). A clinic's few hundred pictures in two formats and a few widths take tens of MB.
          maximumDiskCacheSize: IMAGE_DISK_CACHE_BYTES,
        },
    // A static host sends its own headers: scripts/export.ts writes them to out/_headers (and docs/static-export.md
    // has the nginx lines).
    ...(staticExport
      ? {}
      : {
          async headers() {
            return [
              { source: '/:path*', headers: securityHeaders({ production: process.env.NODE_ENV === 'production' }) },
            ];
          },
          // The agency's redirects file (lib/redirects/file.ts, docs/launch.md), read when the build runs: answered
          // before the proxy and any render, so an old address costs no API call and no cache entry. A bad line
          // stops the build with its message. (The export writes the same rules as the static host's files.)
          async redirects() {
            return nextRedirects(loadRedirects());
          },
        }),
  };
};

export default nextConfig;
