import type { Database } from '../../platform/db/database.ts';

/** Keeps a confirmation link (its hash only) until it is spent or expires. */
export async function insertEmailConfirmation(
  db: Database,
  c: { tokenHash: string; userId: number; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('email_confirmations')
    .values({
      token_hash: c.tokenHash,
      user_id: c.userId,
      email: c.email,
      created_at: c.createdAt,
      expires_at: c.expiresAt,
    })
    .execute();
}

/**
 * Spends a live link once; answers whose it was and the address it was mailed to, or undefined
 * when it is unknown, used or old.
 */
export async function spendEmailConfirmation(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; email: string } | undefined> {
  const row = await db
    .updateTable('email_confirmations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
  return row && { userId: row.user_id, email: row.email };
}

/** Deletes the confirmation links past their expiry, spent or not; answers how many. */
export async function deleteExpiredEmailConfirmations(db: Database, now: Date): Promise<number> {
  const gone = await db
    .deleteFrom('email_confirmations')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
