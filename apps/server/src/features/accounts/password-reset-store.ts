import type { Queryable } from '../../platform/db.ts';

/** Keeps a reset link (its hash only) until it is spent or expires. */
export async function insertPasswordReset(
  q: Queryable,
  r: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [r.tokenHash, r.userId, r.createdAt, r.expiresAt],
  );
}

/** Spends a live link once; answers whose it was, or undefined when it is unknown, used or old. */
export async function spendPasswordReset(
  q: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await q.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [tokenHash, now],
  );
  return rows[0]?.user_id;
}

/** Spends every other open link of the account (after its password changed). */
export async function spendAllPasswordResets(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<void> {
  await q.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
}

/** Whose live link this is, without spending it (to check the new password first). */
export async function findLivePasswordReset(
  q: Queryable,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const rows = await q.query<{ user_id: number }>(
    'SELECT user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [tokenHash, now],
  );
  return rows[0]?.user_id;
}
