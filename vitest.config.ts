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
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
