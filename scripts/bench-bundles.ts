/**
 * After `npm run build`: prints the JavaScript each route sends to the browser (from Next's route bundle stats),
 * so "content pages ship no JavaScript of our own beyond the framework's" is a number, not a hope.
 *   npx tsx scripts/bench-bundles.ts
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

type RouteStats = {
  route?: string;
  page?: string;
  firstLoadUncompressedJsBytes?: number;
  firstLoadChunkPaths?: string[];
};

const statsFile = join('.next', 'diagnostics', 'route-bundle-stats.json');
const raw = JSON.parse(
  await readFile(statsFile, 'utf8').catch(() => {
    console.error(`No ${statsFile}: run \`npm run build\` first.`);
    process.exit(1);
  }),
) as RouteStats[] | Record<string, RouteStats>;
const rows = Array.isArray(raw) ? raw : Object.entries(raw).map(([route, s]) => ({ route, ...s }));

async function gz(paths: string[]): Promise<number> {
  let total = 0;
  for (const p of paths) {
    const file = p.startsWith('.next') ? p : join('.next', p.replace(/^\/?_next\//, ''));
    total += gzipSync(await readFile(file).catch(() => Buffer.alloc(0))).length;
  }
  return total;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const base = rows.find((r) => (r.route ?? r.page) === '/_not-found') ?? null;
const baseChunks = new Set(base?.firstLoadChunkPaths ?? []);
console.log(
  'route'.padEnd(34),
  'first-load JS (raw)'.padStart(20),
  'gzip'.padStart(10),
  'beyond the 404 page'.padStart(22),
);
for (const r of rows) {
  const chunks = r.firstLoadChunkPaths ?? [];
  const extra = chunks.filter((c) => !baseChunks.has(c));
  console.log(
    String(r.route ?? r.page).padEnd(34),
    kb(r.firstLoadUncompressedJsBytes ?? 0).padStart(20),
    kb(await gz(chunks)).padStart(10),
    kb(await gz(extra)).padStart(22),
  );
}
