import type { Database } from '../../platform/db/database.ts';
import { newToken } from '../../platform/http/tokens.ts';
import { DEVICE_DAYS } from './device-cookie.ts';
import { bindDeviceToken, isKnownDevice } from './device-token-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The browsers an account knows: those it logged in from, or chose a new password from with a
 * mailed link. Knowing one proves nothing about who is at it (the password still does that); it
 * only tells the owner's own attempts apart from the guesses others make at the account.
 */
export const knownDevices = {
  /** The token, when the browser's device token is a live one of this account. */
  async recognise(
    db: Database,
    token: string | undefined,
    userId: number,
    now: Date,
  ): Promise<string | undefined> {
    if (!token) return undefined;
    return (await isKnownDevice(db, token, userId, now)) ? token : undefined;
  },

  /**
   * Remembers the browser for the account for DEVICE_DAYS more: with the token it already
   * carries (one browser may know several accounts), or a new one. Answers the token to set.
   */
  async remember(
    db: Database,
    token: string | undefined,
    userId: number,
    now: Date,
  ): Promise<string> {
    const kept = token ?? newToken();
    await bindDeviceToken(db, kept, userId, now, new Date(now.getTime() + DEVICE_DAYS * DAY_MS));
    return kept;
  },
};
