import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/**
 * Runs `work` in a savepoint of the caller's transaction `tx`: when it throws, what it did is
 * undone and the transaction goes on without it. Answers whether it held.
 */
export async function inSavepoint(
  tx: Database,
  name: string,
  work: () => Promise<unknown>,
): Promise<boolean> {
  await sql`SAVEPOINT ${sql.id(name)}`.execute(tx);
  try {
    await work();
    await sql`RELEASE SAVEPOINT ${sql.id(name)}`.execute(tx);
    return true;
  } catch {
    await sql`ROLLBACK TO SAVEPOINT ${sql.id(name)}`.execute(tx);
    return false;
  }
}
