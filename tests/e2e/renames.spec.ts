import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_REVALIDATE_SECRET as SECRET } from '../../scripts/lib/e2e-server-env';

/**
 * The automatic redirect after the clinic renames a page (lib/site-data/renames.ts) on a running `next start`: the
 * demo clinic gives a treatment a new slug (its id stays), and the old path answers 308 to the new one within the
 * published set's refresh (a minute), at once after a revalidation; a second rename sends the first path straight to
 * the newest; renaming back publishes the path again, and nothing loops. Runs in the serial project: it changes demo
 * content (and puts it back).
 */
const A = '/zabiegi/przeglad-stomatologiczny';
const B = '/zabiegi/przeglad-zebow';
const C = '/zabiegi/przeglad-kontrolny';

test.describe.configure({ mode: 'serial' });

const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function rename(request: APIRequestContext, from: string, to: string) {
  const res = await request.post('/api/demo/edit', { data: { path: from, slug: slugOf(to) } });
  expect(res.status(), await res.text()).toBe(200);
}

async function revalidate(request: APIRequestContext) {
  const res = await request.post('/api/revalidate', { data: {}, headers: { authorization: `Bearer ${SECRET}` } });
  expect(res.status()).toBe(200);
}

/** `308 /x`, `200`, `404`: what a path answers, without following a redirect. */
async function answer(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { maxRedirects: 0 });
  return res.status() === 308
    ? `308 ${new URL(res.headers()['location'] ?? '', 'http://x').pathname}`
    : String(res.status());
}

test('an old path redirects to the renamed page, without chains or loops', async ({ request }) => {
  test.setTimeout(330_000);
  expect(await answer(request, A)).toBe('200');
  expect(await answer(request, B)).toBe('404');
  try {
    await rename(request, A, B);
    // No revalidation: the published set's own refresh (a minute) finds the rename.
    await expect.poll(() => answer(request, A), { timeout: 150_000, intervals: [2_000] }).toBe(`308 ${B}`);
    // The new path is a page by the same refresh; a 404 rendered for it a moment before may stand for its minute.
    await expect.poll(() => answer(request, B), { timeout: 90_000, intervals: [2_000] }).toBe('200');
    // The query string goes along.
    const res = await request.get(`${A}?utm_source=znanylekarz`, { maxRedirects: 0 });
    expect(res.headers()['location']).toMatch(/\/zabiegi\/przeglad-zebow\?utm_source=znanylekarz$/);

    // A → B, then B → C: A goes straight to C.
    await rename(request, B, C);
    await revalidate(request);
    await expect.poll(() => answer(request, B), { timeout: 20_000, intervals: [500] }).toBe(`308 ${C}`);
    expect(await answer(request, A)).toBe(`308 ${C}`);

    // Back to A: A is a page again (the published page wins), B and C lead to it, none to itself.
    await rename(request, C, A);
    await revalidate(request);
    await expect.poll(() => answer(request, A), { timeout: 20_000, intervals: [500] }).toBe('200');
    expect(await answer(request, B)).toBe(`308 ${A}`);
    expect(await answer(request, C)).toBe(`308 ${A}`);
    expect((await request.get(B)).status()).toBe(200);
  } finally {
    for (const from of [B, C]) await request.post('/api/demo/edit', { data: { path: from, slug: slugOf(A) } });
    await revalidate(request);
  }
});
