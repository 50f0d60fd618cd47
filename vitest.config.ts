import { defineConfig } from 'vitest/config';
import { compileSentences } from './apps/web/build/compile-sentences';

export default defineConfig({
  test: {
    // Server test files each open their own database; two cores run two files at a time.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'lint', include: ['lint/**/*.test.ts'] } },
      // The web's logic (stores, plans, mappings) in a browser-like window with real Web Storage.
      {
        // The shared sentence catalogs as the web build compiles them (virtual:shared-sentences/<language>).
        plugins: [compileSentences()],
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'happy-dom', setupFiles: ['apps/web/src/i18n/test-setup.ts'] },
      },
      // Route tests: the real route table and pages (Testing Library) against the real server (buildApp over an
      // in-memory database, listening on a free port). One worker without isolation: the files share one server and
      // one transformed module graph (each file making its own took a minute per file on a busy machine).
      {
        // The build's stylesheet of the other pages is a virtual module; a test draws no styles.
        plugins: [compileSentences(), { name: 'no-page-styles', resolveId: (id: string) => (id === 'virtual:tarmac/page-styles.css' ? '\0empty.css' : null), load: (id: string) => (id === '\0empty.css' ? '' : null) }],
        test: {
          name: 'web-routes',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: './apps/web/src/app/route-tests/happy-dom-node.ts',
          setupFiles: ['apps/web/src/app/route-tests/route-test-setup.ts'],
          isolate: false,
          maxWorkers: 1,
          // A project with its own worker count runs as a group of its own: after the others.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // One migrated embedded database for the run, copied by each file (./apps/server/src/testing/global-setup.ts).
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // Each worker imports the app once for all its files, not once per file (that took 2–4 s a file, a fifth of
          // the suite's time): every file opens its own database and app, and restores what it fakes (timers).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
