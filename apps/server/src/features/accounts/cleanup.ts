import type { Database } from '../../platform/db/database.ts';
import { deleteExpiredPasswordResets } from './password-reset-store.ts';
import { deleteExpiredSessions } from './session-store.ts';

/** Removes the accounts' rows that can no longer be used: expired sessions and reset links. */
export async function removeExpiredAccountRows(
  db: Database,
  now: Date,
): Promise<{ sessions: number; resetLinks: number }> {
  return {
    sessions: await deleteExpiredSessions(db, now),
    resetLinks: await deleteExpiredPasswordResets(db, now),
  };
}
