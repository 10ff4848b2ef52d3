import { packTexts, scheduleTexts, type CancelBookingAnswer } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import type { LockedClass } from '../store.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { givePackCreditBack } from '../../billing/service.ts';
import { liveWorkouts } from '../../workouts/service.ts';
import { lockClassAndEndHolds } from './book-locked-class.ts';
import { giveFreedSeats } from './give-freed-seats.ts';
import { claimRefundPaidByJob, refundNow } from './refund-payment.ts';
import { refundText } from './refund-texts.ts';
import { findCancelRefund, type CancelRefund } from './refunds-store.ts';
import { recordCancellation } from './cancellations-store.ts';
import { cancelBookedSeat, findSeat, type SeatRow } from './seat-store.ts';
import { sendGivenSeatMails } from './waitlist-mail.ts';
import { lateCancelText, refuseLateCancel, takeLateCancelFee } from './late-cancel.ts';

/** Where a cancel reports what went wrong after it was done: a mail unsent, a refund left to its job. */
export interface CancelLog {
  mailFailed(err: unknown): void;
  /** The request's try at the refund failed; the claim's job pays it (refund-jobs.ts). */
  refundFailed(err: unknown, paymentIntentId: string): void;
}

const paidByCard = (seat: SeatRow) =>
  seat.paid_with === 'card' && seat.payment_intent_id !== null && seat.amount_cents > 0;

/**
 * A cancel in time, in its transaction: recorded, a class pack's credit given back to its pack
 * (issue 54), a card payment's refund claimed with the job that pays it.
 */
async function cancelInTime(
  deps: Deps,
  tx: Database,
  locked: LockedClass,
  seat: SeatRow,
  now: Date,
): Promise<{ refund: CancelRefund | undefined; creditBack: boolean }> {
  await recordCancellation(tx, locked, seat, false, now);
  const creditBack =
    seat.pack_purchase_id !== null && (await givePackCreditBack(tx, seat.pack_purchase_id, now));
  if (!paidByCard(seat)) return { refund: undefined, creditBack };
  const refund = { paymentIntentId: seat.payment_intent_id!, refundId: null };
  await claimRefundPaidByJob(deps, tx, {
    paymentIntentId: refund.paymentIntentId,
    userId: seat.user_id,
    liveClassId: locked.id,
    amountCents: seat.amount_cents,
    reason: 'cancelled',
    now,
  });
  return { refund, creditBack };
}

/**
 * Cancels the member's booking of a class (booked -> none), until its studio's cancellation window
 * before it starts (2 hours by default): in the class's lock, the seat is given back, the class taken off their
 * schedule, a card payment's refund claimed with the job that pays it, and the freed seat given to
 * the first waiting member (who is mailed after the commit). After the commit the gateway is
 * asked once; if it fails, the cancel stands and the member is told the refund is on its way (the
 * job pays it). 404 when they have not booked it (or it is another's), 409 after the cut-off; both
 * change nothing. Cancelling again answers the first cancel's refund, asking again if it is owed.
 * Inside the window, a studio with a late-cancel fee lets the member cancel once they accept it
 * (`acceptLateFee`): a late cancel, whose fee late-cancel.ts takes (issue 54, item 2).
 */
export async function cancelBooking(
  deps: Deps,
  userId: number,
  classId: number,
  log: CancelLog,
  acceptLateFee = false,
): Promise<CancelBookingAnswer> {
  const now = deps.clock.now();
  const done = await deps.db.transaction().execute(async (tx) => {
    const locked = await lockClassAndEndHolds(tx, classId, now);
    const seat = await findSeat(tx, classId, userId);
    if (seat?.state !== 'booked') {
      // Cancelled a moment ago (pressed twice): the same answer, its refund asked for if owed.
      const earlier = await findCancelRefund(tx, userId, classId);
      if (earlier) return { refund: earlier, creditBack: false, late: undefined, given: [] };
      throw notFound(scheduleTexts.notBooked);
    }
    // 409 when cancelling has closed, or costs a fee not accepted; true for a late cancel.
    const late = refuseLateCancel(locked, now, acceptLateFee);
    // Read as booked in this lock, so it is there to cancel; the seat store says what is taken.
    locked.seats_taken = (await cancelBookedSeat(tx, seat.id))!;
    await liveWorkouts.remove(tx, userId, classId);
    const taken = late
      ? { late: await takeLateCancelFee(deps, tx, locked, seat, now), creditBack: false }
      : { late: undefined, ...(await cancelInTime(deps, tx, locked, seat, now)) };
    return { refund: undefined, ...taken, given: await giveFreedSeats(tx, locked, now) };
  });
  await sendGivenSeatMails(deps, done.given, log.mailFailed);
  const refund = done.refund;
  // Every ask uses the claim's one key, so a repeat asking while the first still does, or while
  // the job does, meets the gateway's "request in progress" and leaves the refund to the other:
  // that answer says the refund is on its way, which it is.
  const paid =
    refund !== undefined &&
    (refund.refundId !== null ||
      (await refundNow(
        deps,
        { paymentIntentId: refund.paymentIntentId, reason: 'cancelled' },
        (err) => log.refundFailed(err, refund.paymentIntentId),
      )));
  return {
    liveClassId: classId,
    refunded: refund !== undefined,
    message: done.late
      ? lateCancelText(done.late)
      : refund
        ? refundText({ reason: 'cancelled', paid })
        : done.creditBack
          ? `${scheduleTexts.cancelled} ${packTexts.creditBack}`
          : scheduleTexts.cancelled,
  };
}
