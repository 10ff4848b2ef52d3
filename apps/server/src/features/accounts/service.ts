import type { ActivityLevel, User, UserInfo } from '@jetsweat/contract';
import { accountTexts } from '@jetsweat/contract';
import { isUniqueViolation } from '../../platform/db.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { findStudioById, findStudioByName, type StudioRow } from '../studios/store.ts';
import { createLoginGuard } from './login-guard.ts';
import { refuseWeakPassword } from './password-rules.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  findLivePasswordReset,
  insertPasswordReset,
  spendAllPasswordResets,
  spendPasswordReset,
} from './password-reset-store.ts';
import { sendResetMail } from './reset-mail.ts';
import { closeAllSessions, openSession } from './sessions.ts';
import { findUserByEmail, findUserById, insertUser, setPassword, updateProfile } from './store.ts';
import { userView } from './user-view.ts';

const RESET_WINDOW_SECONDS = 60 * 60;
const RESET_LINK_MINUTES = 60;

export type RegisterKind =
  | { kind: 'general' }
  | { kind: 'studio'; studioName: string }
  | { kind: 'partner'; partnerToken: string };

/** Where a request came from: the client's address and the studio whose site it reached. */
export interface RequestSite {
  address: string;
  siteStudioId: number | null;
}

export function createAccountsService(deps: Deps) {
  const { db, clock, config, limiter } = deps;
  const loginGuard = createLoginGuard(deps);

  async function studioOrFail(name: string): Promise<StudioRow> {
    const studio = await findStudioByName(db, name);
    if (!studio) throw notFound(accountTexts.unknownStudio);
    return studio;
  }

  return {
    /** Creates the account and its first session in one transaction; answers the session token. */
    async register(info: UserInfo, how: RegisterKind): Promise<{ authToken: string }> {
      refuseWeakPassword(info.password, info.email);
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
      from: RequestSite,
    ): Promise<User> {
      if (studioName) await studioOrFail(studioName);
      await loginGuard.before(email, from.address);
      const row = await findUserByEmail(db, email);
      if (!(await verifyPassword(row?.password_hash, password)) || !row) {
        await loginGuard.failed(email);
        throw unauthorized(accountTexts.badCredentials);
      }
      await loginGuard.succeeded(email, from.address);
      const token = await openSession(db, row.id, clock.now(), config.sessionDays);
      return userView(db, row, from.siteStudioId, clock.now(), token);
    },

    /** The current user as the site the request came to sees them. */
    async me(userId: number, siteStudioId: number | null): Promise<User> {
      const row = await findUserById(db, userId);
      if (!row) throw unauthorized(accountTexts.notLoggedIn);
      return userView(db, row, siteStudioId, clock.now());
    },

    async saveProfile(
      userId: number,
      changes: {
        firstName?: string;
        lastName?: string;
        birthday?: string | null;
        weight?: number | null;
        gender?: string | null;
        activityLevel?: ActivityLevel | null;
      },
      claimedUserId: number | undefined,
      siteStudioId: number | null,
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
        activity_level: changes.activityLevel,
      });
      return this.me(userId, siteStudioId);
    },

    /**
     * E-mails a single-use link to choose a new password. The link's site is the account's own
     * (its studio's domain, or the main site), never one named by the request: a link pointing
     * at a domain someone else controls would hand them the account.
     */
    async requestReset(email: string, address: string): Promise<void> {
      await limiter.hit(
        [
          { key: `reset:account:${email}`, limit: 5 },
          { key: `reset:address:${address}`, limit: config.limits.loginPerAddress },
        ],
        RESET_WINDOW_SECONDS,
      );
      const user = await findUserByEmail(db, email);
      if (!user) throw notFound(accountTexts.userDoesNotExist);
      const studio = user.studio_id ? await findStudioById(db, user.studio_id) : undefined;
      const token = newToken();
      const now = clock.now();
      await insertPasswordReset(db, {
        tokenHash: hashToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
      });
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
      const tokenHash = hashToken(token);
      const owner = await findLivePasswordReset(db, tokenHash, clock.now());
      const user = owner === undefined ? undefined : await findUserById(db, owner);
      if (!user) throw notFound(accountTexts.resetLinkInvalid);
      // A refused password leaves the link unspent, so the person can try another.
      refuseWeakPassword(password, user.email);
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const userId = await spendPasswordReset(tx, tokenHash, clock.now());
        if (userId === undefined) return false;
        await setPassword(tx, userId, passwordHash);
        await closeAllSessions(tx, userId);
        await spendAllPasswordResets(tx, userId, clock.now());
        return true;
      });
      if (!changed) throw notFound(accountTexts.resetLinkInvalid);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
