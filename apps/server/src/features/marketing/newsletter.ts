import type { Deps } from '../../platform/deps.ts';
import { marketingTexts } from '@jetsweat/contract';
import { notFound } from '../../platform/errors.ts';
import type { Mail } from '../../platform/mailer.ts';
import { newToken } from '../../platform/tokens.ts';
import { listSubscribers, unsubscribe, upsertSubscriber } from './newsletter-store.ts';

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

const WELCOME =
  'Thanks for signing up! Every week we will send new classes, studio news and offers.';

/**
 * Newsletter sign-ups. Signing up twice is not an error to the visitor (and a past unsubscribe
 * is undone); each mail carries the address's own unsubscribe link.
 */
export function createNewsletter(deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'clock'>) {
  return {
    async subscribe(email: string): Promise<void> {
      const row = await upsertSubscriber(deps.db, {
        email: email.trim(),
        token: newToken(),
        now: deps.clock.now(),
      });
      if (!row.fresh) return;
      await deps.mailer.send(
        newsletterMail(
          deps.config.publicUrl,
          email.trim(),
          row.unsubscribe_token,
          'Welcome to the JetSweat newsletter',
          WELCOME,
        ),
      );
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
