import { apiErrorCodes, billingTexts, formatDollars } from '@jetsweat/contract';
import { isUniqueViolation, one, type Queryable } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';

export type CouponPurpose = 'subscription' | 'daypass' | 'liveclass';

export interface CouponRow {
  id: number;
  code: string;
  description: string;
  percent_off: number | null;
  amount_off_cents: number | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  applies_to: 'all' | CouponPurpose;
  package_ids: string[] | null;
  redeem_by: Date | null;
  max_redemptions: number | null;
  times_redeemed: number;
  active: boolean;
}

export interface CouponQuote {
  coupon: CouponRow;
  amount: number;
  newAmount: number;
  output: string;
}

/** Stripe's smallest card charge in USD; a discount never leaves less than this to pay. */
export const MINIMUM_CHARGE_CENTS = 50;

export function findCoupon(q: Queryable, code: string): Promise<CouponRow | undefined> {
  return one<CouponRow>(q, 'SELECT * FROM coupons WHERE upper(code) = upper($1)', [code.trim()]);
}

export function findCouponById(q: Queryable, id: number): Promise<CouponRow | undefined> {
  return one<CouponRow>(q, 'SELECT * FROM coupons WHERE id = $1', [id]);
}

/** The price after the coupon: nothing, or at least the smallest charge a card can take. */
export function discounted(coupon: CouponRow, amount: number): number {
  const off =
    coupon.percent_off !== null
      ? Math.round((amount * coupon.percent_off) / 100)
      : (coupon.amount_off_cents ?? 0);
  const rest = Math.max(0, amount - off);
  return rest === 0 ? 0 : Math.max(rest, Math.min(amount, MINIMUM_CHARGE_CENTS));
}

/** What the coupon does, in words, for the promo field: '20% off for 3 months'. */
export function describeCoupon(coupon: CouponRow, purpose: CouponPurpose): string {
  const off =
    coupon.percent_off !== null
      ? `${coupon.percent_off}% off`
      : `${formatDollars(coupon.amount_off_cents ?? 0)} off`;
  if (purpose !== 'subscription') return off;
  if (coupon.duration === 'forever') return `${off} every payment`;
  if (coupon.duration === 'repeating') {
    const n = coupon.duration_in_months ?? 1;
    return `${off} for ${n} month${n === 1 ? '' : 's'}`;
  }
  return `${off} your first payment`;
}

/** How many subscription payments the coupon discounts; null for all of them. */
export function discountedPayments(coupon: CouponRow, plan: 'yearly' | 'monthly'): number | null {
  if (coupon.duration === 'forever') return null;
  if (coupon.duration === 'once') return 1;
  const months = coupon.duration_in_months ?? 1;
  return plan === 'yearly' ? Math.ceil(months / 12) : months;
}

/**
 * Checks a code for a purchase and prices it. The answers a person sees: 'No such coupon: …' for
 * a code we do not have, then expired, used up, not for this purchase, already used by them.
 */
export async function quoteCoupon(
  q: Queryable,
  code: string,
  p: {
    purpose: CouponPurpose;
    amount: number;
    packageId?: string | undefined;
    userId?: number | undefined;
    now: Date;
  },
): Promise<CouponQuote> {
  const coupon = await findCoupon(q, code);
  if (!coupon || !coupon.active)
    throw notFound(billingTexts.noSuchCoupon(code.trim()), apiErrorCodes.noSuchCoupon);
  if (coupon.redeem_by && coupon.redeem_by <= p.now) throw badRequest(billingTexts.couponExpired);
  if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions)
    throw badRequest(billingTexts.couponUsedUp);
  if (coupon.applies_to !== 'all' && coupon.applies_to !== p.purpose)
    throw badRequest(billingTexts.couponNotApplicable);
  if (coupon.package_ids && (!p.packageId || !coupon.package_ids.includes(p.packageId))) {
    throw badRequest(billingTexts.couponNotApplicable);
  }
  if (p.userId !== undefined) {
    const used = await one(
      q,
      'SELECT id FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2 AND purpose = $3',
      [coupon.id, p.userId, p.purpose],
    );
    if (used) throw badRequest(billingTexts.couponAlreadyUsed);
  }
  return {
    coupon,
    amount: p.amount,
    newAmount: discounted(coupon, p.amount),
    output: describeCoupon(coupon, p.purpose),
  };
}

/**
 * Spends one redemption, inside the purchase's transaction: the count never passes the limit and
 * a person never redeems a coupon twice for one kind of purchase, however many requests race.
 */
export async function redeemCoupon(
  tx: Queryable,
  r: { couponId: number; userId: number; purpose: CouponPurpose; reference: string; now: Date },
): Promise<void> {
  const counted = await tx.query(
    `UPDATE coupons SET times_redeemed = times_redeemed + 1
     WHERE id = $1 AND active AND (max_redemptions IS NULL OR times_redeemed < max_redemptions)
       AND (redeem_by IS NULL OR redeem_by > $2)
     RETURNING id`,
    [r.couponId, r.now],
  );
  if (counted.length === 0) throw badRequest(billingTexts.couponUsedUp);
  try {
    await tx.query(
      'INSERT INTO coupon_redemptions (coupon_id, user_id, purpose, reference, redeemed_at) VALUES ($1, $2, $3, $4, $5)',
      [r.couponId, r.userId, r.purpose, r.reference, r.now],
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(billingTexts.couponAlreadyUsed);
    throw err;
  }
}

/** Gives a redemption back when the purchase it was for failed. */
export async function releaseCoupon(
  tx: Queryable,
  r: { couponId: number; userId: number; purpose: CouponPurpose },
): Promise<void> {
  const removed = await tx.query(
    'DELETE FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2 AND purpose = $3 RETURNING id',
    [r.couponId, r.userId, r.purpose],
  );
  if (removed.length > 0)
    await tx.query(
      'UPDATE coupons SET times_redeemed = times_redeemed - 1 WHERE id = $1 AND times_redeemed > 0',
      [r.couponId],
    );
}
