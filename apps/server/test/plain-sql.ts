import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../src/platform/db/database.ts';

// Tests read and arrange what is stored with plain SQL text; this gives them that over the same
// Kysely handle the server uses. Server code queries through Kysely's builder in its stores.

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters. */
  exec(sql: string): Promise<void>;
  /** The same connection (or transaction) as Kysely, for the stores already converted. */
  kysely: Database;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: all of it happens, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Plain SQL text over `db` (a Kysely handle or one of its transactions). */
export function plainSql(db: Database): Db {
  return {
    kysely: db,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await db.executeQuery<T>(CompiledQuery.raw(text, params));
      return result.rows;
    },
    async exec(text: string) {
      await sql.raw(text).execute(db);
    },
    transaction: (work) => db.transaction().execute((tx) => work(plainSql(tx))),
    close: () => db.destroy(),
  };
}

export async function one<T>(
  q: Queryable,
  text: string,
  params?: unknown[],
): Promise<T | undefined> {
  const rows = await q.query<T>(text, params);
  return rows[0];
}
