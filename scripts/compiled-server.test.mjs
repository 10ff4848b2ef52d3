// The production build of the server (scripts/build-server.mjs) starts with plain Node.js: the
// migrations, the demo seed files and the built web app are found from apps/server/dist. On the
// PostgreSQL server of TEST_DATABASE_URL (a fresh database) it runs as production does
// (NODE_ENV=production and the settings production requires, and no demo data, which production
// refuses); the demo data is loaded by a second instance on the embedded database, as `npm start`
// does. Without a PostgreSQL server one embedded instance does both. They answer /healthz, a
// public API read and a page.
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
const servers = [];

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
});

/** The built web app when there is one; else a stand-in page, as the unit tests run before it is built. */
function webDistEnv() {
  const dist = path.join(tmp, 'web');
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return {};
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>JetSweat</title>');
  return { WEB_DIST: dist };
}

/**
 * Starts the compiled bundle from another folder (nothing may depend on the working directory
 * but DATA_DIR) on its own data directory `name`; `output()` is everything it printed so far.
 */
function startCompiled(name, serverPort, env) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: tmp,
      env: {
        ...process.env,
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, name),
        LOG_LEVEL: 'info',
        ...webDistEnv(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  servers.push(child);
  return { child, output: () => printed };
}

async function waitUntilReady(server, serverUrl) {
  await waitForUrl(`${serverUrl}/readyz`, 180_000).catch((err) => {
    throw new Error(`${err.message}\n${server.output()}`);
  });
}

/** The server production runs (on PostgreSQL), or the embedded one without a PostgreSQL server. */
let server;
/** The server with the demo data: the embedded database, as `npm start` runs it. */
let demo;
const demoPort = port + 1;
const demoUrl = pgServer ? `http://127.0.0.1:${demoPort}` : url;

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
  const dbEnv = pgServer ? productionEnv(await createFreshDatabase(pgServer, dbName)) : {};
  server = startCompiled('data', port, dbEnv);
  demo = pgServer ? startCompiled('demo-data', demoPort, { DATABASE_URL: '' }) : server;
  await Promise.all([waitUntilReady(server, url), waitUntilReady(demo, demoUrl)]);
}, 240_000);

afterAll(async () => {
  for (const child of servers) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (pgServer) await dropDatabase(pgServer, dbName);
  fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

it('runs the compiled bundle, not the TypeScript source', () => {
  expect(fs.existsSync(path.join(root, 'apps/server/dist/main.js'))).toBe(true);
  expect(server.output()).toContain('database migrations applied: 001_accounts_and_studios.sql');
  expect(demo.output()).toContain('Demo data loaded');
});

it('answers /healthz, the demo studios from the seed files, and a page', async () => {
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  const studios = await (await fetch(`${demoUrl}/api/basic/webStudiosInfo`)).json();
  expect(studios.content.length).toBeGreaterThan(0);
  const page = await fetch(`${url}/studios`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<title>JetSweat');
});

it('refuses to start as production with the demo data (its passwords are published)', async () => {
  const refused = startCompiled('refused', port + 2, {
    ...productionEnv('postgres://127.0.0.1:9/none'),
    SEED_DEMO: '1',
  });
  const code =
    refused.child.exitCode ?? (await new Promise((resolve) => refused.child.once('exit', resolve)));
  expect(code).toBe(1);
  expect(refused.output()).toContain('SEED_DEMO: must be unset');
}, 30_000);
