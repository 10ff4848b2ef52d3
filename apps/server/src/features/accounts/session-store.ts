import type { Database } from '../../platform/db/database.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session and returns its token; only the token's hash is stored. */
export async function openSession(
  db: Database,
  userId: number,
  now: Date,
  days: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + days * DAY_MS),
    })
    .execute();
  return token;
}

/**
 * The live session a token opens, if any, with when it expires (so a caller that keeps it knows
 * until when).
 */
export async function findLiveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<{ id: number; user_id: number; internal: boolean; expires_at: Date } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.expires_at', 'users.user_type'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      user_id: row.user_id,
      internal: row.user_type === 'internal',
      expires_at: new Date(row.expires_at),
    }
  );
}

/** Ends one session; answers whether it was still open. */
export async function closeSession(db: Database, sessionId: number): Promise<boolean> {
  const closed = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .returning('id')
    .executeTakeFirst();
  return closed !== undefined;
}

export async function closeAllSessions(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Deletes the sessions that have expired (no one can use them); answers how many. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const gone = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(gone.numDeletedRows);
}
