import { test, expect } from './support';
import { spawn, type ChildProcess } from 'node:child_process';
import { startDemoServer, type StandaloneDemo } from '../../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../../lib/demo-clinic/keys';
import { freePort } from '../../scripts/lib/free-port';

/**
 * The same build pointed at another implementation of the API (the demo over HTTP, with different content):
 * it renders that content with no code change. A path only that API knows is rendered on its first visit.
 */
let api: StandaloneDemo;
let site: ChildProcess;
let PORT = 0;

test.beforeAll(async () => {
  api = await startDemoServer({ port: 0 });
  const c = api.instance.store.content;
  c.site.name = 'Gabinet Testowy Zdrowie';
  c.site.menu = [...c.site.menu, { label: 'Nowa strona', path: '/nowa-strona-testowa' }];
  c.pages.push({
    path: '/nowa-strona-testowa',
    title: 'Nowa strona',
    seoTitle: null,
    seoDescription: null,
    updatedAt: '2026-11-01T10:00:00Z',
    blocks: [
      {
        id: 'h',
        type: 'hero.v1',
        props: {
          eyebrow: null,
          title: 'Strona z innego API',
          lead: 'Treść spoza wbudowanej kliniki.',
          image: null,
          ctas: [],
        },
      },
      { id: 'x', type: 'unknown-block.v9', props: {} },
      {
        id: 'r',
        type: 'rich-text.v1',
        props: { html: '<p>Akapit z <strong>innego</strong> serwera.</p><script>window.__pwned=1</script>' },
      },
    ],
  });
  // Three more pages only this API has: each renders on its first visit (the locations test below counts calls).
  for (const n of [1, 2, 3]) {
    c.pages.push({
      path: `/oddzial-${n}`,
      title: `Oddział ${n}`,
      seoTitle: null,
      seoDescription: null,
      updatedAt: '2026-11-01T10:00:00Z',
      blocks: [
        {
          id: 'h',
          type: 'hero.v1',
          props: { eyebrow: null, title: `Oddział ${n}`, lead: null, image: null, ctas: [] },
        },
      ],
    });
  }
  PORT = await freePort();
  // Node runs Next's CLI directly (no npx in between), so the pid is the server's own and kill() stops it.
  site = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    env: {
      ...process.env,
      CLINIC_API_URL: `${api.origin}/api/v1`,
      CLINIC_API_KEY: DEMO_API_KEY,
      SITE_URL: `http://localhost:${PORT}`,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 60; i++) {
    const ok = await fetch(`http://localhost:${PORT}/nowa-strona-testowa`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('site on the other API did not start');
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await api?.close();
});

test('renders a page that only the other API has, with its blocks, leaving out the unknown one', async ({ page }) => {
  const res = await page.goto(`http://localhost:${PORT}/nowa-strona-testowa`);
  expect(res?.status()).toBe(200);
  // beforeAll's readiness probe rendered it: layout, metadata and page shared one GET /content, and the page is cached now.
  expect(api.hits.get('/api/v1/content')).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strona z innego API');
  await expect(page.getByText('Akapit z innego serwera.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(
    page.getByRole('navigation', { name: 'Nawigacja główna' }).first().getByRole('link', { name: 'Nowa strona' }),
  ).toBeAttached();
  await expect(page).toHaveTitle(/Gabinet Testowy Zdrowie/);
});

test('every page shows the locations, and they cost no call of their own: one GET /locations for many pages', async ({
  request,
}) => {
  const before = api.hits.get('/api/v1/content') ?? 0;
  for (const n of [1, 2, 3]) {
    const res = await request.get(`http://localhost:${PORT}/oddzial-${n}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('ul. Starowiślna 60');
    expect(html).toMatch(/class="location-name"[^>]*>Centrum</);
  }
  expect((api.hits.get('/api/v1/content') ?? 0) - before).toBe(3);
  // Kept a minute per process: the readiness probe's page read them, these three did not ask again.
  expect(api.hits.get('/api/v1/locations')).toBe(1);
});
