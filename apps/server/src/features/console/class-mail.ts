import { easternWhen, formatDollars, type ConsoleClass } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { greeting } from '../../platform/messaging/mail-greeting.ts';
import { accountSiteUrl, mailContactOf } from '../accounts/service.ts';
import type { CancelledSeat } from '../schedule/service.ts';

type MailDeps = Pick<Deps, 'db' | 'mailer' | 'config'>;
/** Where a mail that could not be filed is reported; the change it tells of stands. */
export type MailFailed = (err: unknown, userId: number) => void;

/** Sends one mail per person; answers how many were filed on the mail queue. */
async function mailEach(
  deps: MailDeps,
  userIds: number[],
  compose: (firstName: string, site: string, userId: number) => { subject: string; text: string },
  failed: MailFailed,
): Promise<number> {
  let sent = 0;
  for (const userId of userIds) {
    try {
      const [who, site] = await Promise.all([
        mailContactOf(deps.db, userId),
        accountSiteUrl(deps, userId),
      ]);
      if (!who) continue;
      await deps.mailer.send({ to: who.email, ...compose(who.firstName, site, userId) });
      sent += 1;
    } catch (err) {
      failed(err, userId);
    }
  }
  return sent;
}

/** Tells everyone booked that their class moved to a new time (Eastern Time, as booked). */
export function sendClassMovedMails(
  deps: MailDeps,
  c: ConsoleClass,
  was: Date | string,
  userIds: number[],
  failed: MailFailed,
): Promise<number> {
  const at = easternWhen(c.startsAtIso);
  return mailEach(
    deps,
    userIds,
    (firstName, site) => ({
      subject: `New time: ${c.title}, ${at}`,
      text: [
        greeting(firstName),
        '',
        `${c.title} (booked for ${easternWhen(was)}) has moved to ${at}.`,
        'Your booking stands. If the new time does not suit you, you can cancel it from your schedule.',
        '',
        `Your class: ${site}/newplatform/live/upcoming/${c.id}`,
      ].join('\n'),
    }),
    failed,
  );
}

/** Tells everyone who was booked that the studio cancelled the class, and of their refund. */
export function sendClassCancelledMails(
  deps: MailDeps,
  c: ConsoleClass,
  seats: CancelledSeat[],
  failed: MailFailed,
): Promise<number> {
  const refundOf = new Map(seats.map((s) => [s.userId, s.amountCents]));
  const at = easternWhen(c.startsAtIso);
  return mailEach(
    deps,
    seats.map((s) => s.userId),
    (firstName, site, userId) => {
      const cents = refundOf.get(userId) ?? 0;
      return {
        subject: `Cancelled: ${c.title}, ${at}`,
        text: [
          greeting(firstName),
          '',
          `We're sorry: the studio has cancelled ${c.title}, ${at}.`,
          cents > 0
            ? `Your payment of ${formatDollars(cents)} is refunded to your card; it shows within 5-10 business days.`
            : 'Nothing was charged for it.',
          '',
          `Find another class: ${site}/liveschedule`,
        ].join('\n'),
      };
    },
    failed,
  );
}

/** What the studio's staff wrote to a class's attendees (issue 54, item 5). */
export interface ClassMessage {
  c: ConsoleClass;
  studioName: string;
  subject: string;
  text: string;
}

/** Files the staff's message for everyone booked, signed with the studio and the class. */
export function sendClassMessageMails(
  deps: MailDeps,
  m: ClassMessage,
  userIds: number[],
  failed: MailFailed,
): Promise<number> {
  const at = easternWhen(m.c.startsAtIso);
  return mailEach(
    deps,
    userIds,
    (firstName, site) => ({
      subject: m.subject,
      text: [
        greeting(firstName),
        '',
        m.text,
        '',
        `${m.studioName || 'Your studio'}, about ${m.c.title}, ${at}.`,
        `Your class: ${site}/newplatform/live/upcoming/${m.c.id}`,
      ].join('\n'),
    }),
    failed,
  );
}
