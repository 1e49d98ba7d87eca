import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import base from '../../vitest.config';

/**
 * The tests Stryker runs against each mutant (tests/mutation/stryker.config.mjs): the unit tests that pin the mutated modules.
 * A mutant in module-level code ("static": a schema, a constant table) is run against every one of these, so the
 * list stays short and fast; the integration tests (demo over HTTP, real rate windows) and the UI and SEO tests
 * are left out. A new test file for these modules must be added here to count.
 */
export const MUTATION_TESTS = [
  // clinic-api: client, pacing, errors, schemas
  'tests/unit/client.test.ts',
  'tests/unit/client-contract.test.ts',
  'tests/unit/client-wire.test.ts',
  'tests/unit/client-budget.test.ts',
  'tests/unit/rate-gate.test.ts',
  'tests/unit/clinic-errors.test.ts',
  'tests/unit/schemas.test.ts',
  'tests/unit/schemas-contract.test.ts',
  'tests/unit/schemas-shapes.test.ts',
  'tests/unit/schemas-load.test.ts',
  // the demo clinic's booking and lead rules
  'tests/unit/booking-rules.test.ts',
  'tests/unit/booking-slots.test.ts',
  'tests/unit/booking-email.test.ts',
  'tests/unit/booking-calendar.test.ts',
  'tests/unit/lead-aliases.test.ts',
  'tests/unit/lead-demo-consent.test.ts',
  'tests/unit/lead-rules.test.ts',
  'tests/unit/lead-body-consent.test.ts',
  'tests/unit/conversations-rules.test.ts',
  // form validation and the sanitiser
  'tests/unit/lead-validation.test.ts',
  'tests/unit/lead-form.test.ts',
  'tests/unit/booking-helpers.test.ts',
  'tests/unit/feedback-form.test.ts',
  'tests/unit/form-rules.test.ts',
  'tests/unit/sanitize.test.ts',
  'tests/unit/sanitize-second-line.test.ts',
  'tests/unit/budget.test.ts',
  'tests/unit/budget-failover.test.ts',
  'tests/unit/budget-store.test.ts',
  'tests/unit/budget-server.test.ts',
  'tests/unit/abuse-counters.test.ts',
  // the stores on a real Redis (started by the test on a free loopback port)
  'tests/integration/redis-stores.test.ts',
  'tests/integration/redis-outbox.test.ts',
  // the enquiry outbox, search, the dispatcher, the wire checks, the redirects file. form-fair-share and
  // content-by-kind are left out: they count warnings logged once per process, which a shared module graph has
  // already spent (site-checked pins those lines, forgetting them before each case).
  'tests/unit/outbox.test.ts',
  'tests/unit/enquiry-outbox.test.ts',
  'tests/unit/outbox-server.test.ts',
  'tests/unit/search.test.ts',
  'tests/unit/search-engine.test.ts',
  'tests/integration/dispatcher.test.ts',
  'tests/unit/dispatcher-bounds.test.ts',
  'tests/unit/media-check.test.ts',
  'tests/unit/site-checked.test.ts',
  'tests/unit/theme-validate.test.ts',
  'tests/unit/redirects.test.ts',
];

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
