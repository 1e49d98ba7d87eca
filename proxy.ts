import { NextResponse } from 'next/server';
import { siteNoindex } from '@/lib/site-data/noindex';
import { pagePolicy } from '@/lib/server/csp';

/**
 * Every page's Content-Security-Policy (lib/config/security-headers.ts), from the running server's configuration.
 * X-Robots-Tag: noindex on every page while the clinic's site has `noindex` on. It has to be set here, not in
 * next.config headers (frozen at build), so that flipping the flag in the clinic's panel takes effect within a
 * minute without a rebuild. Pages also carry <meta name="robots" content="noindex"> (lib/seo/metadata.ts).
 * Cost: see docs/seo.md (measured with scripts/bench-proxy.ts).
 */
export async function proxy() {
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
      source: '/((?!api(?:/|$)|_next/static|_next/image|demo/|favicon|robots\\.txt|sitemap\\.xml|.*\\.[A-Za-z0-9]+$).*)',
      missing: [
        // Client-side navigations and prefetches fetch RSC payloads, which crawlers never index: skip the proxy.
        { type: 'header', key: 'rsc' },
        // scripts/bench-proxy.ts measures the proxy's cost by sending this header to skip it. Skipping only drops
        // this redundant header; the page's meta robots still says noindex.
        { type: 'header', key: 'x-bench-skip-proxy' },
      ],
    },
  ],
};
