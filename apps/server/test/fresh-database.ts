import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../src/platform/db/open.ts';
import { databaseUrl, untilNoOneConnected, type TemplateKind } from './database-templates.ts';
import { plainSql, type Db } from './plain-sql.ts';

/** Which database the server tests run on: the embedded one, or PostgreSQL when TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** The embedded templates' dumps read so far by this test file. */
const dumps = new Map<string, Blob>();

/** The dump of embedded template `source`, read once per test file (a file may start several apps). */
function dumpOf(source: string): Blob {
  let dump = dumps.get(source);
  if (!dump) dumps.set(source, (dump = new Blob([fs.readFileSync(source)])));
  return dump;
}

/**
 * An embedded database at `dir`, a copy of the run's template of that kind, for a server process
 * a test starts (it finds it migrated, with the demo data loaded): a fresh one cost such a start
 * half a minute on CI's busy cores. Nothing when this run's templates are on PostgreSQL: the
 * server then makes its own.
 */
export async function embeddedCopyAt(dir: string, kind: TemplateKind): Promise<void> {
  const templates = inject('databaseTemplates');
  if (templates.kind !== 'pglite') return;
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir, dumpOf(templates.sources[kind]));
  await db.destroy();
}

/** A fresh database, a copy of the run's template of that kind (test/global-setup.ts). */
export async function freshDb(kind: TemplateKind): Promise<{ db: Db; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  const source = templates.sources[kind];
  if (testDbKind === 'pglite') {
    const db = plainSql(await openPglite(undefined, dumpOf(source)));
    return { db, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `jetsweat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  await admin.end();
  const db = plainSql(openPostgres(databaseUrl(adminUrl, name)));
  return {
    db,
    drop: async () => {
      await db.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      // Dropping (FORCE) under the pool's closing sockets makes those clients throw an
      // unhandled 'terminating connection'.
      await untilNoOneConnected(a, name);
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
