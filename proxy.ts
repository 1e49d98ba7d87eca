import { NextResponse, type NextRequest } from 'next/server';
import { siteNoindex } from '@/lib/site-data/noindex';
import { isOutsidePublishedSet } from '@/lib/site-data/published';
import { isNotFoundTarget, notFoundTarget } from '@/lib/site-data/closest';
import { renamedTo } from '@/lib/site-data/renames';
import { decodedPath, isOwnRoute, isPublicFile } from '@/lib/app-routes';
import { pagePolicy } from '@/lib/server/csp';
import { galleryEnabled } from '@/app/starter/galeria/enabled';

/**
 * Every page's Content-Security-Policy (lib/config/security-headers.ts), from the running server's configuration.
 * X-Robots-Tag: noindex on every page while the clinic's site has `noindex` on. It has to be set here, not in
 * next.config headers (frozen at build), so that flipping the flag in the clinic's panel takes effect within a
 * minute without a rebuild. Pages also carry <meta name="robots" content="noindex"> (lib/seo/metadata.ts).
 * Both flags are minute-long memos served stale-while-revalidate (lib/site-data/rules.ts): no request waits on
 * their refresh.
 *
 * A path outside the published set (a scanner's /wp-login.php, a typo) is answered from NOT_FOUND_PATH, followed
 * by the closest published page's path (lib/site-data/closest.ts): the catch-all's ISR would otherwise render and
 * keep a 404 page per made-up path, in memory and in Redis (docs/deploy.md); this way it keeps at most one per
 * published page. The visitor still sees the site's 404, with its suggestions, at the address they asked for.
 * An old path of a page the clinic renamed (same id, new path) answers 308 to the new one instead (docs/launch.md).
 * Cost: see docs/seo.md (measured with scripts/bench-proxy.ts).
 */
export async function proxy(req: NextRequest) {
  // scripts/bench-proxy.ts compares against a skipped proxy; only a server started with BENCH_PROXY=1 honours its
  // header. A header any client can send must not drop the policy (a cache in front would serve that answer to all).
  if (process.env.BENCH_PROXY === '1' && req.headers.has('x-bench-skip-proxy')) return NextResponse.next();
  const [madeUp, noindex] = await Promise.all([isMadeUp(req.nextUrl.pathname), siteNoindex()]);
  // A page the clinic renamed: its old path answers 308 to the new one (lib/site-data/renames.ts), not the 404.
  const renamed = madeUp ? renamedTo(madeUp) : null;
  if (renamed) {
    const to = new URL(renamed, req.url);
    to.search = req.nextUrl.search;
    return NextResponse.redirect(to, 308);
  }
  const res =
    madeUp !== null ? NextResponse.rewrite(new URL(await notFoundTarget(madeUp), req.url)) : NextResponse.next();
  res.headers.set('Content-Security-Policy', pagePolicy());
  if (noindex) res.headers.set('X-Robots-Tag', 'noindex');
  return res;
}

/** The decoded path of a request only the catch-all would answer, and only with its 404; else null. */
async function isMadeUp(pathname: string): Promise<string | null> {
  const path = decodedPath(pathname);
  if (path === null) return '';
  if (isOwnRoute(path, galleryEnabled()) || isPublicFile(path) || (await isNotFoundTarget(path))) return null;
  return (await isOutsidePublishedSet(path)) ? path : null;
}

export const config = {
  matcher: [
    {
      // Every page, whatever its path (a dot included) and whatever its `rsc` header says (`rsc: 0` is answered
      // with HTML): not Next's own files (_next/), route handlers under /api, or robots.txt, sitemap.xml and
      // feed.xml (robots.txt must stay crawlable; the others are XML route handlers, not pages). Files of public/
      // pass through isPublicFile. RSC payloads (client navigations) go through too: made-up paths must not be
      // stored from them either.
      source: '/((?!api(?:/|$)|_next/|robots\\.txt$|sitemap\\.xml$|feed\\.xml$).*)',
    },
  ],
};
