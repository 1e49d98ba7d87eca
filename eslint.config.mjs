import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Formatting is Prettier's (npm run lint checks it): no stylistic rule here to disagree with it.
  prettier,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a value left out on purpose, usually a field dropped from a copy ({ secret: _s, ...rest }).
      '@typescript-eslint/no-unused-vars': [
        'warn',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The site's one image element is a plain <img> with next/image's own attributes (getImageProps): the same
    // optimised srcset as <Image>, drawn on the server without a client component per picture; the export's twin
    // wraps it in <picture> for its pre-made formats. components/ui/picture.tsx says why.
    files: ['components/ui/picture.tsx', 'components/ui/picture.static.tsx', 'components/ui/main-picture.tsx'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Playwright fixtures hand their value on through a callback named `use`, which is not React's `use`.
    files: ['tests/e2e/**', 'tests/e2e-versions/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'out.previous/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    '.stryker-tmp/**',
    'stryker-setup-*.js',
    'blob-report/**',
    'playwright-report-versions/**',
    '.demo-data/**',
    '.clinic-cache*/**',
    'screenshots/**',
    'tmp/**',
    'next-env.d.ts',
  ]),
]);
