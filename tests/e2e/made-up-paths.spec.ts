import { test, expect } from './support';

/**
 * Random paths leave no trace (proxy.ts): a path outside the published set is the site's 404, answered from the one
 * 404 kept for its closest published page, so Next's page cache (its memory; Redis with several instances) keeps at
 * most one 404 per published page, not one per made-up path.
 * Every such answer carries the page headers, a path with a dot included.
 */
test('made-up paths are the site 404, with the page headers, served from one cached page', async ({ request }) => {
  const id = Date.now().toString(36);
  // A made-up path is answered from the one 404 kept for the published page closest to it (the proxy's rewrite):
  // the first near a page may render that 404; another near the same page is served from it.
  for (const path of [`/nie-ma-tej-strony-${id}`, `/zabiegi/nie-ma-${id}`, `/wp-login-${id}.php`]) {
    expect((await request.get(`${path}a`)).status(), path).toBe(404);
    const res = await request.get(`${path}b`);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('text/html');
    expect(res.headers()['content-security-policy'] ?? '', path).toContain("default-src 'self'");
    expect(await res.text(), path).toContain('Nie znaleźliśmy tej strony');
    // Never seen before, yet a cache hit: no page was rendered (and stored) for this path. Under ISR a path of its
    // own is a MISS, rendered and then kept.
    expect(res.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
  }
});
