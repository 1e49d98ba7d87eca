/**
 * Prints the mutation score per module group from the two Stryker passes (reports/mutation/dynamic.json from
 * tests/mutation/stryker.config.mjs, reports/mutation/static.json from tests/mutation/stryker.static.config.mjs).
 * A mutant both passes ran counts as detected when either detected it: the first pass cannot switch on module-level
 * code that a test imports late, so its "survived" there says nothing. Exits non-zero when a group is under the
 * threshold.
 * Usage: tsx scripts/mutation-summary.ts [dir ...]: each dir is searched, folders below included, for dynamic.json
 * and static.json (one group's runs each in a folder of their own can be summed this way).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globPrefix, MUTATION_GROUPS } from './lib/mutation-groups';

const DIRS = process.argv.length > 2 ? process.argv.slice(2) : ['reports/mutation'];
const THRESHOLD = 85;

/** Module groups, in the order docs/testing.md lists them; the first matching prefix wins. */
const GROUPS: [name: string, prefixes: string[]][] = MUTATION_GROUPS.map((g) => [g.name, g.mutate.map(globPrefix)]);

type Status =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
interface Mutant {
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
  status: Status;
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const relative = (file: string) => file.replace(/\\/g, '/').replace(/^.*?(?=(lib|components)\/)/, '');
const key = (file: string, m: Mutant) =>
  `${relative(file)}:${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column}:${m.mutatorName}:${m.replacement ?? ''}`;

const reportsIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? reportsIn(join(dir, e.name))
          : e.name === 'dynamic.json' || e.name === 'static.json'
            ? [join(dir, e.name)]
            : [],
      )
    : [];

/** Which result wins when more than one pass ran a mutant: a detection in any pass, then a test that ran. */
const RANK: Record<Status, number> = {
  Killed: 6,
  Timeout: 6,
  RuntimeError: 6,
  Survived: 5,
  NoCoverage: 4,
  CompileError: 3,
  Pending: 2,
  Ignored: 1,
};

/** One status per mutant: the best result any pass gave it. */
const merged = new Map<string, { file: string; status: Status }>();
const passes = DIRS.flatMap(reportsIn);
if (passes.length === 0) throw new Error(`No Stryker report in ${DIRS.join(', ')}: run npm run test:mutation`);
for (const path of passes) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const m of mutants) {
      const k = key(file, m);
      const seen = merged.get(k);
      if (!seen || RANK[m.status] > RANK[seen.status]) merged.set(k, { file: relative(file), status: m.status });
    }
  }
}

const empty = (): Record<Status, number> => ({
  Killed: 0,
  Survived: 0,
  NoCoverage: 0,
  Timeout: 0,
  CompileError: 0,
  RuntimeError: 0,
  Ignored: 0,
  Pending: 0,
});
const counts = new Map<string, Record<Status, number>>();
for (const { file, status } of merged.values()) {
  const group = GROUPS.find(([, prefixes]) => prefixes.some((p) => file.startsWith(p)))?.[0] ?? 'other';
  const c = counts.get(group) ?? empty();
  c[status]++;
  counts.set(group, c);
}

/** Stryker's mutation score: detected (killed or timed out) over every valid mutant, no-coverage ones included. */
const score = (c: Record<Status, number>) => {
  const detected = c.Killed + c.Timeout + c.RuntimeError;
  const valid = detected + c.Survived + c.NoCoverage;
  return valid === 0 ? NaN : (100 * detected) / valid;
};

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`\nMutation score per module group (${passes.join(' + ')})`);
console.log(
  `${'module group'.padEnd(20)} ${pad('score', 8)} ${pad('killed', 7)} ${pad('timeout', 8)} ${pad('survived', 9)} ${pad('no cov', 7)} ${pad('ignored', 8)}`,
);
let failed = false;
const all = empty();
for (const g of [...GROUPS.map(([name]) => name), 'other'].filter((name) => counts.has(name))) {
  const c = counts.get(g)!;
  for (const k of Object.keys(all) as Status[]) all[k] += c[k];
  const s = score(c);
  if (!(s >= THRESHOLD)) failed = true;
  console.log(
    `${g.padEnd(20)} ${pad(s.toFixed(1) + ' %', 8)} ${pad(c.Killed, 7)} ${pad(c.Timeout, 8)} ${pad(c.Survived, 9)} ${pad(c.NoCoverage, 7)} ${pad(c.Ignored, 8)}`,
  );
}
console.log(
  `${'all'.padEnd(20)} ${pad(score(all).toFixed(1) + ' %', 8)} ${pad(all.Killed, 7)} ${pad(all.Timeout, 8)} ${pad(all.Survived, 9)} ${pad(all.NoCoverage, 7)} ${pad(all.Ignored, 8)}`,
);
if (failed) {
  console.log(`\nAt least one group is under ${THRESHOLD} %.`);
  process.exitCode = 1;
}
