import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies (`npm run lint`). Tests are entry files (the Vitest and Playwright
 * plugins read their configs): an export a test imports is used. What no import reaches but something else loads is
 * declared here, each with who loads it.
 */
const config: KnipConfig = {
  entry: [
    // The static export's special files and module twins: next.config.ts's pageExtensions and Turbopack's
    // resolveExtensions pick `*.static.tsx` in `npm run export` only (lib/config/static-export.ts); knip's Next plugin
    // reads the server build's pageExtensions.
    '{app,components,lib}/**/*.static.{ts,tsx}',
    // Run by hand with `npx tsx` (docs/seo.md, docs/theme.md, docs/performance.md).
    'scripts/bench-proxy.ts',
    'scripts/generate-fonts.ts',
    'scripts/screenshots.ts',
    // Declarations TypeScript reads for the .mjs modules next.config.ts loads outside the bundle.
    'lib/**/*.d.mts',
    // The typed client is public API on purpose: an agency's own code and tools call any of its helpers and read any
    // record's schema (docs/api-tools.md lists them), also those the site itself does not use. Its internals
    // (client.ts, errors.ts, pacing.ts, retry.ts) are checked like the rest.
    'lib/clinic-api/{booking,content,conversations,leads,platform,sync,image-type}.ts',
    'lib/clinic-api/schemas/*.ts',
    // Stryker's second pass loads it by path (tests/mutation/stryker.static.config.mjs).
    'tests/mutation/module-level-ignorer.mjs',
    // scripts/mutation.ts (`npm run test:mutation`) runs Stryker with these configs and then the summary, by path.
    'tests/mutation/stryker*.config.mjs',
    'scripts/mutation-summary.ts',
  ],
  vitest: { config: ['vitest.config.ts', 'tests/mutation/vitest*.config.ts'] },
  // scripts/lib/e2e-instances-step.ts runs the multi-instance project with its own config.
  playwright: { config: ['playwright.config.ts', 'tests/e2e-*/playwright.config.ts'] },
  ignoreDependencies: [
    // Types only, in the Stryker configs' JSDoc; installed with @stryker-mutator/core, which pins its version.
    '@stryker-mutator/api',
    // Named as a plugin in tests/mutation/stryker.config.mjs, which Stryker loads; scripts/mutation.ts starts Stryker,
    // so knip's Stryker plugin, which reads `stryker run` in package.json, does not see the config.
    '@stryker-mutator/vitest-runner',
    // Loaded by file path, not imported: axe-core's script is injected into the page (tests/e2e/axe.ts), vnu-jar's
    // jar runs under Java (tests/e2e/markup.spec.ts).
    'axe-core',
    'vnu-jar',
    // The feed test reads the RSS back with the XML parser sanitize-html brings (and pins).
    'htmlparser2',
  ],
  // The system's Java, which scripts/system-deps.sh installs for the HTML checker.
  ignoreBinaries: ['java'],
  // app/globals.css imports the self-hosted fonts' stylesheets.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
};

export default config;
