import type { Deps } from '../../platform/deps.ts';
import { marketingTexts } from '@jetsweat/contract';
import { notFound } from '../../platform/http/errors.ts';
import type { Mail } from '../../platform/messaging/mailer.ts';
import { hashToken, newToken } from '../../platform/http/tokens.ts';
import {
  confirmSubscriber,
  listSubscribers,
  unsubscribe,
  upsertSubscriber,
} from './newsletter-store.ts';

/** Every newsletter mail ends with the address's own unsubscribe link, and offers one-click unsubscribe. */
export function newsletterMail(
  publicUrl: string,
  to: string,
  token: string,
  subject: string,
  body: string,
): Mail {
  const link = `${publicUrl}/api/marketing/newsletter/unsubscribe?token=${token}`;
  return {
    to,
    subject,
    text: `${body.trimEnd()}\n\n--\nYou get this e-mail because you signed up for the JetSweat newsletter.\nTo stop receiving these e-mails: ${link}\n`,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** How long the link in the sign-up mail works. */
const CONFIRM_DAYS = 7;

const confirmationText = (link: string) =>
  [
    'Thanks for signing up! Please confirm that you want the JetSweat newsletter (the link works once, for 7 days):',
    '',
    link,
    '',
    'Every week we will then send new classes, studio news and offers. If it was not you, ignore this e-mail: we will send nothing more.',
  ].join('\n');

/**
 * Newsletter sign-ups, double opt-in: the first mail only asks the address's owner to confirm,
 * and issues go to confirmed addresses only, so no one can sign someone else up. Signing up
 * twice is not an error to the visitor (and a past unsubscribe is undone) and sends no second
 * mail; each mail carries the address's own unsubscribe link.
 */
export function createNewsletter(deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'clock'>) {
  return {
    async subscribe(email: string): Promise<void> {
      const confirmToken = newToken();
      const row = await upsertSubscriber(deps.db, {
        email: email.trim(),
        token: newToken(),
        confirmTokenHash: hashToken(confirmToken),
        now: deps.clock.now(),
      });
      if (!row.fresh) return;
      const link = `${deps.config.publicUrl}/api/marketing/newsletter/confirm?token=${confirmToken}`;
      await deps.mailer.send({
        ...newsletterMail(
          deps.config.publicUrl,
          email.trim(),
          row.unsubscribe_token,
          'Confirm your JetSweat newsletter sign-up',
          confirmationText(link),
        ),
        // The one mail an address gets before its owner says yes (platform/messaging/mail-queue.ts).
        beforeConfirmation: true,
      });
    },
    /** Confirms the address whose sign-up mail carried this token (once). */
    async confirm(token: string): Promise<void> {
      const now = deps.clock.now();
      const since = new Date(now.getTime() - CONFIRM_DAYS * 24 * 3600_000);
      if (!(await confirmSubscriber(deps.db, hashToken(token), since, now)))
        throw notFound(marketingTexts.newsletterConfirmUnknown);
    },
    async unsubscribe(token: string): Promise<void> {
      if (!(await unsubscribe(deps.db, token, deps.clock.now())))
        throw notFound(marketingTexts.unsubscribeUnknown);
    },
    /**
     * Sends one newsletter issue to every subscribed address through the mailer (the mail queue:
     * one message a job, retried on its own); answers how many were handed over.
     */
    async sendIssue(subject: string, body: string): Promise<number> {
      const subscribers = await listSubscribers(deps.db);
      for (const s of subscribers) {
        await deps.mailer.send(
          newsletterMail(deps.config.publicUrl, s.email, s.unsubscribe_token, subject, body),
        );
      }
      return subscribers.length;
    },
  };
}
export type Newsletter = ReturnType<typeof createNewsletter>;
