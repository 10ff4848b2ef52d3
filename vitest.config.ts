import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './apps/server/test/slow-files-first.ts';

/**
 * The test files among `pattern` that replace a module with vi.mock: they need a module graph of
 * their own, where the rest of their project shares one per worker.
 */
const replacingModules = (pattern: string) =>
  fs
    .globSync(pattern, { cwd: import.meta.dirname })
    .filter((file) =>
      fs.readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('),
    );
const replacesModules = replacingModules('apps/server/src/**/*.test.ts');
const webReplacesModules = replacingModules('apps/web/src/**/*.test.{ts,tsx}');
const webTests = {
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  environment: 'node',
  setupFiles: ['apps/web/src/test/setup.ts'],
} as const;
/**
 * Server test files that start their servers on the embedded database whatever the run: on the
 * PostgreSQL server's run (TEST_DB=postgres) they would only do the same work again.
 */
const embeddedOnly = process.env.TEST_DB === 'postgres' ? ['apps/server/src/shutdown.test.ts'] : [];

const serverTests = {
  environment: 'node',
  // The template databases every file's fresh database is copied from.
  globalSetup: ['apps/server/test/global-setup.ts'],
  // Each file builds its own app on its own fresh database.
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Four files at a time on this 2-core machine: most server tests wait on the database, the
    // job queue's timers or a stand-in mail server rather than compute, and four halve the
    // suites' time (embedded 471 to 254 s, PostgreSQL 375 to 143 s) where two left the cores idle.
    maxWorkers: 4,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/build-tools/*.test.ts',
            'scripts/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          ...webTests,
          name: 'web',
          exclude: webReplacesModules,
          // One module graph per worker, not per file: importing React, the router and the
          // app's providers afresh for each file was most of the time (the unit and web tests
          // took 53 s and 88 s of CPU, now 23 s and 36 s). setup.ts gives each file its own
          // storage, stand-in server and clean page.
          isolate: false,
        },
      },
      {
        test: { ...webTests, name: 'web-isolated', include: webReplacesModules },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...replacesModules, ...embeddedOnly],
          // One module graph per worker, not per file: importing the server afresh for each file
          // was 5 s of a file's time (596 of 611 s in all). Every file still builds its own app
          // on its own fresh database, so nothing a test can see is shared.
          isolate: false,
        },
      },
      {
        test: {
          ...serverTests,
          // Files that replace a module with vi.mock need a module graph of their own.
          name: 'server-isolated',
          include: replacesModules,
        },
      },
    ],
  },
});
