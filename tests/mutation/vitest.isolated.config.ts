import { defineConfig } from 'vitest/config';
import mutation from './vitest.config';

/** The same tests as tests/mutation/vitest.config.ts, each test file with its own module graph (tests/mutation/stryker.static.config.mjs). */
export default defineConfig({
  ...mutation,
  test: { ...mutation.test, isolate: true },
});
