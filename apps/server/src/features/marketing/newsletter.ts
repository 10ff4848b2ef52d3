import type { Deps } from '../../platform/deps.ts';
import { marketingTexts } from '@jetsweat/contract';
import { notFound } from '../../platform/errors.ts';
import type { Mail } from '../../platform/mailer.ts';
import { newToken } from '../../platform/tokens.ts';

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
      const rows = await deps.db.query<{ unsubscribe_token: string; fresh: boolean }>(
        `INSERT INTO newsletter_subscribers (email, unsubscribe_token, subscribed_at) VALUES ($1, $2, $3)
         ON CONFLICT ((lower(email))) DO UPDATE SET unsubscribed_at = NULL
         RETURNING unsubscribe_token, (xmax = 0) AS fresh`,
        [email.trim(), newToken(), deps.clock.now()],
      );
      const row = rows[0]!;
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
      const rows = await deps.db.query(
        'UPDATE newsletter_subscribers SET unsubscribed_at = coalesce(unsubscribed_at, $2) WHERE unsubscribe_token = $1 RETURNING id',
        [token, deps.clock.now()],
      );
      if (rows.length === 0) throw notFound(marketingTexts.unsubscribeUnknown);
    },
    /** Sends one newsletter issue to every subscribed address; answers how many were sent. */
    async sendIssue(subject: string, body: string): Promise<number> {
      const subscribers = await deps.db.query<{ email: string; unsubscribe_token: string }>(
        'SELECT email, unsubscribe_token FROM newsletter_subscribers WHERE unsubscribed_at IS NULL ORDER BY id',
      );
      for (const s of subscribers) {
        await deps.mailer.send(
          newsletterMail(deps.config.publicUrl, s.email, s.unsubscribe_token, subject, body),
        );
      }
      return subscribers.length;
    },
  };
}
