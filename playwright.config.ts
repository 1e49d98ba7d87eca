import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Debian's Chromium (browser downloads are impossible here); Playwright's own build elsewhere, if installed.
// The demo's control endpoints on the site need this token (lib/demo-clinic/site-control.ts); every request of the
// suite carries it, the server gets it below.
const DEMO_CONTROL_TOKEN = process.env.E2E_DEMO_CONTROL_TOKEN ?? 'e2e-demo-control-token-0123456789abcdef';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    extraHTTPHeaders: { 'x-demo-token': DEMO_CONTROL_TOKEN },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    { name: 'site', testIgnore: /(noindex|outage|booking|revalidate)\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Tests that change the whole demo clinic (noindex flip with its 60 s wait, API outages, the booking switches) run after everything
    // else, one at a time, so they cannot disturb the others.
    { name: 'serial', testMatch: /(noindex|outage|booking|revalidate)\.spec\.ts/, dependencies: ['site'], fullyParallel: false, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    // Production mode against the embedded demo clinic: what `next build && next start` serves.
    command: `npm run build && npx next start -p ${PORT}`,
    url: baseURL,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    // The suite makes far more than 120 API calls a minute against the one demo key; the rate limit itself is
    // tested against the demo over HTTP (tests/integration).
    // DEMO_MODE=1: a production server serves the demo clinic only when told to. TRUSTED_PROXY_HOPS=1: the suite
    // plays the proxy in front of the site, so the X-Forwarded-For it appends gives each test its own address.
    env: { SITE_URL: baseURL, NEXT_TELEMETRY_DISABLED: '1', DEMO_MODE: '1', DEMO_CONTROL_TOKEN, TRUSTED_PROXY_HOPS: '1', DEMO_RATE_LIMIT: '5000', REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET ?? 'e2e-revalidate-secret-0123456789abcdef' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
