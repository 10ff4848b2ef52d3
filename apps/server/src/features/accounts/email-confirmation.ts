import { EMAIL_CONFIRMATION_HOURS, emailConfirmationTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound, unauthorized } from '../../platform/http/errors.ts';
import { hashToken, newToken } from '../../platform/http/tokens.ts';
import { studioRecords } from '../studios/service.ts';
import { sendConfirmationMail } from './confirmation-mail.ts';
import { insertEmailConfirmation, spendEmailConfirmation } from './email-confirmation-store.ts';
import { findUserById, markEmailConfirmed } from './store.ts';

/** New links one account may ask for in an hour, beyond the one mailed at sign-up. */
const LINKS_PER_HOUR = 5;

/**
 * Confirming that a new address is its owner's: a single-use link, kept as a hash like the reset
 * links, mailed at sign-up and again on request. Until it is opened the mail queue sends that
 * address nothing but this link and password resets (platform/messaging/mail-queue.ts).
 */
export function createEmailConfirmation(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'limiter'>,
) {
  const { db, clock } = deps;

  /** Mails a fresh link to the account's current address; a request for another is counted. */
  async function mailLink(userId: number, requested: boolean): Promise<'sent' | 'confirmed'> {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized(emailConfirmationTexts.linkInvalid);
    if (user.email_confirmed_at) return 'confirmed';
    if (requested)
      await deps.limiter.hit([{ key: `confirm-email:${userId}`, limit: LINKS_PER_HOUR }], 3600);
    const token = newToken();
    const now = clock.now();
    await insertEmailConfirmation(db, {
      tokenHash: hashToken(token),
      userId,
      email: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * 3600_000),
    });
    const studio = user.studio_id ? await studioRecords.byId(db, user.studio_id) : undefined;
    await sendConfirmationMail(deps, {
      to: user.email,
      firstName: user.first_name,
      token,
      studio,
    });
    return 'sent';
  }

  return {
    /**
     * The sign-up's link. The account stands even when the mail cannot be filed: the person can
     * send another from their account page.
     */
    async afterSignUp(userId: number): Promise<void> {
      try {
        await mailLink(userId, false);
      } catch (err) {
        // Not the address: logs hold no one's personal details.
        console.error('confirmation mail not sent', err);
      }
    },
    /** POST /api/user/confirm-email/resend: answers the text to show. */
    async resend(userId: number): Promise<string> {
      return (await mailLink(userId, true)) === 'confirmed'
        ? emailConfirmationTexts.alreadyConfirmed
        : emailConfirmationTexts.sent;
    },
    /** Spends the link (once) and confirms the address it was mailed to. */
    async confirm(token: string): Promise<void> {
      const confirmed = await db.transaction().execute(async (tx) => {
        const link = await spendEmailConfirmation(tx, hashToken(token), clock.now());
        return link !== undefined && markEmailConfirmed(tx, link.userId, link.email, clock.now());
      });
      if (!confirmed) throw notFound(emailConfirmationTexts.linkInvalid);
    },
  };
}
export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;
