import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server test files each open their own database; two cores run two files at a time.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
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
