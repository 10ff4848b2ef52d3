import { easternWhen, formatDollars, scheduleTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { greeting } from '../../../platform/messaging/mail-greeting.ts';
import { accountSiteUrl, mailContactOf } from '../../accounts/service.ts';
import { findLiveClass } from '../live-classes.ts';
import { type SeatRow } from './seat-store.ts';

const paidLine = (seat: SeatRow) =>
  seat.paid_with === 'subscription'
    ? 'Included in your membership.'
    : seat.amount_cents === 0
      ? `Free${seat.promo ? ` with ${seat.promo}` : ''}.`
      : `Paid ${formatDollars(seat.amount_cents)}. ${scheduleTexts.cancelPolicy}`;

/**
 * Tells the person their class is booked. A booking stands even if the mail cannot be sent, so a
 * failure is only logged.
 */
export async function sendBookingMail(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'clock'>,
  seat: SeatRow,
  log: (err: unknown) => void,
): Promise<void> {
  try {
    const [user, c, site] = await Promise.all([
      mailContactOf(deps.db, seat.user_id),
      findLiveClass(deps.db, seat.live_class_id, deps.clock.now()),
      accountSiteUrl(deps, seat.user_id),
    ]);
    if (!user || !c) return;
    const at = easternWhen(new Date(c.scheduled_at));
    await deps.mailer.send({
      to: user.email,
      subject: `You're booked: ${c.title}, ${at}`,
      text: [
        greeting(user.firstName),
        '',
        `See you there! ${c.title} with ${c.instructor || c.studio_name} (${c.studio_name}) is on your schedule:`,
        `${at}, ${c.minutes_duration} minutes.`,
        paidLine(seat),
        '',
        `Join from here when the class starts: ${site}/newplatform/live/upcoming/${c.id}`,
      ].join('\n'),
    });
  } catch (err) {
    log(err);
  }
}
