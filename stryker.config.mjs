// Mutation testing of the modules whose mistakes cost most (docs/testing.md). Run with `npm run test:mutation`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'lib/clinic-api/client.ts',
    'lib/clinic-api/pacing.ts',
    'lib/clinic-api/errors.ts',
    'lib/clinic-api/schemas/**/*.ts',
    'lib/demo-clinic/booking/**/*.ts',
    'lib/demo-clinic/leads/**/*.ts',
    'lib/validation/**/*.ts',
    'lib/leads/validate.ts',
    'lib/leads/time-windows.ts',
    'lib/booking/request.ts',
    'lib/feedback/form.ts',
    'lib/sanitize.ts',
  ],
  ignorePatterns: ['.next', '.next-*', 'out', 'public', 'tests/e2e', 'test-results', 'playwright-report', 'screenshots', '.demo-data'],
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: two test workers at most.
  concurrency: 2,
  timeoutMS: 5_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
