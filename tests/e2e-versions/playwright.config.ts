import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The site against other minor versions of the API (tests/e2e-versions): each spec builds its own copy of the site
 * into its own folder against the demo clinic over HTTP playing that version, starts it, and requests every page
 * the server publishes. Self-contained (no shared web server): `npm run test:e2e:versions`.
 */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  // One build at a time: two at once on a small machine take longer than one after the other.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report-versions' }]]
    : 'list',
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu'] },
  },
  projects: [{ name: 'api-versions', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
