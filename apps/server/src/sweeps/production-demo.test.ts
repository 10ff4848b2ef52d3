// The production-with-demo-data sweep (issue 50, item 4): the real entry point started as
// production with every setting production needs and SEED_DEMO=1. Before the fix it started
// silently and created the demo accounts, staff@ among them, with the password the README
// publishes. It must refuse before it touches the database: on the PostgreSQL server of
// TEST_DATABASE_URL the fresh database it was given is left without a single table.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseUrl } from '../../test/database-templates.ts';

const main = path.join(import.meta.dirname, '..', 'main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-production-demo-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `jetsweat_sweep_${randomBytes(6).toString('hex')}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (adminUrl) await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
});

/** Runs the server to its end; answers its exit code and everything it printed. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const server = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout.on('data', (d) => (output += d));
    server.stderr.on('data', (d) => (output += d));
    // The refusal comes once the app's modules have loaded: seconds, more on a busy machine.
    const killer = setTimeout(() => server.kill('SIGKILL'), 60_000);
    server.once('error', reject);
    server.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    });
  });
}

it('refuses to start production with SEED_DEMO=1, creating nothing', async () => {
  const { code, output } = await runServer({
    NODE_ENV: 'production',
    // Without a PostgreSQL server, an address nothing listens on: the refusal comes first.
    DATABASE_URL: adminUrl ? databaseUrl(adminUrl, dbName) : 'postgres://127.0.0.1:9/none',
    PUBLIC_URL: 'https://jetsweat.example',
    MAIL_URL: 'smtp://127.0.0.1:9',
    MEDIA_SIGNING_SECRET: 'production-demo-sweep-secret-0123456789abcdef',
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_sweep',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_sweep',
    STRIPE_WEBHOOK_SECRET: 'whsec_sweep',
    SEED_DEMO: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  });
  expect(code).toBe(1);
  expect(output).toContain('NODE_ENV=production refuses these settings');
  expect(output).toContain('SEED_DEMO: must be unset');
  expect(output).not.toContain('Demo data loaded');
  expect(output).not.toContain('database migrations applied');
  if (adminUrl) {
    const client = new pg.Client({ connectionString: databaseUrl(adminUrl, dbName) });
    await client.connect();
    const { rows } = await client.query(
      "SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'",
    );
    await client.end();
    expect(rows[0].tables).toBe(0);
  }
}, 90_000);
