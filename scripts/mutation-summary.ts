/**
 * Prints the mutation score per module group from Stryker's JSON report (reports/mutation/mutation.json), so the
 * figures in docs/testing.md come from one command. Exits non-zero when a group is under the threshold.
 */
import { readFileSync } from 'node:fs';

const REPORT = process.argv[2] ?? 'reports/mutation/mutation.json';
const THRESHOLD = 80;

/** Module groups, in the order docs/testing.md lists them; the first matching prefix wins. */
const GROUPS: [name: string, prefixes: string[]][] = [
  ['clinic-api client', ['lib/clinic-api/client.ts']],
  ['clinic-api pacing', ['lib/clinic-api/pacing.ts']],
  ['clinic-api errors', ['lib/clinic-api/errors.ts']],
  ['clinic-api schemas', ['lib/clinic-api/schemas/']],
  ['demo booking rules', ['lib/demo-clinic/booking/']],
  ['demo lead rules', ['lib/demo-clinic/leads/']],
  ['form validation', ['lib/validation/', 'lib/leads/validate.ts', 'lib/leads/time-windows.ts', 'lib/booking/request.ts', 'lib/feedback/form.ts']],
  ['sanitiser', ['lib/sanitize.ts']],
];

type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
interface Report {
  files: Record<string, { mutants: { status: Status }[] }>;
}

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
const counts = new Map<string, Record<Status, number>>();
const empty = (): Record<Status, number> => ({ Killed: 0, Survived: 0, NoCoverage: 0, Timeout: 0, CompileError: 0, RuntimeError: 0, Ignored: 0, Pending: 0 });

for (const [file, { mutants }] of Object.entries(report.files)) {
  const rel = file.replace(/\\/g, '/').replace(/^.*?(?=lib\/)/, '');
  const group = GROUPS.find(([, prefixes]) => prefixes.some((p) => rel.startsWith(p)))?.[0] ?? 'other';
  const c = counts.get(group) ?? empty();
  for (const m of mutants) c[m.status]++;
  counts.set(group, c);
}

/** Stryker's mutation score: detected (killed or timed out) over every valid mutant, no-coverage ones included. */
const score = (c: Record<Status, number>) => {
  const detected = c.Killed + c.Timeout + c.RuntimeError;
  const valid = detected + c.Survived + c.NoCoverage;
  return valid === 0 ? NaN : (100 * detected) / valid;
};

const rows = [...GROUPS.map(([name]) => name), 'other'].filter((g) => counts.has(g));
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`\n${'module group'.padEnd(20)} ${pad('score', 7)} ${pad('killed', 7)} ${pad('timeout', 8)} ${pad('survived', 9)} ${pad('no cov', 7)} ${pad('ignored', 8)}`);
let failed = false;
for (const g of rows) {
  const c = counts.get(g)!;
  const s = score(c);
  if (!(s >= THRESHOLD)) failed = true;
  console.log(
    `${g.padEnd(20)} ${pad(s.toFixed(1) + ' %', 7)} ${pad(c.Killed, 7)} ${pad(c.Timeout, 8)} ${pad(c.Survived, 9)} ${pad(c.NoCoverage, 7)} ${pad(c.Ignored, 8)}`,
  );
}
const all = [...counts.values()].reduce((a, c) => {
  for (const k of Object.keys(a) as Status[]) a[k] += c[k];
  return a;
}, empty());
console.log(`${'all'.padEnd(20)} ${pad(score(all).toFixed(1) + ' %', 7)}`);
if (failed) {
  console.log(`\nAt least one group is under ${THRESHOLD} %.`);
  process.exitCode = 1;
}
