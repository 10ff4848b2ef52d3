import type { User, UserInfo } from '@jetsweat/contract';
import { accountTexts } from '@jetsweat/contract';
import { isUniqueViolation } from '../../platform/db.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { findStudioById, findStudioByName, type StudioRow } from '../studios/store.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sendResetMail } from './reset-mail.ts';
import { closeAllSessions, openSession } from './sessions.ts';
import { findUserByEmail, findUserById, insertUser, setPassword, updateProfile } from './store.ts';
import { userView } from './user-view.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

const LOGIN_WINDOW_SECONDS = 15 * 60;
const RESET_WINDOW_SECONDS = 60 * 60;
const RESET_LINK_MINUTES = 60;

export type RegisterKind =
  | { kind: 'general' }
  | { kind: 'studio'; studioName: string }
  | { kind: 'partner'; partnerToken: string };

export function createAccountsService(deps: Deps) {
  const { db, clock, config, limiter } = deps;

  async function studioOrFail(name: string): Promise<StudioRow> {
    const studio = await findStudioByName(db, name);
    if (!studio) throw notFound(accountTexts.unknownStudio);
    return studio;
  }

  return {
    /** Creates the account and its first session in one transaction; answers the session token. */
    async register(info: UserInfo, how: RegisterKind): Promise<{ authToken: string }> {
      const studio = how.kind === 'studio' ? await studioOrFail(how.studioName) : undefined;
      const passwordHash = await hashPassword(info.password);
      try {
        return await db.transaction(async (tx) => {
          const userId = await insertUser(tx, {
            email: info.email,
            firstName: info.firstName,
            lastName: info.lastName,
            passwordHash,
            studioId: studio?.id ?? null,
            accountType: studio ? 'studio' : 'general',
            accessType: how.kind === 'partner' ? 'gympass' : null,
            partnerToken: how.kind === 'partner' ? how.partnerToken : null,
          });
          return { authToken: await openSession(tx, userId, clock.now(), config.sessionDays) };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_email_key')) throw conflict(accountTexts.emailTaken);
        throw err;
      }
    },

    async login(
      email: string,
      password: string,
      studioName: string | undefined,
      address: string,
    ): Promise<User> {
      if (studioName) await studioOrFail(studioName);
      const accountKey = `login:account:${email.toLowerCase()}`;
      await limiter.hit(
        [
          { key: accountKey, limit: config.limits.loginPerAccount },
          { key: `login:address:${address}`, limit: config.limits.loginPerAddress },
        ],
        LOGIN_WINDOW_SECONDS,
      );
      const row = await findUserByEmail(db, email);
      if (!(await verifyPassword(row?.password_hash, password)) || !row) {
        throw unauthorized(accountTexts.badCredentials);
      }
      await limiter.clear(accountKey);
      const token = await openSession(db, row.id, clock.now(), config.sessionDays);
      return userView(db, row, clock.now(), token);
    },

    async me(userId: number): Promise<User> {
      const row = await findUserById(db, userId);
      if (!row) throw unauthorized(accountTexts.notLoggedIn);
      return userView(db, row, clock.now());
    },

    async saveProfile(
      userId: number,
      changes: {
        firstName?: string;
        lastName?: string;
        birthday?: string | null;
        weight?: number | null;
        gender?: string | null;
      },
      claimedUserId: number | undefined,
    ): Promise<User> {
      if (claimedUserId !== undefined && claimedUserId !== userId) {
        throw forbidden('You can only change your own profile.');
      }
      await updateProfile(db, userId, {
        first_name: changes.firstName,
        last_name: changes.lastName,
        birthday: changes.birthday,
        weight: changes.weight,
        gender: changes.gender,
      });
      return this.me(userId);
    },

    /** E-mails a single-use link to choose a new password. */
    async requestReset(
      email: string,
      studioId: number | undefined,
      address: string,
    ): Promise<void> {
      await limiter.hit(
        [
          { key: `reset:account:${email.toLowerCase()}`, limit: 5 },
          { key: `reset:address:${address}`, limit: config.limits.loginPerAddress },
        ],
        RESET_WINDOW_SECONDS,
      );
      const studio = studioId ? await findStudioById(db, studioId) : undefined;
      if (studioId && !studio) throw notFound(accountTexts.unknownStudio);
      const user = await findUserByEmail(db, email);
      if (!user) throw notFound(accountTexts.userDoesNotExist);
      const token = newToken();
      const now = clock.now();
      await db.query(
        'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [hashToken(token), user.id, now, new Date(now.getTime() + RESET_LINK_MINUTES * 60_000)],
      );
      await sendResetMail(deps, {
        to: user.email,
        firstName: user.first_name,
        token,
        studio,
        minutes: RESET_LINK_MINUTES,
      });
    },

    /** Spends the link (once), sets the password and signs the account out everywhere. */
    async chooseNewPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const rows = await tx.query<{ user_id: number }>(
          `UPDATE password_resets SET used_at = $2
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
          [hashToken(token), clock.now()],
        );
        const userId = rows[0]?.user_id;
        if (userId === undefined) return false;
        await setPassword(tx, userId, passwordHash);
        await closeAllSessions(tx, userId);
        // Other links sent before this one are spent too.
        await tx.query(
          'UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
          [userId, clock.now()],
        );
        return true;
      });
      if (!changed) throw notFound(accountTexts.resetLinkInvalid);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
