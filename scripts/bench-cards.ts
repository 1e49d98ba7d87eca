/**
 * The share cards' cost and size (lib/share-card, docs/seo.md):
 *   npm run bench:cards -- [--posts 500] [--save /tmp/cards]
 * Starts the demo clinic over HTTP with `--posts` generated posts on top of its own, reads every published page and
 * renders its card the way the build does (renderCard). Prints the time per card and in all (what the cards add to a
 * build, on one core), each kind's largest card, and checks every card with sharp: PNG, 1200×630, under 100 kB.
 * With --save, writes one card of each kind there to look at. Exit 1 when a card fails the check.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startDemoServer } from '../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../lib/demo-clinic/keys';
import { ContentResponse, PagesResponse } from '../lib/clinic-api/schemas';
import { renderCard } from '../lib/share-card/card';
import { cardFacts } from '../lib/share-card/facts';
import { CARD_HEIGHT, CARD_WIDTH } from '../lib/share-card/size';
import { arg } from './lib/args';

const posts = Number(arg('posts', '500'));
const save = arg('save', '');
const LIMIT = 100 * 1024;

const demo = await startDemoServer({ generatedPosts: posts, rateLimit: 100_000 });
// The clinic's logo is an address on the demo's origin: the API's own, as for a configured clinic.
process.env.CLINIC_API_URL = `${demo.origin}/api/v1`;
process.env.CLINIC_API_KEY = DEMO_API_KEY;
const auth = { authorization: `Bearer ${DEMO_API_KEY}` };
const get = async (path: string) => (await fetch(`${demo.origin}/api/v1${path}`, { headers: auth })).json();
let failed = 0;
try {
  const { pages } = PagesResponse.parse(await get('/pages'));
  const contents = [];
  for (const p of pages) contents.push(ContentResponse.parse(await get(`/content?path=${encodeURIComponent(p.path)}`)));
  // The first card reads the fonts and the logo: timed apart, the rest is the cost per page.
  const first = Date.now();
  await (await renderCard(contents[0]!.site, cardFacts(contents[0]!.site, contents[0]!.page))).arrayBuffer();
  const warm = Date.now() - first;
  const largest = new Map<string, { path: string; bytes: number }>();
  const saved = new Set<string>();
  if (save) mkdirSync(save, { recursive: true });
  const started = Date.now();
  for (const { site, page } of contents) {
    const png = Buffer.from(await (await renderCard(site, cardFacts(site, page))).arrayBuffer());
    const meta = await sharp(png).metadata();
    if (meta.format !== 'png' || meta.width !== CARD_WIDTH || meta.height !== CARD_HEIGHT || png.length > LIMIT) {
      failed++;
      console.log(`✗ ${page.path}: ${meta.format} ${meta.width}×${meta.height}, ${(png.length / 1024).toFixed(1)} kB`);
    }
    const top = largest.get(page.kind);
    if (!top || png.length > top.bytes) largest.set(page.kind, { path: page.path, bytes: png.length });
    if (save && !saved.has(page.kind)) {
      saved.add(page.kind);
      writeFileSync(join(save, `${page.kind}.png`), png);
    }
  }
  const ms = Date.now() - started;
  console.log(
    `${contents.length} cards (${posts} generated posts): ${ms} ms, ${(ms / contents.length).toFixed(1)} ms a card`,
  );
  console.log(`first card (fonts and logo read): ${warm} ms`);
  for (const [kind, { path, bytes }] of largest)
    console.log(`  largest ${kind}: ${(bytes / 1024).toFixed(1)} kB (${path})`);
  if (save) console.log(`one card of each kind in ${save}/`);
  console.log(
    failed ? `${failed} cards fail (PNG, 1200×630, under 100 kB)` : 'every card: PNG, 1200×630, under 100 kB',
  );
} finally {
  await demo.close();
}
process.exit(failed ? 1 : 0);
