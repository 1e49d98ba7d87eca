import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import base from '../../vitest.config';
import { MUTATION_GROUPS } from '../../scripts/lib/mutation-groups';

/**
 * The tests Stryker runs against each mutant (tests/mutation/stryker.config.mjs): the unit tests that pin the mutated
 * modules, each group's as scripts/lib/mutation-groups.ts lists them (a new test file for these modules goes there to
 * count). The integration tests that start the demo over HTTP and wait on real rate windows, and the UI and SEO
 * tests, are left out.
 */
const MUTATION_TESTS = [...new Set(MUTATION_GROUPS.flatMap((g) => g.tests))];

/**
 * MUTATION_TESTS_ONLY (comma-separated paths from the list above) narrows the run to those files, for measuring one
 * module group at a time: a module-level mutant runs against every listed test, so the whole list makes the second
 * pass hours long. Fewer tests can only kill fewer mutants: a narrowed score is a lower bound.
 */
const only = process.env.MUTATION_TESTS_ONLY?.split(',')
  .map((f) => f.trim())
  .filter(Boolean);
const unknown = only?.filter((f) => !MUTATION_TESTS.includes(f)) ?? [];
if (unknown.length > 0) throw new Error(`MUTATION_TESTS_ONLY names tests not in MUTATION_TESTS: ${unknown.join(', ')}`);

export default defineConfig({
  ...base,
  // Paths below are the repository's, as in the main config, not this folder's.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    ...base.test,
    include: only?.length ? only : MUTATION_TESTS,
    // One module graph per worker across runs: 2-3x faster. A module-level ("static") mutant cannot be switched on
    // in a module already imported, so stryker.config.mjs ignores those and stryker.static.config.mjs runs them
    // isolated (docs/testing.md).
    isolate: false,
  },
});
