import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { janusBinary } from '../scripts/janus/start-janus.mjs';
import { E2E_MEDIA_DIR } from './demo-media-setup.ts';
import { PHONE_VIEWPORT } from './phone-too.ts';

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

/**
 * The browser: CHROMIUM_PATH when given, else Debian's Chromium headless shell when installed (the
 * old headless mode: the same engine without the desktop browser's machinery, half the CPU per
 * test on CI's two cores, where the suite is bound by CPU), else Debian's Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const browserPath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The live room through Janus (live-room-janus.spec.ts): a second server with JANUS_URL, and Janus
 * itself from scripts/janus, both only when Debian's janus package is installed and the run does
 * not leave them out (E2E_JANUS=off, for a run of other specs alone).
 */
export const JANUS_INSTALLED = process.env.E2E_JANUS !== 'off' && janusBinary() !== null;
export const E2E_JANUS_SERVER_PORT = Number(process.env.E2E_JANUS_SERVER_PORT ?? E2E_PORT + 10);
const JANUS_WS_PORT = Number(process.env.E2E_JANUS_WS_PORT ?? 8288);
const JANUS_API_SECRET = `e2e-${process.env.E2E_RUN_ID}`;

/** The fake Google and Microsoft (apps/server/test/calendar-fakes), which the servers sync to. */
export const E2E_FAKE_GOOGLE_URL = `http://127.0.0.1:${E2E_PORT + 20}`;
export const E2E_FAKE_MICROSOFT_URL = `http://127.0.0.1:${E2E_PORT + 21}`;
const calendarEnv = {
  GOOGLE_CLIENT_ID: 'e2e-google-client',
  GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  GOOGLE_AUTH_URL: `${E2E_FAKE_GOOGLE_URL}/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${E2E_FAKE_GOOGLE_URL}/token`,
  GOOGLE_CALENDAR_API_URL: `${E2E_FAKE_GOOGLE_URL}/`,
  MICROSOFT_CLIENT_ID: 'e2e-microsoft-client',
  MICROSOFT_CLIENT_SECRET: 'e2e-microsoft-secret',
  MICROSOFT_AUTHORITY_URL: `${E2E_FAKE_MICROSOFT_URL}/common`,
  MICROSOFT_GRAPH_URL: E2E_FAKE_MICROSOFT_URL,
};

/** The environment both e2e servers run with. */
const serverEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  // The generated demo media, made before the suite (demo-media-setup.ts), outside the run's data.
  MEDIA_DIR: E2E_MEDIA_DIR,
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
  // Calendar sync goes to the local fakes (workouts-calendar-sync.spec.ts).
  ...calendarEnv,
});

const janusServers = [
  {
    command: `node scripts/janus/start-janus.mjs --port ${JANUS_WS_PORT} --rtp-ports 22000-22999 --api-secret ${JANUS_API_SECRET}`,
    cwd: root,
    port: JANUS_WS_PORT,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: root,
    url: `http://localhost:${E2E_JANUS_SERVER_PORT}/api/studio/listWhitelabels`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...serverEnv(E2E_JANUS_SERVER_PORT, `${E2E_DATA_DIR}-janus`),
      JANUS_URL: `ws://127.0.0.1:${JANUS_WS_PORT}`,
      JANUS_API_SECRET,
    },
  },
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './demo-media-setup.ts',
  fullyParallel: true,
  // Three browsers on two cores: a test spends part of its time waiting (a class playing, a link
  // expiring, a seat hold, the server), and a third worker fills those gaps (the suite took 15%
  // less time than with two on CI's machine; four gained nothing more).
  workers: 3,
  retries: 0,
  // CI's machine has two cores for two browsers, two servers, Janus and the transcoder: a step
  // that takes a second alone can take ten there. Generous bounds keep a slow run from failing.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp/playwright.json') }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    // The service worker's install fetches every file of the app, in every test's fresh browser
    // context: a quarter of the suite's time spent on a worker only a few tests are about. Those
    // tests allow it (test.use({ serviceWorkers: 'allow' })); elsewhere registering does nothing.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browserPath,
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
  projects: [
    { name: 'desktop' },
    // The tests marked PHONE_TOO, again at a phone's width.
    { name: 'phone', grep: /@phone/, use: { viewport: PHONE_VIEWPORT } },
  ],
  webServer: [
    {
      command: `node --import tsx apps/server/test/calendar-fakes/serve.ts ${E2E_PORT + 20} ${E2E_PORT + 21}`,
      cwd: root,
      port: E2E_PORT + 20,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      cwd: root,
      url: `http://localhost:${E2E_PORT}/api/studio/listWhitelabels`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(E2E_PORT, E2E_DATA_DIR),
    },
    ...(JANUS_INSTALLED ? janusServers : []),
  ],
});
