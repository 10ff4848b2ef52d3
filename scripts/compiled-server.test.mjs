// The production build of the server (scripts/build-server.mjs) starts with plain Node.js: the
// migrations, the demo seed files and the built web app are found from apps/server/dist. On the
// PostgreSQL server of TEST_DATABASE_URL (a fresh database) it runs as production does
// (NODE_ENV=production and the settings production requires); without one, on the embedded
// database. It loads the demo data, answers /healthz, a public API read and a page.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitForUrl } from './bench/processes.mjs';
import { createFreshDatabase, dropDatabase } from './scale/database.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.COMPILED_SERVER_PORT ?? 4395);
const url = `http://127.0.0.1:${port}`;
const pgServer = process.env.TEST_DATABASE_URL;
const dbName = 'jetsweat_compiled_server';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-compiled-'));
let server;
let output = '';

/** The settings production refuses to start without, with stand-in values. */
const productionEnv = (databaseUrl) => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: 'https://jetsweat.example',
  MAIL_URL: 'smtp://127.0.0.1:2525',
  MEDIA_SIGNING_SECRET: 'compiled-server-test-secret-0123456789abcdef',
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_compiled',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_compiled',
  STRIPE_WEBHOOK_SECRET: 'whsec_compiled',
  SEED_DEMO: '1',
});

/** The built web app when there is one; else a stand-in page, as the unit tests run before it is built. */
function webDistEnv() {
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return {};
  const dist = path.join(tmp, 'web');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>JetSweat</title>');
  return { WEB_DIST: dist };
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
  const dbEnv = pgServer ? productionEnv(await createFreshDatabase(pgServer, dbName)) : {};
  // Run from another folder: nothing may depend on the working directory but DATA_DIR.
  server = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: tmp,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, 'data'),
        LOG_LEVEL: 'info',
        ...webDistEnv(),
        ...dbEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  await waitForUrl(`${url}/readyz`, 90_000).catch((err) => {
    throw new Error(`${err.message}\n${output}`);
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (pgServer) await dropDatabase(pgServer, dbName);
  fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

it('runs the compiled bundle, not the TypeScript source', () => {
  expect(fs.existsSync(path.join(root, 'apps/server/dist/main.js'))).toBe(true);
  expect(output).toContain('database migrations applied: 001_accounts_and_studios.sql');
  expect(output).toContain('Demo data loaded');
});

it('answers /healthz, the demo studios from the seed files, and a page', async () => {
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const studios = await (await fetch(`${url}/api/basic/webStudiosInfo`)).json();
  expect(studios.content.length).toBeGreaterThan(0);
  const page = await fetch(`${url}/studios`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>JetSweat');
});
