#!/usr/bin/env node
/**
 * A backup is known to restore, not hoped to: makes a database with the demo data and a person
 * signed up through the API, dumps it with pg_dump (custom format, as docs/operations.md tells a
 * backup job to), restores the dump with pg_restore into a fresh database, checks every table
 * came back row for row, then starts two instances on the restored database (without loading the
 * demo data again) behind HAProxy and runs the scale smoke suite (e2e/scale/) through them, and
 * logs the person in. Drops both databases after, also on failure. Exits with the result.
 *
 *   node scripts/backup/restore-check.mjs
 *
 * RESTORE_PG_URL names the PostgreSQL server (default TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres); Redis at redis://127.0.0.1:6379/4.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  appInstance,
  instanceEnv,
  root,
  runScaleSuiteOn,
  startCluster,
  withCleanup,
} from '../scale/cluster.mjs';
import { createFreshDatabase, dropDatabase } from '../scale/database.mjs';
import { checkClientVersions, dump, restore, rowCounts } from './pg-tools.mjs';

const serverUrl =
  process.env.RESTORE_PG_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = 'redis://127.0.0.1:6379/4';
const names = { original: 'jetsweat_backup_original', restored: 'jetsweat_backup_restored' };
const workDir = path.join(root, '.tmp/backup');
const dumpFile = path.join(workDir, 'jetsweat.dump');
const person = {
  email: `restore-${Date.now().toString(36)}@example.com`,
  firstName: 'Rita',
  lastName: 'Keeper',
  password: 'kept-in-a-dump-2026',
};

async function api(url, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The original: one instance loads the demo data; a person signs up; the instance stops. */
async function makeOriginal(databaseUrl, started) {
  const env = instanceEnv({ id: 'original', n: 0, port: 4389, databaseUrl, redisUrl });
  const instance = appInstance({ id: 'original', port: 4389, env, started });
  await instance.start();
  const signUp = await api(instance.url, 'POST', '/api/user/register', { userInfo: person });
  if (signUp.status !== 201)
    throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  await instance.process.kill();
}

function differences(before, after) {
  const tables = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return tables
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t] ?? 'missing'} rows before, ${after[t] ?? 'missing'} after`);
}

let cluster;
const started = [];
const code = await withCleanup(
  async () => {
    await cluster?.stop();
    await Promise.allSettled(started.map((p) => p.kill()));
    for (const name of Object.values(names))
      await dropDatabase(serverUrl, name).catch((err) => console.error(err.message));
  },
  async () => {
    await checkClientVersions(serverUrl);
    fs.mkdirSync(workDir, { recursive: true });
    const originalUrl = await createFreshDatabase(serverUrl, names.original);
    await makeOriginal(originalUrl, started);

    dump(originalUrl, dumpFile);
    console.log(`pg_dump: ${(fs.statSync(dumpFile).size / 1e6).toFixed(1)} MB`);
    const restoredUrl = await createFreshDatabase(serverUrl, names.restored);
    restore(restoredUrl, dumpFile);
    const before = await rowCounts(originalUrl);
    const lost = differences(before, await rowCounts(restoredUrl));
    if (lost.length > 0) throw new Error(`the restore differs:\n  ${lost.join('\n  ')}`);
    const rows = Object.values(before).reduce((a, b) => a + b, 0);
    console.log(`pg_restore: ${Object.keys(before).length} tables, ${rows} rows, all back`);

    // The restored database alone: no demo data loaded again, no migration left to run.
    cluster = await startCluster({
      databaseUrl: restoredUrl,
      redisUrl,
      balancerPort: 4385,
      ports: [4386, 4387],
      extraEnv: { SEED_DEMO: '0' },
    });
    const login = await api(cluster.url, 'POST', '/api/user/login', {
      email: person.email,
      password: person.password,
    });
    if (login.status !== 200)
      throw new Error(`the restored person's login answered ${login.status}`);
    console.log(`${person.email}, signed up before the dump, logs in after the restore`);
    return runScaleSuiteOn(cluster, restoredUrl);
  },
).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.error('Instance and balancer logs: .tmp/scale/*.log');
  return 1;
});
process.exit(code);
