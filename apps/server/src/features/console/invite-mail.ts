import { CONSOLE_INVITE_DAYS, type ConsoleInviteRole } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { greeting } from '../../platform/messaging/mail-greeting.ts';

/** The page that accepts an invite: signed in, or after signing up or logging in from it. */
export const consoleInviteLink = (publicUrl: string, token: string) =>
  `${publicUrl}/console/invite/${encodeURIComponent(token)}`;

const roleWords: Record<ConsoleInviteRole, string> = {
  admin: 'an admin of',
  instructor: 'an instructor at',
};

/** The invite, through the durable mail queue. */
export async function sendConsoleInviteMail(
  deps: Pick<Deps, 'mailer'>,
  m: { to: string; inviterName: string; studioName: string; role: ConsoleInviteRole; link: string },
): Promise<void> {
  await deps.mailer.send({
    to: m.to,
    subject: `${m.inviterName} invited you to ${m.studioName} on JetSweat`,
    text: [
      greeting(''),
      '',
      `${m.inviterName} invited you to be ${roleWords[m.role]} ${m.studioName} on JetSweat.`,
      `Accept here, signed in with this e-mail address or after creating an account with it`,
      `(the link works once, for ${CONSOLE_INVITE_DAYS} days):`,
      '',
      m.link,
      '',
      'If you did not expect this, ignore this e-mail: nothing changes.',
    ].join('\n'),
  });
}
