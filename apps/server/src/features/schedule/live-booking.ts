import { scheduleTexts } from '@jetsweat/contract';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import type { PaymentIntent } from '../../platform/payments/gateway.ts';
import { recordPurchaseEvent } from '../../platform/product-events.ts';
import { sendBookingMail } from './booking-mail.ts';
import { redeemLiveCoupon, type LivePrice } from './pricing.ts';
import { bookLockedClass, lockClassOrFail, type Booked } from './seats.ts';
import {
  claimRefund,
  findRefund,
  forgetRefund,
  recordRefund,
  type RefundReason,
} from './refunds-store.ts';
import { findSeat, findSeatByIntent } from './seat-store.ts';

/** What a live-class payment became: its booking, or a refund (the class full, started, or booked). */
export type Finished =
  { kind: 'booked'; booked: Booked } | { kind: 'refunded'; reason: RefundReason };

export const refundTexts: Record<RefundReason, string> = {
  full: scheduleTexts.classFullRefunded,
  already: scheduleTexts.alreadyRegisteredRefunded,
  started: scheduleTexts.classStartedRefunded,
};

export function bookingOf(intent: PaymentIntent) {
  return {
    paidWith: 'card' as const,
    amountCents: intent.amount,
    promo: intent.metadata.promo || null,
    paymentIntentId: intent.id,
  };
}

/** A card payment's coupon is spent with its booking; a coupon used up meanwhile does not undo a payment. */
async function redeemQuietly(
  tx: Database,
  intent: PaymentIntent,
  userId: number,
  classId: number,
  now: Date,
): Promise<void> {
  const couponId = intent.metadata.couponId ? Number(intent.metadata.couponId) : null;
  if (couponId === null) return;
  const price: LivePrice = {
    amountCents: intent.amount,
    promo: intent.metadata.promo || null,
    couponId,
  };
  await sql`SAVEPOINT live_coupon`.execute(tx);
  try {
    await redeemLiveCoupon(tx, price, { userId, liveClassId: classId, now });
    await sql`RELEASE SAVEPOINT live_coupon`.execute(tx);
  } catch {
    await sql`ROLLBACK TO SAVEPOINT live_coupon`.execute(tx);
  }
}

type Settled = Finished | { kind: 'refund'; reason: RefundReason };

/**
 * The settle step of a live-class purchase, in the class's lock: the payment's seat becomes a
 * booking, or, when it cannot (booked already, the class started or full), a refund is claimed.
 */
async function settleInClass(tx: Database, intent: PaymentIntent, now: Date): Promise<Settled> {
  const userId = Number(intent.metadata.userId);
  const classId = Number(intent.metadata.liveClassId);
  const locked = await lockClassOrFail(tx, classId, now);
  const paid = await findSeatByIntent(tx, intent.id);
  if (paid?.state === 'booked')
    return {
      kind: 'booked',
      booked: await bookLockedClass(tx, locked, userId, bookingOf(intent), now),
    };
  const seat = await findSeat(tx, classId, userId);
  let reason: RefundReason | null = null;
  if (seat?.state === 'booked') reason = 'already';
  else if (!seat && new Date(locked.scheduled_at).getTime() <= now.getTime()) reason = 'started';
  else if (!seat && locked.seats_taken >= locked.capacity) reason = 'full';
  if (reason) {
    const refund = {
      paymentIntentId: intent.id,
      userId,
      liveClassId: classId,
      amountCents: intent.amount,
    };
    const claimed = await claimRefund(tx, { ...refund, reason, now });
    return claimed ? { kind: 'refund', reason } : { kind: 'refunded', reason };
  }
  const booked = await bookLockedClass(tx, locked, userId, bookingOf(intent), now);
  await redeemQuietly(tx, intent, userId, classId, now);
  if (booked.fresh) {
    const item = { liveClassId: classId };
    await recordPurchaseEvent(
      tx,
      { userId, product: 'liveclass', amountCents: intent.amount, item },
      now,
    );
  }
  return { kind: 'booked', booked };
}

/**
 * Turns a succeeded card payment into the booking it paid for, once, whether the browser's
 * confirmation or the gateway's event arrives first; refunds it when it cannot be.
 */
export async function finishCardBooking(
  deps: Deps,
  intent: PaymentIntent,
  onMailError: (err: unknown) => void,
): Promise<Finished> {
  const { db, clock, payments } = deps;
  const earlier = await findRefund(db, intent.id);
  if (earlier) return { kind: 'refunded', reason: earlier.reason };
  const now = clock.now();
  const outcome = await db.transaction().execute((tx) => settleInClass(tx, intent, now));
  if (outcome.kind === 'booked' && outcome.booked.fresh)
    await sendBookingMail(deps, outcome.booked.seat, onMailError);
  if (outcome.kind !== 'refund') return outcome;
  try {
    const refund = await payments.refund(
      { paymentIntentId: intent.id },
      `liveclass-refund:${intent.id}`,
    );
    await recordRefund(db, intent.id, refund.id);
  } catch (err) {
    // Unclaim it, so the next confirmation or gateway event tries the refund again.
    await forgetRefund(db, intent.id);
    throw err;
  }
  return { kind: 'refunded', reason: outcome.reason };
}
