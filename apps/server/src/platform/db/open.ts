import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { NamedStatementsClient } from './named-statements.ts';
import { waitForDatabase, type StartupLog } from './wait-for-database.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

// Dates stay 'YYYY-MM-DD' strings with both drivers, so both answer alike (schema.ts says string).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** The embedded database under each Kysely handle made here, for the job queue's own adapter. */
const embedded = new WeakMap<Database, PGlite>();

/** The PGlite instance under `db`, or undefined when `db` is a PostgreSQL server's. */
export const pgliteOf = (db: Database): PGlite | undefined => embedded.get(db);

/** The connection pool under each PostgreSQL handle made here, for connections of their own. */
const pools = new WeakMap<Database, pg.Pool>();

/** The connection pool under `db` (undefined for the embedded database): its counts are metrics. */
export const poolOf = (db: Database): pg.Pool | undefined => pools.get(db);

/** How to reach the PostgreSQL server under `db` (undefined for the embedded database). */
export const postgresOptionsOf = (db: Database): pg.ClientConfig | undefined =>
  pools.get(db)?.options;

/**
 * Embedded PostgreSQL: a directory on disk, or memory when `dir` is undefined; in memory, it may
 * start from a dump of another's data directory (`from`, as PGlite's dumpDataDir makes it).
 * PGlite is loaded here, when first used: it is a development dependency, absent from the
 * production image, where DATABASE_URL is required (docs/operations.md).
 */
export async function openPglite(dir: string | undefined, from?: Blob): Promise<Database> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(from ? { loadDataDir: from } : {}),
    parsers: { [types.DATE]: (v: string) => v },
    // The library's search ranks by trigram similarity (migration 025).
    extensions: { pg_trgm },
  });
  const db = new Kysely<DB>({ dialect: new PgliteDialect(pglite) });
  embedded.set(db, pglite);
  return db;
}

const POOL_SIZE = 10;

/**
 * Opens every connection of `db`'s pool now rather than when a burst of requests first needs
 * them: each new connection held the request waiting for it 5 to 70 ms.
 */
async function openEveryConnection(db: Database): Promise<void> {
  const pool = pools.get(db);
  if (!pool) return;
  const tries = await Promise.allSettled(Array.from({ length: POOL_SIZE }, () => pool.connect()));
  // Those that opened go back to the pool even when others failed: the start tries again.
  for (const t of tries) if (t.status === 'fulfilled') t.value.release();
  const failed = tries.find((t) => t.status === 'rejected');
  if (failed) throw failed.reason;
}

/** What happens to an idle connection's error unless the caller says otherwise: a warning. */
const warnConnectionLost = (err: Error) =>
  console.warn(`database connection lost (a new one is opened when needed): ${err.message}`);

/**
 * A PostgreSQL server reached by URL, with a pool of connections. A connection the server ends (a
 * restart, a failover) emits 'error', which would end the process if nobody listened: whether it
 * sat idle in the pool or was checked out between two statements. Every connection gets a
 * listener that reports it; the statement under way, if any, fails with the same error, and the
 * pool drops the connection and opens a new one when next needed.
 */
export function openPostgres(url: string, onConnectionLost = warnConnectionLost): Database {
  // Connections stay open once made (pg closes one idle for 10 s by default): opening one costs
  // PostgreSQL a process and the request that waits for it 5 to 70 ms, which under a steady load
  // came back every few seconds as the pool shrank between bursts and grew again.
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    idleTimeoutMillis: 0,
    Client: NamedStatementsClient,
  });
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  // The pool repeats an idle connection's error on itself; the listener above has reported it.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/**
 * Chooses the driver from configuration, in this one place, and brings the schema up to date,
 * saying in the log which migrations ran. PostgreSQL is waited for while it cannot be reached.
 */
export async function openDb(
  config: { databaseUrl: string | undefined; dataDir: string },
  log: StartupLog,
): Promise<Database> {
  let db: Database;
  if (config.databaseUrl) {
    db = openPostgres(config.databaseUrl);
    await waitForDatabase(() => openEveryConnection(db), { url: config.databaseUrl, log });
  } else {
    const dir = path.join(config.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true });
    db = await openPglite(dir);
  }
  const migrations = await migrate(db);
  log.info(
    { migrations },
    migrations.length > 0
      ? `database migrations applied: ${migrations.join(', ')}`
      : 'database schema up to date: no migrations to apply',
  );
  return db;
}
