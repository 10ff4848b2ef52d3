import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Waits for PostgreSQL's advisory lock `key` and holds it until the transaction `tx` ends, so two
 * instances (or a start and an hourly job) never do the same work at once.
 */
export async function holdTransactionLock(tx: Database, key: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${key})`.execute(tx);
}
