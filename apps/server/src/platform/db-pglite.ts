import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

// Dates stay 'YYYY-MM-DD' strings, as with node-postgres below, so both drivers answer alike.
const parsers = { [types.DATE]: (v: string) => v };

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params, { parsers });
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** Embedded PostgreSQL: a directory on disk, or memory when `dir` is undefined. */
export async function openPglite(dir: string | undefined): Promise<Db> {
  const pg = await PGlite.create(dir ? { dataDir: dir } : {});
  return {
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
