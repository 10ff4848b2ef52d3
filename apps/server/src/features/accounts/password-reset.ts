import { accountTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { refuseWeakPassword } from './password-rules.ts';
import { hashPassword } from './passwords.ts';
import {
  findLivePasswordReset,
  insertPasswordReset,
  spendAllPasswordResets,
  spendPasswordReset,
} from './password-reset-store.ts';
import { sendResetMail } from './reset-mail.ts';
import { closeAllSessions } from './session-store.ts';
import { findUserByEmail, findUserById, setPassword } from './store.ts';

const RESET_WINDOW_SECONDS = 60 * 60;
const RESET_LINK_MINUTES = 60;

type StudioOfAccount = Parameters<typeof sendResetMail>[1]['studio'];

/**
 * E-mails a single-use link to choose a new password. The link's site is the account's own
 * (its studio's domain, or the main site), never one named by the request: a link pointing
 * at a domain someone else controls would hand them the account.
 */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  address: string,
  studioById: (studioId: number) => Promise<StudioOfAccount>,
): Promise<void> {
  const { clock, config, db, limiter } = deps;
  await limiter.hit(
    [
      { key: `reset:account:${email}`, limit: 5 },
      { key: `reset:address:${address}`, limit: config.limits.loginPerAddress },
    ],
    RESET_WINDOW_SECONDS,
  );
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(accountTexts.userDoesNotExist);
  const studio = user.studio_id ? await studioById(user.studio_id) : undefined;
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
}

/** Spends the link (once), sets the password and signs the account out everywhere. */
export async function chooseNewPassword(
  deps: Pick<Deps, 'clock' | 'db'>,
  token: string,
  password: string,
  studioById: (studioId: number) => Promise<StudioOfAccount>,
): Promise<void> {
  const { clock, db } = deps;
  const tokenHash = hashToken(token);
  const owner = await findLivePasswordReset(db, tokenHash, clock.now());
  const user = owner === undefined ? undefined : await findUserById(db, owner);
  if (!user) throw notFound(accountTexts.resetLinkInvalid);
  // A refused password leaves the link unspent, so the person can try another.
  const studio = user.studio_id ? await studioById(user.studio_id) : undefined;
  refuseWeakPassword(password, {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    studioNames: studio ? [studio.name, studio.short_name] : [],
  });
  const passwordHash = await hashPassword(password);
  const changed = await db.transaction().execute(async (tx) => {
    const userId = await spendPasswordReset(tx, tokenHash, clock.now());
    if (userId === undefined) return false;
    await setPassword(tx, userId, passwordHash);
    await closeAllSessions(tx, userId);
    await spendAllPasswordResets(tx, userId, clock.now());
    return true;
  });
  if (!changed) throw notFound(accountTexts.resetLinkInvalid);
}
