/**
 * Mutation testing, one module group at a time (docs/testing.md): for each group, Stryker's first pass
 * (tests/mutation/stryker.config.mjs) and second pass (tests/mutation/stryker.static.config.mjs) over the group's
 * files, against the group's own tests (scripts/lib/mutation-groups.ts), reports in reports/mutation/<slug>/; then
 * the score per group. Exits non-zero when a run fails or a group is under the threshold.
 * Usage: npm run test:mutation [-- <slug> ...] [--first | --static] [--concurrency N]
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { MUTATION_GROUPS } from './lib/mutation-groups';

const args = process.argv.slice(2);
const slugs = args.filter((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const forwarded: string[] = [];
const concurrency = args.indexOf('--concurrency');
if (concurrency >= 0) forwarded.push('--concurrency', args[concurrency + 1] ?? '1');
const passes = args.includes('--first') ? ['first'] : args.includes('--static') ? ['static'] : ['first', 'static'];

const unknown = slugs.filter((s) => !MUTATION_GROUPS.some((g) => g.slug === s));
if (unknown.length > 0) {
  console.error(`Unknown group ${unknown.join(', ')}; the groups: ${MUTATION_GROUPS.map((g) => g.slug).join(', ')}`);
  process.exit(2);
}
const groups = slugs.length > 0 ? MUTATION_GROUPS.filter((g) => slugs.includes(g.slug)) : MUTATION_GROUPS;

const CONFIGS = { first: 'tests/mutation/stryker.config.mjs', static: 'tests/mutation/stryker.static.config.mjs' };
const REPORTS = { first: 'dynamic', static: 'static' };
let failed = false;
for (const g of groups) {
  const dir = `reports/mutation/${g.slug}`;
  for (const pass of passes as (keyof typeof CONFIGS)[]) {
    console.log(`\n== ${g.name}: ${pass === 'first' ? 'first pass' : 'second pass (module-level code)'}`);
    rmSync(`${dir}/${REPORTS[pass]}.json`, { force: true });
    const run = spawnSync('npx', ['stryker', 'run', CONFIGS[pass], '--mutate', g.mutate.join(','), ...forwarded], {
      stdio: 'inherit',
      env: { ...process.env, MUTATION_REPORT_DIR: dir, MUTATION_TESTS_ONLY: g.tests.join(',') },
    });
    if (run.status !== 0) failed = true;
  }
}

const summary = spawnSync(
  'npx',
  ['tsx', 'scripts/mutation-summary.ts', ...groups.map((g) => `reports/mutation/${g.slug}`)],
  {
    stdio: 'inherit',
  },
);
process.exitCode = failed || summary.status !== 0 ? 1 : 0;
