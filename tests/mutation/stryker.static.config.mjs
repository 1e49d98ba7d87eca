// Second mutation pass (docs/testing.md): only the mutants of module-level code (module-level-ignorer.mjs),
// each run with a fresh module graph per test file (vitest.isolated.config.ts) so the mutant is really
// in the module the tests import.
import base from './stryker.config.mjs';

const reports = process.env.MUTATION_REPORT_DIR ?? 'reports/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  ...base,
  vitest: { configFile: 'tests/mutation/vitest.isolated.config.ts' },
  plugins: [...base.plugins, './tests/mutation/module-level-ignorer.mjs'],
  ignorers: ['module-level-only'],
  ignoreStatic: false,
  // An isolated run of every listed test can outlast 5 s on the loaded 2-core machine: with 5 s, 45 schema mutants
  // "timed out" that run in well under 30 s and 23 of them in fact survive (docs/testing.md).
  timeoutMS: 30_000,
  jsonReporter: { fileName: `${reports}/static.json` },
  htmlReporter: { fileName: `${reports}/static.html` },
};

export default config;
