import { expect, test } from './support';

/**
 * /feed.xml in the server build: linked from the head of every page kind, a well-formed XML document by the
 * browser's own strict parser, RSS 2.0 with the demo's posts at absolute addresses. The rules a feed validator checks
 * are unit-tested in tests/unit/feed.test.ts.
 */
test('every page links the feed, which is well-formed RSS 2.0 listing the posts', async ({ page, request }) => {
  for (const path of ['/', '/blog', '/zabiegi/higienizacja', '/umow-wizyte', '/polityka-prywatnosci']) {
    await page.goto(path);
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(link, path).toHaveCount(1);
    expect(new URL((await link.getAttribute('href'))!).pathname, path).toBe('/feed.xml');
  }
  const res = await request.get('/feed.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await res.text();
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    return {
      error,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      links: [...doc.querySelectorAll('item > link')].map((l) => l.textContent),
      dates: [...doc.querySelectorAll('item > pubDate')].map((d) => d.textContent),
    };
  }, xml);
  expect(read.error).toBeNull();
  expect(read).toMatchObject({ root: 'rss', version: '2.0' });
  expect(read.links.map((l) => new URL(l!).pathname)).toContain('/blog/higienizacja-krok-po-kroku');
  expect(read.links.length).toBe(4);
  for (const d of read.dates) expect(d).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
});
