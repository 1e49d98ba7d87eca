/**
 * The environment of the `next start` the end-to-end tests run against, in one place: scripts/run-e2e.ts starts the
 * server with it, and playwright.config.ts's webServer (a bare `playwright test`) does the same.
 */
export const E2E_REVALIDATE_SECRET = process.env.E2E_REVALIDATE_SECRET ?? 'e2e-revalidate-secret-0123456789abcdef';

export function e2eServerEnv(baseURL: string): Record<string, string> {
  return {
    SITE_URL: baseURL,
    NEXT_TELEMETRY_DISABLED: '1',
    // The suite makes far more than 120 API calls a minute against the one demo key; the rate limit itself is tested
    // against the demo over HTTP (tests/integration).
    DEMO_RATE_LIMIT: '5000',
    // Every test browses from one address: the budget's per-address and per-kind caps (lib/budget, tested in
    // tests/unit/budget.test.ts and over HTTP in tests/integration/budget.test.ts) would make them "busy".
    BUDGET_SLOTS_PER_ADDRESS: '5000',
    BUDGET_SLOTS_PER_MINUTE: '5000',
    BUDGET_WRITES_PER_ADDRESS: '5000',
    BUDGET_WRITES_PER_MINUTE: '5000',
    // POST /api/revalidate is on in the tests (tests/e2e/revalidate.spec.ts).
    REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  };
}
