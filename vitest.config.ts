import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Four files at a time on this 2-core machine: most server tests wait on the database, the
    // job queue's timers or a stand-in mail server rather than compute, and four halve the
    // suites' time (embedded 471 to 254 s, PostgreSQL 375 to 143 s) where two left the cores idle.
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // The template databases every file's fresh database is copied from.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file builds its own app on its own fresh database.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
