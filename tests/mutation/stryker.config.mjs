// Run from the repository's root (paths below are relative to it). Mutation testing of the modules whose mistakes cost most (docs/testing.md). `npm run test:mutation` runs this
// first pass, then tests/mutation/stryker.static.config.mjs, then prints the score per module group from both reports.
//
// First pass: every mutant of code that runs when called, with the test workers keeping their module graph between
// runs (tests/mutation/vitest.config.ts, 2-3x faster). "Static" mutants (code that runs once at import: zod schemas,
// constant tables) cannot be switched on in a module already imported, so this pass leaves them to the second one.
// scripts/mutation.ts runs one module group at a time and keeps each group's reports in a folder of its own.
const reports = process.env.MUTATION_REPORT_DIR ?? 'reports/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'lib/clinic-api/client.ts',
    'lib/clinic-api/pacing.ts',
    'lib/clinic-api/errors.ts',
    'lib/clinic-api/schemas/**/*.ts',
    'lib/demo-clinic/booking/**/*.ts',
    'lib/demo-clinic/leads/**/*.ts',
    'lib/validation/**/*.ts',
    'components/enquiry/validate.ts',
    'components/booking/request.ts',
    'components/feedback/form.ts',
    'lib/sanitize.ts',
    'lib/budget/**/*.ts',
    'lib/outbox/**/*.ts',
    'lib/search/**/*.ts',
    'lib/abuse/counters.ts',
    'lib/server/dispatcher.ts',
    'lib/site-data/checked.ts',
    'lib/images/media-check.ts',
    'lib/theme/validate.ts',
    'lib/redirects/parse.ts',
  ],
  ignoreStatic: true,
  ignorePatterns: [
    '.next',
    '.next-*',
    'out',
    'public',
    'tests/e2e',
    'test-results',
    'playwright-report',
    'screenshots',
    '.demo-data',
    'reports',
    // Stryker's own sandboxes: without this a run copies the previous run's leftovers into its sandbox.
    '.stryker-tmp*',
  ],
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: two test workers at most.
  concurrency: 2,
  timeoutMS: 5_000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `${reports}/dynamic.json` },
  htmlReporter: { fileName: `${reports}/dynamic.html` },
  // Per-file table only; the surviving mutants are listed in the HTML report.
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0, reportMutants: false },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
