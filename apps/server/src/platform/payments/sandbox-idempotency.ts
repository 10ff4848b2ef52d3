import type { Database } from '../db/database.ts';
import { CardError, GatewayRequestError, type IntentError } from './gateway.ts';

type Answer<T> = { value?: T; error?: IntentError };

/** Claims a key; false when a request with it came before. */
async function claimKey(db: Database, key: string): Promise<boolean> {
  const claimed = await db
    .insertInto('sandbox_idempotency')
    .values({ key })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

async function answerOf<T>(db: Database, key: string): Promise<Answer<T> | null> {
  const row = await db
    .selectFrom('sandbox_idempotency')
    .select('response')
    .where('key', '=', key)
    .executeTakeFirst();
  return (row?.response as Answer<T> | null | undefined) ?? null;
}

async function keepAnswer<T>(db: Database, key: string, answer: Answer<T>): Promise<void> {
  await db
    .updateTable('sandbox_idempotency')
    .set({ response: JSON.stringify(answer) })
    .where('key', '=', key)
    .execute();
}

async function forgetKey(db: Database, key: string): Promise<void> {
  await db.deleteFrom('sandbox_idempotency').where('key', '=', key).execute();
}

/**
 * Stripe's idempotency: the first answer to a key is the answer to every repeat of it (a card
 * error included); a repeat while the first is still running is refused, as Stripe does.
 */
export async function idempotent<T>(db: Database, key: string, work: () => Promise<T>): Promise<T> {
  const scoped = `sandbox:${key}`;
  if (!(await claimKey(db, scoped))) {
    const response = await answerOf<T>(db, scoped);
    if (!response) {
      throw new GatewayRequestError(
        `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
        409,
      );
    }
    if (response.error)
      throw new CardError(response.error.message, response.error.code, response.error.declineCode);
    return response.value as T;
  }
  try {
    const value = await work();
    await keepAnswer(db, scoped, { value });
    return value;
  } catch (err) {
    if (err instanceof CardError) {
      const error: IntentError = {
        code: err.code,
        declineCode: err.declineCode,
        message: err.message,
      };
      await keepAnswer(db, scoped, { error });
    } else {
      await forgetKey(db, scoped);
    }
    throw err;
  }
}
