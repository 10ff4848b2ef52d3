import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { givePackCreditBack } from '../../billing/service.ts';
import { liveWorkouts } from '../../workouts/service.ts';
import { claimRefundPaidByJob, refundNow } from './refund-payment.ts';
import { cancelBookedSeat, listBookedSeatsOfClass } from './seat-store.ts';
import { listWaitingOfClass, removeWaiting } from './waitlist-store.ts';

/** A booking the studio's cancellation took back: whom to tell, and the refund to ask for. */
export interface CancelledSeat {
  userId: number;
  paymentIntentId: string | null;
  amountCents: number;
}

/**
 * Takes back every booking of a class its studio cancels, inside the caller's transaction (which
 * holds the class row's lock and marks it cancelled): each seat moves booked -> none, leaves the
 * member's schedule, and a card payment's refund is claimed with the same claim a member's own
 * cancel makes (reason 'cancelled'), with the job that pays it (a class pack's credit is given
 * back to its pack), so the two can never refund one
 * payment twice and none is left unpaid. The waitlist is emptied. The gateway is asked once after
 * the commit (`refundClaimed`); the jobs pay what it failed.
 */
export async function cancelAllSeats(
  deps: Pick<Deps, 'jobs'>,
  tx: Database,
  classId: number,
  now: Date,
): Promise<CancelledSeat[]> {
  const seats = await listBookedSeatsOfClass(tx, classId);
  const out: CancelledSeat[] = [];
  for (const seat of seats) {
    if ((await cancelBookedSeat(tx, seat.id)) === undefined) continue;
    await liveWorkouts.remove(tx, seat.user_id, classId);
    // A class pack's credit goes back to its pack, as for a member's own cancel in time.
    if (seat.pack_purchase_id !== null) await givePackCreditBack(tx, seat.pack_purchase_id, now);
    const paid =
      seat.paid_with === 'card' && seat.payment_intent_id !== null && seat.amount_cents > 0;
    if (paid)
      await claimRefundPaidByJob(deps, tx, {
        paymentIntentId: seat.payment_intent_id!,
        userId: seat.user_id,
        liveClassId: classId,
        amountCents: seat.amount_cents,
        reason: 'cancelled',
        now,
      });
    out.push({
      userId: seat.user_id,
      paymentIntentId: paid ? seat.payment_intent_id : null,
      amountCents: paid ? seat.amount_cents : 0,
    });
  }
  for (const userId of await listWaitingOfClass(tx, classId))
    await removeWaiting(tx, classId, userId);
  return out;
}

/**
 * Asks the gateway once for each claimed refund, with the key a member's own cancel uses, so
 * pressing cancel twice (or a member cancelling at the same moment) refunds each payment once.
 * Answers how many were made and how many are still owed: one that fails is logged and left to
 * its claim's job.
 */
export async function refundClaimed(
  deps: Deps,
  paymentIntentIds: string[],
  log: (err: unknown, paymentIntentId: string) => void,
): Promise<{ made: number; owed: number }> {
  let made = 0;
  for (const paymentIntentId of paymentIntentIds) {
    const claim = { paymentIntentId, reason: 'cancelled' } as const;
    if (await refundNow(deps, claim, (err) => log(err, paymentIntentId))) made += 1;
  }
  return { made, owed: paymentIntentIds.length - made };
}
