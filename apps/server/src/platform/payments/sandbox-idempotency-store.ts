import type { Database } from '../db/database.ts';
import type { IntentError } from './gateway.ts';

/** The sandbox gateway's idempotency keys and the first answer given to each. */

export type Answer<T> = { value?: T; error?: IntentError };

/** Claims a key; false when a request with it came before. */
export async function claimKey(db: Database, key: string): Promise<boolean> {
  const claimed = await db
    .insertInto('sandbox_idempotency')
    .values({ key })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function answerOf<T>(db: Database, key: string): Promise<Answer<T> | null> {
  const row = await db
    .selectFrom('sandbox_idempotency')
    .select('response')
    .where('key', '=', key)
    .executeTakeFirst();
  return (row?.response as Answer<T> | null | undefined) ?? null;
}

export async function keepAnswer<T>(db: Database, key: string, answer: Answer<T>): Promise<void> {
  await db
    .updateTable('sandbox_idempotency')
    .set({ response: JSON.stringify(answer) })
    .where('key', '=', key)
    .execute();
}

export async function forgetKey(db: Database, key: string): Promise<void> {
  await db.deleteFrom('sandbox_idempotency').where('key', '=', key).execute();
}
