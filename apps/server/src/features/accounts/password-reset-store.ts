import type { Database } from '../../platform/db/database.ts';

/** Keeps a reset link (its hash only) until it is spent or expires. */
export async function insertPasswordReset(
  db: Database,
  r: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: r.tokenHash,
      user_id: r.userId,
      created_at: r.createdAt,
      expires_at: r.expiresAt,
    })
    .execute();
}

/** Spends a live link once; answers whose it was, or undefined when it is unknown, used or old. */
export async function spendPasswordReset(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Spends every other open link of the account (after its password changed). */
export async function spendAllPasswordResets(
  db: Database,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Whose live link this is, without spending it (to check the new password first). */
export async function findLivePasswordReset(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

/** Whether the account has a mailed link that still works (not used, not expired). */
export async function hasLivePasswordReset(
  db: Database,
  userId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('id')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the reset links past their expiry, spent or not; answers how many. */
export async function deleteExpiredPasswordResets(db: Database, now: Date): Promise<number> {
  const gone = await db
    .deleteFrom('password_resets')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
