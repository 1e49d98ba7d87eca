import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { E2E_DEMO_CONTROL_TOKEN, e2eServerEnv } from './scripts/lib/e2e-server-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Debian's Chromium (browser downloads are impossible here); Playwright's own build elsewhere, if installed.
// The demo's control endpoints on the site need a token (lib/demo-clinic/site-control.ts); every request of the
// suite carries it, and the server gets it in its environment (scripts/lib/e2e-server-env.ts).
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/** `npm run test:e2e` (scripts/run-e2e.ts) builds and starts the server once and runs each project on its own. */
const runnerServes = process.env.E2E_SERVER === 'running';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: on this 2-core machine a test that passes only the second time is a fault to fix, not a pass.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    extraHTTPHeaders: { 'x-demo-token': E2E_DEMO_CONTROL_TOKEN },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore:
        /(noindex|outage|booking|revalidate|renames|legal-own-page|booking-a11y|booking-visit|index-paging|faults|conversions|export)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The static export in out/ (scripts/run-e2e.ts exports it before the server's build), served by a plain file
    // server beside the running `next start` it is compared with.
    { name: 'export', testMatch: /export\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Tests that change the whole demo clinic (noindex flip with its 60 s wait, API outages, the booking switches), and the
    // conversion counts (exact only while nothing else books or sends), run after everything
    // else, one at a time, so they cannot disturb the others. The runner starts this project after `site` whatever
    // `site`'s result; a bare `playwright test` orders them by the dependency instead (and then skips `serial` when a
    // `site` test fails).
    {
      name: 'serial',
      testMatch:
        /(noindex|outage|booking|revalidate|renames|legal-own-page|booking-a11y|booking-visit|index-paging|faults|conversions)\.spec\.ts/,
      dependencies: runnerServes ? [] : ['site'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // The runner's server is used as it is: were it gone, the tests fail rather than quietly start another build.
  webServer: runnerServes
    ? undefined
    : {
        // Production mode against the embedded demo clinic: what `next build && next start` serves (the same env as
        // scripts/run-e2e.ts).
        command: `npm run build && npx next start -p ${PORT}`,
        url: baseURL,
        timeout: 600_000,
        reuseExistingServer: !process.env.CI,
        env: e2eServerEnv(baseURL),
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
