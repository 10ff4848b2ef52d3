import type { Deps } from '../../platform/deps.ts';
import { greeting } from '../../platform/messaging/mail-greeting.ts';
import { siteUrl } from '../../platform/config/site-url.ts';
import type { StudioRecord } from '../studios/service.ts';

export async function sendResetMail(
  deps: Pick<Deps, 'mailer' | 'config'>,
  m: {
    to: string;
    firstName: string;
    token: string;
    studio: StudioRecord | undefined;
    minutes: number;
  },
): Promise<void> {
  const link = `${siteUrl(deps.config.publicUrl, m.studio)}/reset-password/${m.token}`;
  const brandName = m.studio?.name ?? 'JetSweat';
  await deps.mailer.send({
    to: m.to,
    subject: `Choose a new ${brandName} password`,
    text: [
      greeting(m.firstName),
      '',
      `Someone asked to reset the password of your ${brandName} account.`,
      `Choose a new password here (the link works once, for ${m.minutes} minutes):`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    // The reset is how someone whose address was never confirmed gets back in.
    beforeConfirmation: true,
  });
}
