import type { Deps } from '../../platform/deps.ts';
import { greeting } from '../../platform/messaging/mail-greeting.ts';

/** The personal link an invite carries: the sign-up page, which passes the token on. */
export const inviteLink = (publicUrl: string, token: string) =>
  `${publicUrl}/signup?invite=${encodeURIComponent(token)}`;

/** An invite by e-mail, through the mail queue. */
export async function sendInviteMail(
  deps: Pick<Deps, 'mailer'>,
  m: { to: string; inviterName: string; link: string },
): Promise<void> {
  await deps.mailer.send({
    to: m.to,
    subject: `${m.inviterName} invited you to train together on JetSweat`,
    text: [
      // The invitee's name is not known: "Hello,", not "Hi ,".
      greeting(''),
      '',
      `${m.inviterName} would like to work out with you on JetSweat. Sign up through this link and you will be friends at once:`,
      '',
      m.link,
      '',
      'If you do not know them, ignore this e-mail.',
    ].join('\n'),
  });
}

/** An invite by text message, through the text-message queue. */
export async function sendInviteSms(
  deps: Pick<Deps, 'sms'>,
  m: { to: string; inviterName: string; link: string },
): Promise<void> {
  await deps.sms.send({
    to: m.to,
    text: `${m.inviterName} invited you to train together on JetSweat: ${m.link}`,
  });
}
