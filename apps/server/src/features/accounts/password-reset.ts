import { accountTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { hashToken, newToken } from '../../platform/http/tokens.ts';
import { refuseWeakPassword } from './password-rules.ts';
import { hashPassword } from './passwords.ts';
import { forgetDevices } from './device-token-store.ts';
import { knownDevices } from './known-devices.ts';
import {
  findLivePasswordReset,
  hasLivePasswordReset,
  insertPasswordReset,
  spendAllPasswordResets,
  spendPasswordReset,
} from './password-reset-store.ts';
import { sendResetMail } from './reset-mail.ts';
import { closeAllSessions } from './session-store.ts';
import { findUserByEmail, findUserById, setPassword } from './store.ts';

const RESET_WINDOW_SECONDS = 60 * 60;
const RESET_LINK_MINUTES = 60;
/** Reset mails an account gets per hour, from requests its own browsers did not make. */
export const RESET_MAILS_PER_HOUR = 3;

type StudioOfAccount = Parameters<typeof sendResetMail>[1]['studio'];

/**
 * E-mails a single-use link to choose a new password. The link's site is the account's own
 * (its studio's domain, or the main site), never one named by the request: a link pointing
 * at a domain someone else controls would hand them the account.
 *
 * Others can ask for the owner's reset, so their requests must not use up the owner's: a
 * request from a browser the account knows has a limit of its own. Any other request is
 * answered the same, but past RESET_MAILS_PER_HOUR mails in the hour it sends nothing while a
 * link already mailed is still usable (the owner has that one); once those are used or expired,
 * the next request sends one again. So the mailbox is not flooded and the owner is never
 * left without a working link.
 */
export async function requestPasswordReset(
  deps: Deps,
  email: string,
  from: { address: string; deviceToken?: string },
  studioById: (studioId: number) => Promise<StudioOfAccount>,
): Promise<void> {
  const { clock, config, db, limiter } = deps;
  const known = await findUserByEmail(db, email);
  const device =
    known && (await knownDevices.recognise(db, from.deviceToken, known.id, clock.now()));
  if (device) {
    const key = `reset:device:${known.id}:${hashToken(device)}`;
    await limiter.hit([{ key, limit: RESET_MAILS_PER_HOUR }], RESET_WINDOW_SECONDS);
    return mailResetLink(deps, known, studioById);
  }
  await limiter.hit(
    [{ key: `reset:address:${from.address}`, limit: config.limits.loginPerAddress }],
    RESET_WINDOW_SECONDS,
  );
  if (!known) throw notFound(accountTexts.userDoesNotExist);
  const mails = await limiter.count(`reset:mails:${email}`, RESET_WINDOW_SECONDS);
  if (mails > RESET_MAILS_PER_HOUR && (await hasLivePasswordReset(db, known.id, clock.now()))) {
    return;
  }
  await mailResetLink(deps, known, studioById);
}

async function mailResetLink(
  deps: Deps,
  user: { id: number; email: string; first_name: string; studio_id: number | null },
  studioById: (studioId: number) => Promise<StudioOfAccount>,
): Promise<void> {
  const { clock, db } = deps;
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

/**
 * Spends the link (once), sets the password and signs the account out everywhere. The browsers
 * the account knew are forgotten (one of them may be how it was lost) and the browser that chose
 * the password, having shown it reads the account's mail, becomes the one it knows: answers the
 * new device token for it.
 */
export async function chooseNewPassword(
  deps: Pick<Deps, 'clock' | 'db'>,
  token: string,
  password: string,
  studioById: (studioId: number) => Promise<StudioOfAccount>,
): Promise<string> {
  const { clock, db } = deps;
  const tokenHash = hashToken(token);
  const owner = await findLivePasswordReset(db, tokenHash, clock.now());
  const user = owner === undefined ? undefined : await findUserById(db, owner);
  if (!user) throw notFound(accountTexts.resetLinkInvalid);
  // A refused password leaves the link unspent, so the person can try another.
  const studio = user.studio_id ? await studioById(user.studio_id) : undefined;
  await refuseWeakPassword(password, {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    studioNames: studio ? [studio.name, studio.short_name] : [],
  });
  const passwordHash = await hashPassword(password);
  const deviceToken = await db.transaction().execute(async (tx) => {
    const userId = await spendPasswordReset(tx, tokenHash, clock.now());
    if (userId === undefined) return undefined;
    await setPassword(tx, userId, passwordHash);
    await closeAllSessions(tx, userId);
    await spendAllPasswordResets(tx, userId, clock.now());
    await forgetDevices(tx, userId);
    return knownDevices.remember(tx, undefined, userId, clock.now());
  });
  if (deviceToken === undefined) throw notFound(accountTexts.resetLinkInvalid);
  return deviceToken;
}
