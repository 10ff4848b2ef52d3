import type { Database } from '../../platform/db/database.ts';
import { deleteExpiredDeviceTokens } from './device-token-store.ts';
import { deleteExpiredEmailConfirmations } from './email-confirmation-store.ts';
import { deleteExpiredPasswordResets } from './password-reset-store.ts';
import { deleteExpiredSessions } from './session-store.ts';

/**
 * Removes the accounts' rows that can no longer be used: expired sessions, reset links and
 * device tokens and confirmation links.
 */
export async function removeExpiredAccountRows(
  db: Database,
  now: Date,
): Promise<{
  sessions: number;
  resetLinks: number;
  deviceTokens: number;
  confirmationLinks: number;
}> {
  return {
    sessions: await deleteExpiredSessions(db, now),
    resetLinks: await deleteExpiredPasswordResets(db, now),
    deviceTokens: await deleteExpiredDeviceTokens(db, now),
    confirmationLinks: await deleteExpiredEmailConfirmations(db, now),
  };
}
