import { NextResponse, type NextRequest } from 'next/server';
import { siteNoindex } from '@/lib/site-data/noindex';
import { pagePolicy } from '@/lib/server/csp';

/**
 * Every page's Content-Security-Policy (lib/config/security-headers.ts), from the running server's configuration.
 * X-Robots-Tag: noindex on every page while the clinic's site has `noindex` on. It has to be set here, not in
 * next.config headers (frozen at build), so that flipping the flag in the clinic's panel takes effect within a
 * minute without a rebuild. Pages also carry <meta name="robots" content="noindex"> (lib/seo/metadata.ts).
 * Cost: see docs/seo.md (measured with scripts/bench-proxy.ts).
 */
export async function proxy(req: NextRequest) {
  // scripts/bench-proxy.ts compares against a skipped proxy; only a server started with BENCH_PROXY=1 honours its
  // header. A header any client can send must not drop the policy (a cache in front would serve that answer to all).
  if (process.env.BENCH_PROXY === '1' && req.headers.has('x-bench-skip-proxy')) return NextResponse.next();
  const res = NextResponse.next();
  res.headers.set('Content-Security-Policy', pagePolicy());
  if (await siteNoindex()) res.headers.set('X-Robots-Tag', 'noindex');
  return res;
}

export const config = {
  matcher: [
    {
      // Pages only: not Next's assets and image optimiser, public files (anything with an extension, /demo/
      // media, favicon), route handlers under /api, or robots.txt/sitemap.xml (robots.txt must stay crawlable).
      source:
        '/((?!api(?:/|$)|_next/static|_next/image|demo/|favicon|robots\\.txt|sitemap\\.xml|.*\\.[A-Za-z0-9]+$).*)',
      missing: [
        // Client-side navigations and prefetches fetch RSC payloads, which crawlers never index: skip the proxy.
        { type: 'header', key: 'rsc' },
      ],
    },
  ],
};
