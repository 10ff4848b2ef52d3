import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { liveWorkouts } from '../../workouts/service.ts';
import { refundCancelled } from './cancel-booking.ts';
import { claimRefund } from './refunds-store.ts';
import { cancelBookedSeat, type SeatRow } from './seat-store.ts';
import { removeWaiting } from './waitlist-store.ts';

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
 * cancel makes (reason 'cancelled'), so the two can never refund one payment twice. The waitlist
 * is emptied. The gateway is asked after the commit (`refundClaimed`).
 */
export async function cancelAllSeats(
  tx: Database,
  classId: number,
  now: Date,
): Promise<CancelledSeat[]> {
  const seats = (await tx
    .selectFrom('live_class_seats')
    .select(['id', 'user_id', 'state', 'paid_with', 'payment_intent_id', 'amount_cents'])
    .where('live_class_id', '=', classId)
    .where('state', '=', 'booked')
    .execute()) as Pick<
    SeatRow,
    'id' | 'user_id' | 'state' | 'paid_with' | 'payment_intent_id' | 'amount_cents'
  >[];
  const out: CancelledSeat[] = [];
  for (const seat of seats) {
    if ((await cancelBookedSeat(tx, seat.id)) === undefined) continue;
    await liveWorkouts.remove(tx, seat.user_id, classId);
    const paid =
      seat.paid_with === 'card' && seat.payment_intent_id !== null && seat.amount_cents > 0;
    if (paid)
      await claimRefund(tx, {
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
  const waiting = await tx
    .selectFrom('live_class_waitlist')
    .select('user_id')
    .where('live_class_id', '=', classId)
    .execute();
  for (const w of waiting) await removeWaiting(tx, classId, w.user_id);
  return out;
}

/** Refund claims of the class not yet answered by the gateway (a cancel repeated after a failure). */
export async function unansweredRefunds(db: Database, classId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('live_class_refunds')
    .select('payment_intent_id')
    .where('live_class_id', '=', classId)
    .where('reason', '=', 'cancelled')
    .where('refund_id', 'is', null)
    .execute();
  return rows.map((r) => r.payment_intent_id);
}

/**
 * Asks the gateway for each claimed refund, with the key a member's own cancel uses, so pressing
 * cancel twice (or a member cancelling at the same moment) refunds each payment once. Answers how
 * many were made; one that fails stays claimed for a repeated cancel to ask again.
 */
export async function refundClaimed(
  deps: Deps,
  paymentIntentIds: string[],
  log: (err: unknown, paymentIntentId: string) => void,
): Promise<number> {
  let made = 0;
  for (const id of paymentIntentIds) {
    try {
      await refundCancelled(deps, id);
      made += 1;
    } catch (err) {
      log(err, id);
    }
  }
  return made;
}
