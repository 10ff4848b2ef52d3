// A PostgreSQL server that ends the pool's idle connections (a restart, a failover) must not end
// the instance: the pool reports it, drops them and opens new ones for the next query.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openPostgres } from './open.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

it.skipIf(!adminUrl)(
  'survives the server ending its connections, idle or checked out',
  async () => {
    const name = `jetsweat_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const db = openPostgres(url.toString(), (err) => lost.push(err));
    try {
      // Two connections open and then idle in the pool.
      await Promise.all([sql`SELECT pg_sleep(0.05)`.execute(db), sql`SELECT 1`.execute(db)]);
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      for (let i = 0; i < 100 && lost.length < ended.rowCount!; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(lost).toHaveLength(ended.rowCount!);
      expect(lost[0]!.message).toMatch(/terminating connection/);
      const answer = await sql<{ n: number }>`SELECT 41 + 1 AS n`.execute(db);
      expect(answer.rows).toEqual([{ n: 42 }]);

      // A connection checked out for a transaction, ended between two of its statements.
      const cut = db.transaction().execute(async (tx) => {
        await sql`SELECT 1`.execute(tx);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await new Promise((r) => setTimeout(r, 200));
        await sql`SELECT 2`.execute(tx);
      });
      await expect(cut).rejects.toThrow();
      const again = await sql<{ n: number }>`SELECT 6 * 7 AS n`.execute(db);
      expect(again.rows).toEqual([{ n: 42 }]);
    } finally {
      await db.destroy();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);
