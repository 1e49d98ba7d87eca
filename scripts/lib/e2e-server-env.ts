import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The environment of the `next start` the end-to-end tests run against, in one place: scripts/run-e2e.ts starts the
 * server with it, and playwright.config.ts's webServer (a bare `playwright test`) does the same.
 */
export const E2E_REVALIDATE_SECRET = process.env.E2E_REVALIDATE_SECRET ?? 'e2e-revalidate-secret-0123456789abcdef';

/** The demo's control endpoints on the site need this token (lib/demo-clinic/site-control.ts); the suite sends it. */
export const E2E_DEMO_CONTROL_TOKEN = process.env.E2E_DEMO_CONTROL_TOKEN ?? 'e2e-demo-control-token-0123456789abcdef';

/**
 * The server's data folder (ENQUIRY_OUTBOX_DIR: the enquiry outbox, the conversion counts): one folder per test run,
 * so no run delivers another's queued enquiries. Kept in the environment, so the test processes the runner starts
 * (which load this file again) name the same folder and read the counts the server wrote (conversions.spec.ts).
 */
const E2E_OUTBOX_DIR = (process.env.E2E_OUTBOX_DIR ??= join(
  tmpdir(),
  `clinic-e2e-outbox-${process.pid}-${Date.now().toString(36)}`,
));

/**
 * One build serves every instance (tests/e2e-instances starts two on it): server actions are encrypted with this key,
 * fixed at build, and the deployment id keys the shared page cache and tells clients which build they talk to.
 */
const E2E_ACTIONS_KEY = process.env.E2E_ACTIONS_KEY ?? 'ZTJlLWFjdGlvbnMta2V5LTAxMjM0NTY3ODlhYmNkZWY='; // base64 of 32 bytes
const E2E_DEPLOYMENT_ID = process.env.E2E_DEPLOYMENT_ID ?? 'e2e-build';

export function e2eServerEnv(baseURL: string): Record<string, string> {
  return {
    SITE_URL: baseURL,
    NEXT_TELEMETRY_DISABLED: '1',
    // A production server serves the demo clinic only when told to.
    DEMO_MODE: '1',
    DEMO_CONTROL_TOKEN: E2E_DEMO_CONTROL_TOKEN,
    // The suite plays the proxy in front of the site: the X-Forwarded-For it appends gives each test its own address.
    TRUSTED_PROXY_HOPS: '1',
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
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: E2E_ACTIONS_KEY,
    NEXT_DEPLOYMENT_ID: E2E_DEPLOYMENT_ID,
    // Old addresses the build and the export redirect (tests/e2e/redirects.spec.ts, export.spec.ts).
    REDIRECTS_FILE: 'tests/e2e/fixtures/redirects.csv',
    ENQUIRY_OUTBOX_DIR: E2E_OUTBOX_DIR,
  };
}
