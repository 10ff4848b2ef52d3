#!/usr/bin/env node
/**
 * The scale smoke suite: two instances of the product on one PostgreSQL database (created fresh,
 * dropped after) and one Redis, behind HAProxy (round robin; installed from Debian's packages when
 * missing), and the end-to-end smoke tests in e2e/scale/ through the balancer. Stops everything
 * it started, also when a test fails or the script is interrupted. Exits with the tests' status.
 *
 *   node scripts/scale/run-smoke.mjs
 *
 * SCALE_PG_URL (a PostgreSQL server; default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432),
 * SCALE_DB_NAME (jetsweat_scale), SCALE_REDIS_URL (redis://127.0.0.1:6379/3), SCALE_PORT (the
 * balancer, 4380) and SCALE_INSTANCE_PORTS (4381,4382) change where it runs.
 */
import { runScaleSuiteOn, startCluster, withCleanup } from './cluster.mjs';
import { createFreshDatabase, dropDatabase } from './database.mjs';

const serverUrl =
  process.env.SCALE_PG_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.SCALE_DB_NAME ?? 'jetsweat_scale';
const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const balancerPort = Number(process.env.SCALE_PORT ?? 4380);
const ports = (process.env.SCALE_INSTANCE_PORTS ?? '4381,4382').split(',').map(Number);

let cluster;
const code = await withCleanup(
  async () => {
    await cluster?.stop();
    await dropDatabase(serverUrl, dbName).catch((err) => console.error(err.message));
  },
  async () => {
    const databaseUrl = await createFreshDatabase(serverUrl, dbName);
    const started = Date.now();
    cluster = await startCluster({ databaseUrl, redisUrl, balancerPort, ports });
    console.log(
      `${cluster.instances.length} instances behind HAProxy at ${cluster.url} (ready in ${Math.round((Date.now() - started) / 1000)} s)`,
    );
    return runScaleSuiteOn(cluster, databaseUrl);
  },
).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.error('Instance and balancer logs: .tmp/scale/*.log');
  return 1;
});
process.exit(code);
