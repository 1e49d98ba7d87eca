/**
 * The module groups of mutation testing (docs/testing.md): the files each mutates and the unit tests that pin them.
 * `npm run test:mutation` runs one group at a time against its own tests only: a module-level mutant runs against
 * every test of the run, so the whole list would make the second pass hours long. Fewer tests can only kill fewer
 * mutants, so a group's score is a lower bound of what the whole list would give.
 * The tests named here are the whole list the mutation runs know (MUTATION_TESTS, tests/mutation/vitest.config.ts).
 */
export interface MutationGroup {
  name: string;
  /** Folder name under reports/mutation/ and the name `npm run test:mutation -- <slug>` takes. */
  slug: string;
  /** Globs of the mutated files (Stryker's `mutate`); a folder's glob ends in `/**\/*.ts`. */
  mutate: string[];
  tests: string[];
}

export const MUTATION_GROUPS: MutationGroup[] = [
  {
    name: 'clinic-api client',
    slug: 'client',
    mutate: ['lib/clinic-api/client.ts'],
    tests: [
      'tests/unit/client.test.ts',
      'tests/unit/client-contract.test.ts',
      'tests/unit/client-wire.test.ts',
      'tests/unit/client-budget.test.ts',
      'tests/unit/clinic-errors.test.ts',
    ],
  },
  {
    name: 'clinic-api pacing',
    slug: 'pacing',
    mutate: ['lib/clinic-api/pacing.ts'],
    tests: ['tests/unit/rate-gate.test.ts', 'tests/unit/client.test.ts'],
  },
  {
    name: 'clinic-api errors',
    slug: 'errors',
    mutate: ['lib/clinic-api/errors.ts'],
    // client-budget makes the errors the client raises before sending (refusedBeforeSending).
    tests: ['tests/unit/clinic-errors.test.ts', 'tests/unit/client.test.ts', 'tests/unit/client-budget.test.ts'],
  },
  {
    name: 'clinic-api schemas',
    slug: 'schemas',
    mutate: ['lib/clinic-api/schemas/**/*.ts'],
    tests: [
      'tests/unit/schemas.test.ts',
      'tests/unit/schemas-contract.test.ts',
      'tests/unit/schemas-shapes.test.ts',
      'tests/unit/schemas-load.test.ts',
      'tests/unit/client-contract.test.ts',
    ],
  },
  {
    name: 'demo booking rules',
    slug: 'demo-booking',
    mutate: ['lib/demo-clinic/booking/**/*.ts'],
    tests: [
      'tests/unit/booking-rules.test.ts',
      'tests/unit/booking-slots.test.ts',
      'tests/unit/booking-email.test.ts',
      'tests/unit/booking-calendar.test.ts',
    ],
  },
  {
    name: 'demo lead rules',
    slug: 'demo-leads',
    mutate: ['lib/demo-clinic/leads/**/*.ts'],
    tests: [
      'tests/unit/lead-aliases.test.ts',
      'tests/unit/lead-demo-consent.test.ts',
      'tests/unit/lead-rules.test.ts',
      'tests/unit/lead-body-consent.test.ts',
      'tests/unit/conversations-rules.test.ts',
    ],
  },
  {
    name: 'form validation',
    slug: 'form-validation',
    mutate: [
      'lib/validation/**/*.ts',
      'components/enquiry/validate.ts',
      'components/booking/request.ts',
      'components/feedback/form.ts',
    ],
    tests: [
      'tests/unit/lead-validation.test.ts',
      'tests/unit/lead-form.test.ts',
      'tests/unit/booking-helpers.test.ts',
      'tests/unit/feedback-form.test.ts',
      'tests/unit/form-rules.test.ts',
    ],
  },
  {
    name: 'sanitiser',
    slug: 'sanitiser',
    mutate: ['lib/sanitize.ts'],
    tests: ['tests/unit/sanitize.test.ts', 'tests/unit/sanitize-second-line.test.ts'],
  },
  {
    name: 'budget',
    slug: 'budget',
    mutate: ['lib/budget/**/*.ts'],
    tests: [
      'tests/unit/budget.test.ts',
      'tests/unit/budget-failover.test.ts',
      'tests/unit/budget-store.test.ts',
      'tests/unit/budget-server.test.ts',
      'tests/integration/redis-stores.test.ts',
    ],
  },
  {
    name: 'outbox',
    slug: 'outbox',
    mutate: ['lib/outbox/**/*.ts'],
    tests: [
      'tests/unit/outbox.test.ts',
      'tests/unit/enquiry-outbox.test.ts',
      'tests/unit/outbox-server.test.ts',
      'tests/integration/redis-outbox.test.ts',
    ],
  },
  {
    name: 'search',
    slug: 'search',
    mutate: ['lib/search/**/*.ts'],
    tests: ['tests/unit/search.test.ts', 'tests/unit/search-engine.test.ts'],
  },
  {
    name: 'fair shares',
    slug: 'fair-shares',
    mutate: ['lib/abuse/counters.ts'],
    tests: ['tests/unit/abuse-counters.test.ts', 'tests/integration/redis-stores.test.ts'],
  },
  {
    name: 'dispatcher',
    slug: 'dispatcher',
    mutate: ['lib/server/dispatcher.ts'],
    tests: ['tests/integration/dispatcher.test.ts', 'tests/unit/dispatcher-bounds.test.ts'],
  },
  {
    name: 'wire checks',
    slug: 'wire-checks',
    mutate: ['lib/site-data/checked.ts', 'lib/images/media-check.ts', 'lib/theme/validate.ts'],
    // Not content-by-kind or form-fair-share: they count lines logged once per process, which a shared module graph
    // has already spent.
    tests: ['tests/unit/media-check.test.ts', 'tests/unit/site-checked.test.ts', 'tests/unit/theme-validate.test.ts'],
  },
  {
    name: 'redirects parse',
    slug: 'redirects-parse',
    mutate: ['lib/redirects/parse.ts'],
    tests: ['tests/unit/redirects.test.ts'],
  },
];

/** The path prefix a glob covers: `lib/budget/**\/*.ts` covers `lib/budget/`, a file covers itself. */
export const globPrefix = (glob: string) => glob.replace(/\*\*\/\*\.ts$/, '');
