import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support';

/*
 * The clinic flips `noindex` in its panel (here: the demo's control room) and the running site follows within the
 * 60-second revalidation, without a rebuild: meta robots on every page, the X-Robots-Tag header, no sitemap (404),
 * robots.txt still open but without the Sitemap line. Then back. Runs in the `serial` project, after every other
 * test, because for a minute or two the whole site is noindex.
 */
const PAGES = ['/', '/zabiegi/higienizacja', '/zespol/anna-kowalczyk', '/blog/jak-czesto-na-przeglad'];
// Every HTML answer carries the header: a request with `rsc: 0` (answered with HTML) and a path with a dot too.
const HEADER_ONLY: { path: string; headers?: Record<string, string> }[] = [
  { path: '/zabiegi/higienizacja', headers: { rsc: '0' } },
  { path: '/nie-ma-takiego-pliku.html' },
];
const WAIT = { timeout: 75_000, intervals: [2_000] };

async function signals(request: APIRequestContext) {
  const pages = await Promise.all(
    PAGES.map(async (path) => {
      const res = await request.get(path);
      const html = await res.text();
      return {
        meta: /<meta name="robots" content="noindex"\/?>/.test(html),
        header: res.headers()['x-robots-tag'] === 'noindex',
      };
    }),
  );
  const headerOnly = await Promise.all(
    HEADER_ONLY.map(
      async ({ path, headers }) => (await request.get(path, { headers })).headers()['x-robots-tag'] === 'noindex',
    ),
  );
  const sitemap = (await request.get('/sitemap.xml')).status();
  const robots = await (await request.get('/robots.txt')).text();
  return {
    metaNoindexOnEveryPage: pages.every((p) => p.meta),
    metaNoindexOnAnyPage: pages.some((p) => p.meta),
    headerOnEveryPage: pages.every((p) => p.header) && headerOnly.every(Boolean),
    headerOnAnyPage: pages.some((p) => p.header) || headerOnly.some(Boolean),
    sitemap,
    robotsAllowsAll: /^Allow: \/$/m.test(robots) && !/^Disallow: \/\s*$/m.test(robots),
    robotsNamesSitemap: /^Sitemap:/m.test(robots),
  };
}

test('flipping noindex flips meta robots, X-Robots-Tag, the sitemap and robots.txt within a minute, and back', async ({
  request,
  demo,
}) => {
  test.setTimeout(240_000);
  // The demo fixture puts noindex back after the test whatever happens; switching it off here is part of the test.
  await demo.switches({ noindex: true });
  await expect
    .poll(() => signals(request), { ...WAIT, message: 'noindex on: all four signals' })
    .toMatchObject({
      metaNoindexOnEveryPage: true,
      headerOnEveryPage: true,
      sitemap: 404,
      robotsAllowsAll: true,
      robotsNamesSitemap: false,
    });
  await demo.switches({ noindex: false });
  await expect
    .poll(() => signals(request), { ...WAIT, message: 'noindex off again: the normal site' })
    .toMatchObject({
      metaNoindexOnAnyPage: false,
      headerOnAnyPage: false,
      sitemap: 200,
      robotsAllowsAll: true,
      robotsNamesSitemap: true,
    });
});
