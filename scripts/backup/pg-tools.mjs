/**
 * pg_dump and pg_restore (Debian's postgresql-client) for the restore check, and what it compares
 * between the original database and its restored copy.
 */
import { execFileSync } from 'node:child_process';
import { query } from '../scale/database.mjs';

const major = (version) => Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);

/**
 * Stops with a clear message unless pg_dump and pg_restore are installed and no older than the
 * server: an older pg_dump refuses a newer server's database.
 */
export async function checkClientVersions(databaseUrl) {
  const [{ server_version: server }] = await query(databaseUrl, 'SHOW server_version');
  for (const tool of ['pg_dump', 'pg_restore']) {
    let version;
    try {
      version = execFileSync(tool, ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      throw new Error(`${tool} is missing: apt-get install postgresql-client (PostgreSQL's own)`);
    }
    if (major(version) < major(server))
      throw new Error(`${version} is older than the server (PostgreSQL ${server})`);
    console.log(`${version} (server: PostgreSQL ${server})`);
  }
}

/** The dump a backup job would make: custom format (compressed, restorable table by table). */
export function dump(databaseUrl, file) {
  execFileSync('pg_dump', ['--format=custom', `--file=${file}`, databaseUrl], { stdio: 'inherit' });
}

/**
 * Restores `file` into the empty database `databaseUrl`. Objects are owned by whoever restores
 * (--no-owner), as when a dump moves to another server; any error stops it (--exit-on-error).
 */
export function restore(databaseUrl, file) {
  execFileSync(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, file],
    { stdio: 'inherit' },
  );
}

/** The row count of every table of the product's and the job queue's schemas, by table. */
export async function rowCounts(databaseUrl) {
  const tables = await query(
    databaseUrl,
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname IN ('public', 'pgboss') ORDER BY 1`,
  );
  const counts = {};
  for (const { name } of tables)
    counts[name] = Number((await query(databaseUrl, `SELECT count(*) AS n FROM ${name}`))[0].n);
  return counts;
}
