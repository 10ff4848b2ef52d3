import { easternDay, easternWhen, LIVE_CLASS_WAITLIST_OFFER_MINUTES } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { greeting } from '../../../platform/messaging/mail-greeting.ts';
import { accountSiteUrl, mailContactOf } from '../../accounts/service.ts';
import { findLiveClass } from '../live-classes.ts';
import { sendBookingMail } from './booking-mail.ts';
import type { GivenSeat } from './give-freed-seats.ts';

type MailDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'clock'>;

/** Tells a waiting member a seat is theirs to pay for, until when, and where. */
async function sendOfferMail(deps: MailDeps, given: GivenSeat, log: (err: unknown) => void) {
  try {
    const { seat } = given;
    const [user, c, site] = await Promise.all([
      mailContactOf(deps.db, seat.user_id),
      findLiveClass(deps.db, seat.live_class_id, deps.clock.now()),
      accountSiteUrl(deps, seat.user_id),
    ]);
    if (!user || !c || !seat.held_until) return;
    await deps.mailer.send({
      to: user.email,
      subject: `A seat is free: ${c.title}, ${easternWhen(new Date(c.scheduled_at))}`,
      text: [
        greeting(user.firstName),
        '',
        `A seat in ${c.title} (${c.studio_name}) was freed, and you were first on the waitlist.`,
        `We are keeping it for you for ${LIVE_CLASS_WAITLIST_OFFER_MINUTES} minutes, until ${easternWhen(seat.held_until)}.`,
        'Nothing has been charged: book it on the live schedule to pay and take it.',
        '',
        // The schedule opens on the class's day, where its Book pays for the seat kept.
        `${site}/liveschedule?day=${easternDay(new Date(c.scheduled_at))}`,
      ].join('\n'),
    });
  } catch (err) {
    log(err);
  }
}

/** Tells each member given a freed seat: booked (the booking mail) or offered to pay for. */
export async function sendGivenSeatMails(
  deps: MailDeps,
  given: GivenSeat[],
  log: (err: unknown) => void,
): Promise<void> {
  for (const g of given)
    await (g.kind === 'booked' ? sendBookingMail(deps, g.seat, log) : sendOfferMail(deps, g, log));
}
