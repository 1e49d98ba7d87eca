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
    // POST /api/revalidate is on in the tests (tests/e2e/revalidate.spec.ts).
    REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  };
}
