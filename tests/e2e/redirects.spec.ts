import { expect, test } from './support';

/**
 * The redirects file in the server build: the e2e build reads tests/e2e/fixtures/redirects.csv (REDIRECTS_FILE,
 * scripts/lib/e2e-server-env.ts). Answered by next.config redirects, before the proxy and any render.
 */
const CASES = [
  { from: '/o-klinice', status: 301, location: '/o-nas' },
  { from: '/cennik-uslug', status: 308, location: '/cennik' },
  { from: '/stary-blog/higienizacja-krok-po-kroku', status: 301, location: '/blog/higienizacja-krok-po-kroku' },
  { from: '/stary-blog', status: 301, location: '/blog' },
  { from: '/oferta/implanty/cena', status: 308, location: '/zabiegi' },
];

for (const c of CASES) {
  test(`${c.from} answers ${c.status} to ${c.location}`, async ({ request }) => {
    const res = await request.get(c.from, { maxRedirects: 0 });
    expect(res.status()).toBe(c.status);
    expect(res.headers().location).toBe(c.location);
    // No render: the proxy's page headers are not on it.
    expect(res.headers()['content-security-policy']).toBeUndefined();
  });
}

test("the old site's address with a trailing slash lands on the page in one more hop at most", async ({ page }) => {
  const res = await page.goto('/o-klinice/');
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/o-nas');
});

test('a path no line names is not redirected', async ({ request }) => {
  const res = await request.get('/oferty', { maxRedirects: 0 });
  expect(res.status()).toBe(404);
});
