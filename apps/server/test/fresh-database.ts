import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres } from '../src/platform/db/open.ts';
import { databaseUrl, type TemplateKind } from './database-templates.ts';
import { plainSql, type Db } from './plain-sql.ts';

/** Which database the server tests run on: the embedded one, or PostgreSQL when TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A dump of an embedded template, read once per test file (a file may start several apps). */
const dumps = new Map<string, Blob>();

/**
 * An embedded database at `dir`, a copy of the run's template of that kind, for a server process
 * a test starts (it finds it migrated, with the demo data loaded): a fresh one cost such a start
 * half a minute on CI's busy cores. False when this run's templates are on PostgreSQL: the server
 * then makes its own.
 */
export async function embeddedCopyAt(dir: string, kind: TemplateKind): Promise<boolean> {
  const templates = inject('databaseTemplates');
  if (templates.kind !== 'pglite') return false;
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir, new Blob([fs.readFileSync(templates.sources[kind])]));
  await db.destroy();
  return true;
}

/** A fresh database, a copy of the run's template of that kind (test/global-setup.ts). */
export async function freshDb(kind: TemplateKind): Promise<{ db: Db; drop: () => Promise<void> }> {
  const templates = inject('databaseTemplates');
  const source = templates.sources[kind];
  if (testDbKind === 'pglite') {
    let dump = dumps.get(source);
    if (!dump) dumps.set(source, (dump = new Blob([fs.readFileSync(source)])));
    const db = plainSql(await openPglite(undefined, dump));
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
      // pool.end() answers before its sockets have closed; dropping (FORCE) under them makes
      // those clients throw an unhandled 'terminating connection'. Wait for them to go first.
      for (let i = 0; i < 100; i++) {
        const open = await a.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (open.rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
