import { test, expect } from './support';

/**
 * Random paths leave no trace (proxy.ts): a path outside the published set is the site's 404, answered from one fixed
 * path, so Next's page cache (its memory; Redis with several instances) keeps one 404 page, not one per made-up path.
 * Every such answer carries the page headers, a path with a dot included.
 */
test('made-up paths are the site 404, with the page headers, served from one cached page', async ({ request }) => {
  const id = Date.now().toString(36);
  // The first 404 of the server may render the one page; every other made-up path is served from it.
  expect((await request.get(`/rozgrzewka-${id}`)).status()).toBe(404);
  for (const path of [`/nie-ma-tej-strony-${id}`, `/zabiegi/nie-ma-${id}`, `/wp-login-${id}.php`]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('text/html');
    expect(res.headers()['content-security-policy'] ?? '', path).toContain("default-src 'self'");
    expect(await res.text(), path).toContain('Nie znaleźliśmy tej strony');
    // Never seen before, yet a cache hit: no page was rendered (and stored) for this path. Under ISR a path of its
    // own is a MISS, rendered and then kept.
    expect(res.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
  }
});
