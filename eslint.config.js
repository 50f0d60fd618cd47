// ESLint for the whole repository: `npm run lint`. Type errors stay with `npm run typecheck` (tsc).
// The rules write down docs/architecture.md and docs/decisions/005-lint-boundaries.md:
// who may import whom, kebab-case file names, type-only imports, no forgotten promises, process.env in config.ts only.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

const resolver = fileURLToPath(new URL('./lint/typescript-resolver.cjs', import.meta.url));

/** Files of a feature that other features may import: its public index and its one-call-per-file api/. */
const FEATURE_ENTRY_POINTS = ['index.ts', 'index.tsx', 'api/*.ts'];
/** The table of every page's address, which features and components may read (see below). */
const APP_PATHS = 'paths.ts';

const web = (type) => ({ to: { element: { type } } });

export default defineConfig(
  {
    // Built output, dependencies, measurements, generated SQL and snapshots, browser-test leftovers.
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.tmp/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
    // `const { omitted, ...rest } = x` is how an object loses keys; `_name` marks a parameter kept for its position.
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // ---- TypeScript: the recommended set, type-only imports, and one rule that needs type information ----
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Auto-fixable; `import('x').T` in a type position stays allowed (it is a type-only import already).
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports', disallowTypeAnnotations: false }],
      // A promise nobody awaits loses its error; `void promise` says the loss is on purpose. React Router's
      // navigate() reports a failed navigation to the route's error boundary, not by rejecting.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { ignoreVoid: true, allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Root config files belong to no tsconfig; they get the untyped rules only.
    files: ['*.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts', 'lint/**/*.ts', 'apps/web/vite.config.ts', 'apps/web/build/**/*.ts', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },

  // ---- File and folder names: kebab-case (ARCHITECTURE.md, Style) ----
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // Middle extensions (.test, .spec, .repo, .config, .d) are part of the convention, not the name.
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/*/src/**/': 'KEBAB_CASE', '{e2e,bench,scripts,lint}/**/': 'KEBAB_CASE' }],
    },
  },

  // ---- Import boundaries (docs/decisions/005-lint-boundaries.md) ----
  {
    files: ['{apps,packages}/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [resolver]: {} },
      // Lazy routes (`import('../features/…')`) and re-exports count as dependencies too.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-warnings': false,
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-components', pattern: 'apps/web/src/components' },
        { type: 'web-lib', pattern: 'apps/web/src/lib' },
        { type: 'web-entry', pattern: 'apps/web/src/main.tsx', mode: 'file' },
        { type: 'server', pattern: 'apps/server' },
        { type: 'shared', pattern: 'packages/shared' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          // Anything not allowed below is refused; imports inside one element (one feature, the server,
          // shared) are its own business and are not checked.
          default: 'disallow',
          checkAllOrigins: true,
          policies: [
            // Packages from npm and Node's own modules: allowed, except where narrowed below.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            // The web's layers, top down. main.tsx mounts app/, app/ routes to features.
            { from: { element: { type: 'web-entry' } }, allow: [web('web-app'), web('web-components'), web('web-lib'), web('shared')] },
            { from: { element: { type: 'web-app' } }, allow: [web('web-feature'), web('web-components'), web('web-lib'), web('shared')] },
            { from: { element: { type: 'web-feature' } }, allow: [web('web-components'), web('web-lib'), web('shared')] },
            // Another feature: only its entry points (a later policy wins over an earlier one).
            {
              from: { element: { type: 'web-feature' } },
              disallow: web('web-feature'),
              message:
                'A feature reaches another feature only through its index.ts or its api/ files: import "{{ to.captured.feature }}" from there (docs/decisions/005-lint-boundaries.md).',
            },
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { type: 'web-feature', fileInternalPath: FEATURE_ENTRY_POINTS } } } },
            { from: { element: { type: 'web-components' } }, allow: [web('web-lib'), web('shared')] },
            // One exception downwards: app/paths.ts, every page's address, is read by the links in features and
            // components. It stays a leaf (it imports nothing of ours), so no import cycle can pass through it.
            {
              from: { element: { type: ['web-feature', 'web-components'] } },
              allow: { to: { element: { type: 'web-app', fileInternalPath: APP_PATHS } } },
            },
            {
              from: { element: { type: 'web-app', fileInternalPath: APP_PATHS } },
              disallow: { to: { element: { type: '*' } } },
              message: 'app/paths.ts is read by features and components, so it imports nothing of ours.',
            },
            { from: { element: { type: 'web-lib' } }, allow: [web('shared')] },
            {
              from: { element: { type: 'web-*' } },
              disallow: web('server'),
              message: 'The web never imports server code; it reaches the server through /api.',
            },
            // …but the route tests start the real server in their own process and make their data with its test
            // factories (apps/server/src/testing), as the server's tests do.
            {
              from: { element: { type: 'web-app', fileInternalPath: 'route-tests/**' } },
              allow: { to: { element: { type: 'server', fileInternalPath: 'src/testing/*.ts' } } },
            },
            // The server uses shared; never the web's code.
            { from: { element: { type: 'server' } }, allow: [web('shared')] },
            { from: { element: { type: 'server' } }, disallow: web('web-*'), message: 'The server never imports web code.' },
            // packages/shared is the contract both sides read: zod and its own files, nothing else.
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { module: { origin: ['external', 'core'] } } },
              message: 'packages/shared depends on zod only.',
            },
            { from: { element: { type: 'shared' } }, allow: { to: { module: { source: ['zod', 'zod/**'] } } } },
            // …and its tests their test tools.
            {
              from: { element: { type: 'shared', fileInternalPath: '**/*.test.ts' } },
              allow: { to: { module: { source: ['vitest', 'fast-check'] } } },
            },
            // The sentence catalogs' tests say sentences with the engine the server and the web say them with
            // (Lingui), and the extraction test reads the sources (docs/decisions/030).
            {
              from: { element: { type: 'shared', fileInternalPath: ['**/*.test.ts', '**/*.test-helper.ts'] } },
              allow: { to: { module: { source: ['@lingui/core', '@lingui/message-utils/**', 'node:fs', 'node:path', 'node:url'] } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The web talks to the server over HTTP only (and the server hosts the built web app from disk).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@tarmac/server', '@tarmac/server/*'], message: 'The web reaches the server through /api only.' }] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@tarmac/web', '@tarmac/web/*'], message: 'The server never imports web code.' }] }],
    },
  },
  {
    // Settings are read once, checked by one zod schema, in apps/server/src/config.ts (ARCHITECTURE.md, as
    // create-t3-turbo's restrictEnvAccess): nowhere else reads process.env. Tests, the test helpers and the
    // command-line seed script (npm hands it its arguments as npm_config_*) are exempt, as are build configs.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['apps/server/src/config.ts', '**/*.test.ts', 'apps/server/src/testing/**', 'apps/server/src/db/seed/cli.ts', 'apps/web/vite.config.ts', 'apps/web/build/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from the Config of apps/server/src/config.ts, the one reader of process.env.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
          message: 'Read settings from the Config of apps/server/src/config.ts, the one reader of process.env.',
        },
      ],
    },
  },
  {
    // An order's life has one owner (docs/decisions/029-one-owner-of-an-order.md): only bookings/lifecycle.ts
    // reads and writes through the lifecycle's repository; everything else calls its transitions.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/bookings/lifecycle.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tarmac/web', '@tarmac/web/*'], message: 'The server never imports web code.' },
            {
              regex: 'lifecycle\\.repo(\\.js)?$',
              message: 'Change a booking through the transitions of bookings/lifecycle.ts, never its repository (docs/decisions/029-one-owner-of-an-order.md).',
            },
          ],
        },
      ],
    },
  },
);
