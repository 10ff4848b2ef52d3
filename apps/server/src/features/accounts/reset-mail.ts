import type { Deps } from '../../platform/deps.ts';
import type { StudioRow } from '../studios/store.ts';

/** The site a person uses: their studio's own domain for a white-label account, else ours. */
export function siteUrl(
  publicUrl: string,
  studio: Pick<StudioRow, 'whitelabel_domain'> | undefined,
): string {
  if (!studio?.whitelabel_domain) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = studio.whitelabel_domain;
  return url.origin;
}

export async function sendResetMail(
  deps: Pick<Deps, 'mailer' | 'config'>,
  m: {
    to: string;
    firstName: string;
    token: string;
    studio: StudioRow | undefined;
    minutes: number;
  },
): Promise<void> {
  const link = `${siteUrl(deps.config.publicUrl, m.studio)}/reset-password/${m.token}`;
  const brandName = m.studio?.name ?? 'JetSweat';
  await deps.mailer.send({
    to: m.to,
    subject: `Choose a new ${brandName} password`,
    text: [
      `Hi ${m.firstName},`,
      '',
      `Someone asked to reset the password of your ${brandName} account.`,
      `Choose a new password here (the link works once, for ${m.minutes} minutes):`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}
