import type { SubscriptionRecord } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import {
  describeCoupon,
  discounted,
  findCouponById,
  type CouponRow,
} from '../coupons/redeem-coupon.ts';
import type { SubscriptionRow } from './subscription-store.ts';

/**
 * Entitled now: trialing or active. A cancelled subscription stays entitled until its period
 * ends; paused, past-due (a failed renewal) and ended ones are not.
 */
export function isEntitledNow(
  row: Pick<SubscriptionRow, 'status' | 'cancel_at_period_end' | 'current_period_end'>,
  now: Date,
): boolean {
  if (row.status !== 'trialing' && row.status !== 'active') return false;
  return !(
    row.cancel_at_period_end &&
    row.current_period_end !== null &&
    row.current_period_end <= now
  );
}

/** What the next payment costs: the coupon's price while it still applies. */
export function nextAmount(row: SubscriptionRow, coupon: CouponRow | undefined): number {
  const couponApplies =
    coupon && (row.discounted_payments_left === null || row.discounted_payments_left > 0);
  return couponApplies ? discounted(coupon, row.price_cents) : row.price_cents;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function recordView(
  row: SubscriptionRow,
  coupon: CouponRow | undefined,
  now: Date,
): SubscriptionRecord {
  const trial =
    row.status === 'trialing' || (row.status === 'paused' && row.paused_from === 'trialing');
  const cancelled = row.cancel_at_period_end || row.status === 'canceled';
  let nextPayment: SubscriptionRecord['nextPayment'] = null;
  if (
    (row.status === 'trialing' || row.status === 'active') &&
    !row.cancel_at_period_end &&
    row.current_period_end
  ) {
    nextPayment = { date: iso(row.current_period_end)!, amountCents: nextAmount(row, coupon) };
  } else if (row.status === 'past_due' && row.next_attempt_at) {
    nextPayment = { date: iso(row.next_attempt_at)!, amountCents: nextAmount(row, coupon) };
  }
  return {
    stripeSubscriptionId: row.public_id,
    packageId: row.package_id,
    plan: row.plan,
    status: row.status,
    active: isEntitledNow(row, now),
    trial,
    cancelled,
    paused: row.status === 'paused',
    price: row.price_cents / 100,
    priceCents: row.price_cents,
    trialEnd: iso(row.trial_end),
    currentPeriodEnd: iso(row.current_period_end),
    nextPayment,
    endedAt: iso(row.ended_at),
    card: row.card_last4 ? { brand: row.card_brand ?? 'card', last4: row.card_last4 } : null,
    coupon: coupon ? { code: coupon.code, output: describeCoupon(coupon, 'subscription') } : null,
    lastPaymentError: row.status === 'past_due' ? row.last_payment_error : null,
  };
}

export async function recordOf(
  db: Database,
  row: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRecord> {
  const coupon = row.coupon_id ? await findCouponById(db, row.coupon_id) : undefined;
  return recordView(row, coupon, now);
}
