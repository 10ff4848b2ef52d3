import { EMAIL_CONFIRMATION_HOURS } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { greeting } from '../../platform/messaging/mail-greeting.ts';
import { siteUrl } from '../../platform/config/site-url.ts';
import type { StudioRecord } from '../studios/service.ts';

/** The link that confirms a new address, on the account's own site. */
export async function sendConfirmationMail(
  deps: Pick<Deps, 'mailer' | 'config'>,
  m: { to: string; firstName: string; token: string; studio: StudioRecord | undefined },
): Promise<void> {
  const link = `${siteUrl(deps.config.publicUrl, m.studio)}/confirm-email/${m.token}`;
  const brandName = m.studio?.name ?? 'JetSweat';
  await deps.mailer.send({
    to: m.to,
    subject: `Confirm your ${brandName} email address`,
    text: [
      greeting(m.firstName),
      '',
      `Welcome to ${brandName}! Please confirm that this is your email address (the link works once, for ${EMAIL_CONFIRMATION_HOURS} hours):`,
      '',
      link,
      '',
      'Until you do, we send this address nothing but this link and password resets.',
      'If you did not sign up, ignore this e-mail.',
    ].join('\n'),
    beforeConfirmation: true,
  });
}
