/** EXPLAIN ANALYZE of the very SQL a store runs, for the benchmarks. */
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';

/**
 * A handle a store can be given in place of the database: each statement it runs is explained
 * (EXPLAIN ANALYZE on `db`, a `{ query(sql, params) }`) instead of answered, and the plans are
 * collected in `plans`, the statements themselves (`{ sql, params }`) in `statements`. Stores
 * that build SQL with Kysely and those that use `query` both work; every statement answers no
 * rows.
 */
export function explainingHandle(db) {
  const plans = [];
  const statements = [];
  const explainSql = async (sql, params) => {
    statements.push({ sql, params });
    const rows = await db.query(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`,
      params,
    );
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    return [];
  };
  const connection = {
    executeQuery: async (q) => ({ rows: await explainSql(q.sql, [...q.parameters]) }),
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const explaining = new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => connection,
        beginTransaction: async () => {},
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
    },
  });
  return {
    handle: Object.assign(explaining, { query: explainSql, kysely: explaining }),
    plans,
    statements,
  };
}
