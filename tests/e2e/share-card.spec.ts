import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { expect, test } from './support';

/**
 * The share cards as the server build answers them (app/og/[...card]/; the export's files: export.spec.ts), and where
 * their fonts come from: files inside the build (.next/server), named by the route's trace, so a standalone copy of
 * the build, or `next start` run from another folder, draws them too (lib/share-card/fonts.ts). Run from another
 * folder in tests/unit/share-card.test.ts.
 */
const DIST = process.env.NEXT_DIST_DIR || '.next';
const CARD_FONTS = ['card-inter-core-500', 'card-inter-pl-500', 'card-fraunces-core-600', 'card-fraunces-pl-600'];

test('a page’s share card is a 1200×630 PNG under 100 kB', async ({ request }) => {
  const res = await request.get('/og/zabiegi/higienizacja/card.png');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const body = await res.body();
  expect(body.length).toBeLessThan(100 * 1024);
  expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
});

test('the card route’s fonts are files of the build itself, not of the project folder', () => {
  const trace = join(DIST, 'server', 'app', 'og', '[...card]', 'route.js.nft.json');
  const files = (JSON.parse(readFileSync(trace, 'utf8')) as { files: string[] }).files.map((f) =>
    resolve(dirname(trace), f),
  );
  const server = resolve(DIST, 'server');
  for (const font of CARD_FONTS) {
    const inBuild = files.filter(
      (f) => f.endsWith('.ttf') && f.includes(font) && !relative(server, f).startsWith('..'),
    );
    expect(inBuild, font).toHaveLength(1);
    expect(readFileSync(inBuild[0]!).length, font).toBeGreaterThan(1000);
  }
  // Read where the bundler can see which file: it does not trace the whole project into the route instead.
  const project = files.map((f) => relative(process.cwd(), f)).filter((f) => /^(tests|docs)\//.test(f));
  expect(project).toEqual([]);
});
