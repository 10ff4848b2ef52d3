import { sql, type Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/**
 * Signs the address up, or signs it up again after an unsubscribe. Answers its unsubscribe token
 * and whether the address is new (xmax = 0 marks a row this statement inserted).
 */
export async function upsertSubscriber(
  db: Database,
  s: { email: string; token: string; confirmTokenHash: string; now: Date },
): Promise<{ unsubscribe_token: string; fresh: boolean }> {
  return db
    .insertInto('newsletter_subscribers')
    .values({
      email: s.email,
      unsubscribe_token: s.token,
      confirm_token_hash: s.confirmTokenHash,
      subscribed_at: s.now,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doUpdateSet({ unsubscribed_at: null }))
    .returning(['unsubscribe_token', sql<boolean>`xmax = 0`.as('fresh')])
    .executeTakeFirstOrThrow();
}

/**
 * Confirms the address whose sign-up mail carried this token, if it was mailed since `since`;
 * the token then stops working. Answers whether one was confirmed.
 */
export async function confirmSubscriber(
  db: Database,
  tokenHash: string,
  since: Date,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set({ confirmed_at: now, confirm_token_hash: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('subscribed_at', '>', since)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Unsubscribes the token's address (keeping the first unsubscribe time); false for an unknown token. */
export async function unsubscribe(db: Database, token: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('newsletter_subscribers')
    .set((eb) => ({ unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(now)) }))
    .where('unsubscribe_token', '=', token)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The addresses that confirmed their sign-up and have not left. */
export function listSubscribers(
  db: Database,
): Promise<Pick<Selectable<Tables['newsletter_subscribers']>, 'email' | 'unsubscribe_token'>[]> {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['email', 'unsubscribe_token'])
    .where('unsubscribed_at', 'is', null)
    .where('confirmed_at', 'is not', null)
    .orderBy('id')
    .execute();
}
