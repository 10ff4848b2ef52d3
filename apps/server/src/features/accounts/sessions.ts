import type { Queryable } from '../../platform/db.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Opens a session and returns its token; only the token's hash is stored. */
export async function openSession(
  q: Queryable,
  userId: number,
  now: Date,
  days: number,
): Promise<string> {
  const token = newToken();
  await q.query(
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), userId, now, new Date(now.getTime() + days * DAY_MS)],
  );
  return token;
}

/** Ends one session; answers whether it was still open. */
export async function closeSession(q: Queryable, sessionId: number): Promise<boolean> {
  return (await q.query('DELETE FROM sessions WHERE id = $1 RETURNING id', [sessionId])).length > 0;
}

export async function closeAllSessions(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
