import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Two instances, one Redis, nginx in front (tests/e2e-instances): scripts/run-e2e.ts starts them on the e2e build and
 * passes their addresses (INSTANCE_*); this config only runs the spec, one test at a time.
 */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
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
  projects: [{ name: 'instances', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
