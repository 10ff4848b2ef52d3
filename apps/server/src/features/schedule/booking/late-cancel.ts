import { bookingPolicyTexts, scheduleTexts } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { LockedClass } from '../store.ts';
import { cancelPolicyOf } from './booking-policy-store.ts';
import { recordCancellation } from './cancellations-store.ts';
import { insertFee, type FeeRow } from './fees-store.ts';
import type { SeatRow } from './seat-store.ts';
import { fileFeeJob } from './settle-fee.ts';

/**
 * Whether cancelling the booking now is a late cancel (inside the studio's window), refusing with
 * 409 when cancelling has closed: once the class has started, inside the window of a studio
 * without a late-cancel fee, or inside it with a fee the member has not accepted (a page read
 * before the policy changed, or a call that never showed it).
 */
export function refuseLateCancel(locked: LockedClass, now: Date, acceptLateFee: boolean): boolean {
  const policy = cancelPolicyOf(locked);
  const startsIn = new Date(locked.scheduled_at).getTime() - now.getTime();
  if (startsIn >= policy.cancelWindowMinutes * 60_000) return false;
  if (startsIn <= 0 || policy.lateCancelFeeCents === 0)
    throw conflict(bookingPolicyTexts.cancelTooLate(policy.cancelWindowMinutes));
  if (!acceptLateFee)
    throw conflict(bookingPolicyTexts.lateFeeNotAccepted(policy.lateCancelFeeCents));
  return true;
}

/**
 * Takes a late cancel's fee, in the cancel's transaction: a pack's credit is kept (not given
 * back), a paid class's payment is kept (not refunded), and a booking in a plan or pass owes the
 * studio's fee, charged off-session to the card on file by the fee's job (settle-fee.ts). A free
 * class owes nothing. Answers the fee recorded, if any.
 */
export async function takeLateCancelFee(
  deps: Pick<Deps, 'jobs'>,
  tx: Database,
  locked: LockedClass,
  seat: SeatRow,
  now: Date,
): Promise<FeeRow | 'free'> {
  await recordCancellation(tx, locked, seat, true, now);
  const { lateCancelFeeCents } = cancelPolicyOf(locked);
  const base = {
    studio_id: locked.studio_id,
    live_class_id: locked.id,
    user_id: seat.user_id,
    kind: 'late_cancel' as const,
    created_at: now,
  };
  let fee: FeeRow | undefined;
  if (seat.paid_with === 'pack') {
    fee = await insertFee(tx, {
      ...base,
      settled_by: 'pack',
      amount_cents: 0,
      status: 'charged',
      pack_purchase_id: seat.pack_purchase_id,
    });
  } else if (seat.paid_with === 'card' && seat.payment_intent_id && seat.amount_cents > 0) {
    fee = await insertFee(tx, {
      ...base,
      settled_by: 'payment',
      amount_cents: seat.amount_cents,
      status: 'charged',
      payment_intent_id: seat.payment_intent_id,
    });
  } else if (seat.paid_with === 'subscription') {
    fee = await insertFee(tx, {
      ...base,
      settled_by: 'card',
      amount_cents: lateCancelFeeCents,
      status: 'owed',
    });
    if (fee) await fileFeeJob(deps, tx, fee.id);
  }
  return fee ?? 'free';
}

/** What a late cancel's member is told. */
export function lateCancelText(fee: FeeRow | 'free'): string {
  if (fee === 'free') return scheduleTexts.cancelled;
  return fee.settled_by === 'card'
    ? bookingPolicyTexts.lateCancelled(fee.amount_cents)
    : bookingPolicyTexts.lateCancelledKept;
}
