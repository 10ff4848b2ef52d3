import {
  LIVE_CLASS_CANCEL_CUTOFF_HOURS,
  scheduleTexts,
  type CancelBookingAnswer,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { liveWorkouts } from '../../workouts/service.ts';
import { lockClassAndEndHolds } from './book-locked-class.ts';
import { giveFreedSeats } from './give-freed-seats.ts';
import { claimRefund, findCancelRefund, recordRefund, type CancelRefund } from './refunds-store.ts';
import { cancelBookedSeat, findSeat, type SeatRow } from './seat-store.ts';
import { sendGivenSeatMails } from './waitlist-mail.ts';

const CUTOFF_MS = LIVE_CLASS_CANCEL_CUTOFF_HOURS * 60 * 60 * 1000;

/** Where a cancel reports what went wrong after it was done: a mail unsent, a refund unasked. */
export interface CancelLog {
  mailFailed(err: unknown): void;
  /** A repeated cancel's refund ask failed; the first cancel's ask (or a later try) stands. */
  repeatRefundFailed(err: unknown, paymentIntentId: string): void;
}

/**
 * Asks the gateway for a cancelled booking's refund, claimed in the cancel's transaction, and
 * records it. Its key is the payment's own, so a cancel pressed twice, or tried again after the
 * gateway failed (the claim stays, refund_id unset), refunds once. Called after the commit: the
 * gateway is never waited for inside the class's lock.
 */
export async function refundCancelled(deps: Deps, paymentIntentId: string): Promise<void> {
  const refund = await deps.payments.refund(
    { paymentIntentId },
    `liveclass-cancel:${paymentIntentId}`,
  );
  await recordRefund(deps.db, paymentIntentId, refund.id);
}

const paidByCard = (seat: SeatRow) =>
  seat.paid_with === 'card' && seat.payment_intent_id !== null && seat.amount_cents > 0;

/**
 * Cancels the member's booking of a class (booked -> none), until LIVE_CLASS_CANCEL_CUTOFF_HOURS
 * before it starts: in the class's lock, the seat is given back, the class taken off their
 * schedule, a card payment's refund claimed (and asked of the gateway after the commit), and the
 * freed seat given to the first waiting member (who is mailed after the commit). 404 when they have not booked it (or it is another's), 409 after
 * the cut-off; both change nothing. Cancelling again answers the first cancel's refund.
 */
export async function cancelBooking(
  deps: Deps,
  userId: number,
  classId: number,
  log: CancelLog,
): Promise<CancelBookingAnswer> {
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const locked = await lockClassAndEndHolds(tx, classId, now);
    const seat = await findSeat(tx, classId, userId);
    if (seat?.state !== 'booked') {
      // Cancelled a moment ago (pressed twice): the same answer, its refund asked for again.
      const earlier = await findCancelRefund(tx, userId, classId);
      if (earlier) return { refund: earlier, given: [], repeat: true };
      throw notFound(scheduleTexts.notBooked);
    }
    if (new Date(locked.scheduled_at).getTime() - now.getTime() < CUTOFF_MS)
      throw conflict(scheduleTexts.cancelTooLate);
    // Read as booked in this lock, so it is there to cancel; the seat store says what is taken.
    locked.seats_taken = (await cancelBookedSeat(tx, seat.id))!;
    await liveWorkouts.remove(tx, userId, classId);
    let refund: CancelRefund | undefined;
    if (paidByCard(seat)) {
      refund = { paymentIntentId: seat.payment_intent_id!, refundId: null };
      await claimRefund(tx, {
        paymentIntentId: refund.paymentIntentId,
        userId,
        liveClassId: classId,
        amountCents: seat.amount_cents,
        reason: 'cancelled',
        now,
      });
    }
    return { refund, given: await giveFreedSeats(tx, locked, now), repeat: false };
  });
  await sendGivenSeatMails(deps, done.given, log.mailFailed);
  if (done.refund && done.refund.refundId === null) {
    const { paymentIntentId } = done.refund;
    const asking = refundCancelled(deps, paymentIntentId);
    // A repeat while the first cancel is still asking meets the gateway's "request in progress"
    // for the same key: the first answers for it. After a failed first, the repeat's try counts.
    await (done.repeat
      ? asking.catch((err: unknown) => log.repeatRefundFailed(err, paymentIntentId))
      : asking);
  }
  return {
    liveClassId: classId,
    refunded: done.refund !== undefined,
    message: done.refund ? scheduleTexts.cancelledRefunded : scheduleTexts.cancelled,
  };
}
