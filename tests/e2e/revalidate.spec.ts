import { expect, test } from '@playwright/test';
import { E2E_REVALIDATE_SECRET as SECRET } from '../../scripts/lib/e2e-server-env';

/**
 * POST /api/revalidate on a running `next start` (one instance, no Redis): a page renamed in the clinic's panel
 * shows its new title on the next requests after a revalidation, instead of after the 60-second refresh.
 * Runs in the serial project: it changes demo content (and puts it back).
 */
const PATH = '/blog/jak-czesto-na-przeglad';

test.describe.configure({ mode: 'serial' });

async function h1(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get(PATH);
  expect(res.status()).toBe(200);
  const html = await res.text();
  return {
    title: /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim(),
    cache: res.headers()['x-nextjs-cache'],
  };
}

test('refuses a caller without the secret, and a bad body', async ({ request }) => {
  expect((await request.post('/api/revalidate', { data: {} })).status()).toBe(401);
  expect(
    (await request.post('/api/revalidate', { data: {}, headers: { authorization: 'Bearer nope' } })).status(),
  ).toBe(401);
  const bad = await request.post('/api/revalidate', {
    data: { paths: ['//evil.example'] },
    headers: { authorization: `Bearer ${SECRET}` },
  });
  expect(bad.status()).toBe(400);
});

test('a renamed page is served fresh right after a revalidation', async ({ request }) => {
  // Let the page settle into a fresh cache entry (a pre-rendered page older than 60 s is regenerated once first).
  await expect.poll(async () => (await h1(request)).cache, { timeout: 20_000 }).toBe('HIT');
  const original = (await h1(request)).title!;
  expect(original.length).toBeGreaterThan(3);
  const renamed = `Przegląd co pół roku — ${Date.now()}`;
  try {
    expect((await request.post('/api/demo/edit', { data: { path: PATH, title: renamed } })).status()).toBe(200);
    // Still cached: within its 60 s the site does not ask the API again.
    expect(await h1(request)).toEqual({ title: original, cache: 'HIT' });

    const res = await request.post('/api/revalidate', {
      data: { paths: [PATH] },
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).revalidated).toEqual([PATH]);
    // Next renders the page afresh on the next request(s), long before the 60-second refresh would.
    const started = Date.now();
    await expect.poll(async () => (await h1(request)).title, { timeout: 15_000, intervals: [200] }).toBe(renamed);
    expect(Date.now() - started).toBeLessThan(15_000);
  } finally {
    await request.post('/api/demo/edit', { data: { path: PATH, title: original } });
    await request.post('/api/revalidate', { data: {}, headers: { authorization: `Bearer ${SECRET}` } });
  }
});
