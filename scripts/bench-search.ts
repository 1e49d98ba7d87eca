/**
 * The site search on a big clinic: builds the index of N generated documents (treatments, specialists, posts, case
 * studies, pages with Polish titles and summaries), then times queries as patients type them (without diacritics,
 * inflected, with a typo). Prints the index's size as the static export ships it (JSON, and gzipped as a host sends
 * it) and the query latency. Figures go in docs/performance.md.
 *
 *   npm run bench:search [-- --docs 1000 --queries 2000]
 */
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { parseFlags } from './lib/cli';
import { buildIndex, search, serializeIndex } from '../lib/search/engine';
import type { SearchDoc, SearchKind } from '../lib/search/documents';

const { values } = parseFlags(
  {
    docs: { type: 'string', default: '1000' },
    queries: { type: 'string', default: '2000' },
  },
  'npm run bench:search [-- --docs 1000 --queries 2000]',
);
const N = Number(values.docs);
const Q = Number(values.queries);

const subjects = ['zęba', 'kolana', 'kręgosłupa', 'dziąseł', 'skóry', 'oka', 'serca', 'stawu', 'barku', 'biodra'];
const topics = ['Ból', 'Leczenie', 'Zapalenie', 'Badanie', 'Rehabilitacja', 'Konsultacja', 'Profilaktyka', 'Zabieg'];
const extra = ['u dzieci', 'po urazie', 'w ciąży', 'u seniorów', 'po operacji', 'sportowców', 'na NFZ', 'prywatnie'];
const kinds: SearchKind[] = ['service', 'doctor', 'post', 'case-study', 'page'];

function doc(i: number): SearchDoc {
  const title = `${topics[i % topics.length]} ${subjects[(i >> 3) % subjects.length]} ${extra[(i >> 5) % extra.length]} ${i}`;
  return {
    id: `/strona-${i}`,
    kind: kinds[i % kinds.length]!,
    title,
    text: `Wszystko o tym, jak wygląda ${title.toLowerCase()}: przygotowanie, przebieg, rekonwalescencja i ceny.`,
    price: i % 5 === 0 ? `od ${100 + (i % 40) * 10} zł` : undefined,
  };
}

const queries = [
  'bol kolana',
  'leczenie zeba',
  'rehabilitacja kregoslupa po urazie',
  'zapalenie dziasel',
  'badanie serca',
  'konsultacja u dzieci',
  'kolanem',
  'rehabiltacja',
  'profilaktyka skory',
  'staw',
];

const docs = Array.from({ length: N }, (_, i) => doc(i));
let t0 = performance.now();
const index = buildIndex(docs);
const buildMs = performance.now() - t0;
const json = serializeIndex(index);
const gz = gzipSync(json);

for (let i = 0; i < 50; i++) search(index, queries[i % queries.length]!); // warm-up
const times: number[] = [];
let hits = 0;
for (let i = 0; i < Q; i++) {
  t0 = performance.now();
  hits += search(index, queries[i % queries.length]!).length;
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
console.log(`documents            ${N}`);
console.log(`index build          ${buildMs.toFixed(0)} ms`);
console.log(`index as JSON        ${(json.length / 1024).toFixed(0)} kB (gzip ${(gz.length / 1024).toFixed(0)} kB)`);
console.log(`queries              ${Q} (${(hits / Q).toFixed(1)} results each on average)`);
console.log(`latency per query    median ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`);
