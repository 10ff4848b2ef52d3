import type { Database } from '../../platform/db/database.ts';
import { hashToken } from '../../platform/http/tokens.ts';

/**
 * Binds a browser's device token to an account until `expiresAt` (again after each login, so a
 * browser in use stays known). One browser may be known to several accounts (a shared device).
 */
export async function bindDeviceToken(
  db: Database,
  token: string,
  userId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('device_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
    })
    .onConflict((oc) =>
      oc.columns(['token_hash', 'user_id']).doUpdateSet({ expires_at: expiresAt }),
    )
    .execute();
}

/** Whether this browser's token is a live one of this account. */
export async function isKnownDevice(
  db: Database,
  token: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('device_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets every browser of the account (its password was reset: it starts again from here). */
export async function forgetDevices(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('device_tokens').where('user_id', '=', userId).execute();
}

/** Deletes the device tokens past their expiry; answers how many. */
export async function deleteExpiredDeviceTokens(db: Database, now: Date): Promise<number> {
  const gone = await db
    .deleteFrom('device_tokens')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
