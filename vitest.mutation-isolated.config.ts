import { defineConfig } from 'vitest/config';
import mutation from './vitest.mutation.config';

/** The same tests as vitest.mutation.config.ts, each test file with its own module graph (stryker.static.config.mjs). */
export default defineConfig({
  ...mutation,
  test: { ...mutation.test, isolate: true },
});
