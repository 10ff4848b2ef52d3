import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely over one PGlite instance. PGlite is a single connection that queues its callers, so every
 * "connection" handed to Kysely is the same instance; a transaction runs inside PGlite's own
 * `transaction()`, which holds PGlite's lock until Kysely commits or rolls back, so other callers
 * wait for it exactly as they would for a PostgreSQL row lock on one connection.
 */
export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = (): Driver => new PgliteDriver(this.pglite);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<unknown>) => new PostgresIntrospector(db);
}

type Outcome = 'commit' | 'rollback';

class PgliteConnection implements DatabaseConnection {
  private tx: Transaction | null = null;
  private finish: ((outcome: Outcome) => void) | null = null;
  private done: Promise<unknown> | null = null;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.tx ?? this.pglite;
    // Without parameters PostgreSQL's simple protocol runs several statements (as node-postgres
    // does): migrations rely on it. The last statement's rows are the answer.
    const result: Results<R> =
      query.parameters.length === 0
        ? ((await target.exec(query.sql)) as Results<R>[]).at(-1)!
        : await target.query<R>(query.sql, [...query.parameters]);
    return {
      rows: result?.rows ?? [],
      numAffectedRows: result?.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The embedded database does not stream query results.');
  }

  async begin(): Promise<void> {
    let begun = false;
    await new Promise<void>((started, failed) => {
      this.done = this.pglite
        .transaction(async (tx) => {
          this.tx = tx;
          begun = true;
          started();
          const outcome = await new Promise<Outcome>((resolve) => (this.finish = resolve));
          if (outcome === 'rollback') await tx.rollback();
        })
        .catch((err: unknown) => {
          // Before BEGIN the failure is begin()'s; after it, commit's or rollback's (see end()).
          if (!begun) return failed(err);
          throw err;
        });
    });
  }

  async end(outcome: Outcome): Promise<void> {
    const done = this.done!;
    this.finish!(outcome);
    this.tx = null;
    this.finish = null;
    this.done = null;
    await done;
  }
}

class PgliteDriver implements Driver {
  constructor(private readonly pglite: PGlite) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PgliteConnection(this.pglite);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteConnection).end('commit');
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PgliteConnection).end('rollback');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}
