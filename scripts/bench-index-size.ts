/**
 * The HTML size of every index page of a clinic that writes a lot:
 *   npm run bench:index-size -- [--posts 500] [--dist .next-bench-index]
 * Starts the demo clinic over HTTP with `--posts` generated posts on top of its own, runs `next build` against it as a
 * live clinic, starts `next start` on the build and requests every index page: home, treatments, team, case studies,
 * and every page of the paged posts index (lib/paging.ts). Prints each page's HTML size (raw and gzip) and its list
 * items; exit 1 when a page is not 200 or an index page's HTML is over 100 kB (the home page is printed for
 * comparison: its size is its blocks', not a list's).
 * A benchmark, not part of `npm test`: run it under `flock /tmp/heavy.lock` on a shared machine.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startDemoServer } from '../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../lib/demo-clinic/keys';
import { pageCount, pagedPath } from '../lib/paging';
import { arg } from './lib/args';

const posts = Number(arg('posts', '500'));
const dist = arg('dist', '.next-bench-index');
const LIMIT = 100 * 1024;

const demo = await startDemoServer({ generatedPosts: posts, rateLimit: 100_000 });
const auth = { authorization: `Bearer ${DEMO_API_KEY}` };
const list = (await (await fetch(`${demo.origin}/api/v1/pages`, { headers: auth })).json()) as {
  pages: { path: string; type: string }[];
};
const indexes = list.pages.filter((p) => ['services', 'team', 'case-studies', 'posts'].includes(p.type));
const paths = ['/'];
for (const index of indexes) {
  const content = (await (
    await fetch(`${demo.origin}/api/v1/content?path=${encodeURIComponent(index.path)}`, { headers: auth })
  ).json()) as { page: { posts?: unknown[]; caseStudies?: unknown[] } };
  const items = content.page.posts ?? content.page.caseStudies;
  const count = items ? pageCount(items.length) : 1;
  for (let n = 1; n <= count; n++) paths.push(pagedPath(index.path, n));
}
console.log(`Demo clinic at ${demo.origin}: ${list.pages.length} published paths, ${posts} generated posts`);

rmSync(dist, { recursive: true, force: true });
// next build adds its distDir's type folders to tsconfig.json's include: a benchmark must not change the project.
const tsconfig = readFileSync('tsconfig.json', 'utf8');
const env = {
  ...process.env,
  CLINIC_API_URL: `${demo.origin}/api/v1`,
  CLINIC_API_KEY: DEMO_API_KEY,
  SITE_URL: 'https://bench.example',
  NEXT_DIST_DIR: dist,
  NEXT_TELEMETRY_DISABLED: '1',
};
const built = await new Promise<number>((resolve) => {
  const child = spawn('npx', ['next', 'build'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  child.on('exit', (c) => resolve(c ?? 1));
});
if (readFileSync('tsconfig.json', 'utf8') !== tsconfig) writeFileSync('tsconfig.json', tsconfig);
if (built !== 0) {
  await demo.close();
  process.exit(1);
}

const port = 3900 + Math.floor(Math.random() * 90);
const server = spawn('npx', ['next', 'start', '-p', String(port)], { stdio: 'ignore', detached: true, env });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240; i++) {
  const up = await fetch(base, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 500));
}

const rows: { path: string; status: number; bytes: number; gzip: number; items: number }[] = [];
for (const path of paths) {
  const res = await fetch(base + path, { signal: AbortSignal.timeout(30_000) });
  const html = Buffer.from(await res.arrayBuffer());
  const text = html.toString('utf8');
  const main = text.slice(text.indexOf('<main'), text.indexOf('</main>'));
  rows.push({
    path,
    status: res.status,
    bytes: html.length,
    gzip: gzipSync(html).length,
    items: (main.match(/<li[ >]/g) ?? []).length,
  });
}
try {
  process.kill(-server.pid!, 'SIGTERM');
} catch {
  /* gone */
}
await demo.close();

const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
console.log('\n=== bench:index-size ===');
console.log('| page | status | HTML | gzip | list items in main |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.path} | ${r.status} | ${kB(r.bytes)} | ${kB(r.gzip)} | ${r.items} |`);
// The home page is printed for comparison, not held to the limit: it is not a list that grows with the clinic (its
// size is its blocks', about the same with 5 posts or 500): the limit is the indexes'.
const indexRows = rows.filter((r) => r.path !== '/');
const over = rows.filter((r) => r.status !== 200 || (r.path !== '/' && r.bytes > LIMIT));
const largest = indexRows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
console.log(
  `\nlargest index page: ${largest.path} ${kB(largest.bytes)}; limit ${kB(LIMIT)}; ${over.length} over or not 200`,
);
process.exit(over.length ? 1 : 0);
