import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The main process loads this file first and sets the run id; the workers it starts inherit it,
// so all of them agree on one fresh data directory per run.
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = Date.now().toString(36);
  fs.rmSync(path.resolve(import.meta.dirname, '.tmp'), { recursive: true, force: true });
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The e2e server's data directory: tests read the mail outbox from here. */
export const E2E_DATA_DIR = path.resolve(
  import.meta.dirname,
  `.tmp/data-${process.env.E2E_RUN_ID}`,
);

/** How long the e2e server's signed class links work (MEDIA_LINK_SECONDS). */
export const E2E_MEDIA_LINK_SECONDS = 20;

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp/playwright.json') }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `http://localhost:${E2E_PORT}/api/studio/listWhitelabels`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Many tests log in from the same address in a short time.
      LOGIN_LIMIT_PER_ADDRESS: '100000',
      // The same demo accounts log in many times, side by side.
      LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '100000',
      LOGIN_CHECKS_AT_ONCE: '1000',
      API_LIMIT_PER_MINUTE: '100000',
      // The suite loads a busy machine on purpose; shedding load would fail tests, not protect anyone.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      DATABASE_URL: '',
      // Class media links last 20 s here instead of 5 minutes, so a played class outlives its
      // first link and the player's renewal is exercised (member-player.spec.ts).
      MEDIA_LINK_SECONDS: String(E2E_MEDIA_LINK_SECONDS),
    },
  },
});
