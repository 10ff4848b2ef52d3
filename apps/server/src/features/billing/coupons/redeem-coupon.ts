import { apiErrorCodes, billingTexts, formatDollars } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import { badRequest, HttpError, notFound } from '../../../platform/http/errors.ts';
import {
  countRedemption,
  findCoupon,
  hasRedeemed,
  insertRedemption,
  removeRedemption,
  type CouponPurpose,
  type CouponRow,
} from './coupon-store.ts';

export type { CouponPurpose, CouponRow } from './coupon-store.ts';
export { findCouponById } from './coupon-store.ts';

export interface CouponQuote {
  coupon: CouponRow;
  amount: number;
  newAmount: number;
  output: string;
}

const kindNames: Record<CouponPurpose, string> = {
  subscription: 'subscriptions',
  daypass: 'day passes',
  liveclass: 'live classes',
};

/** The kinds a coupon is for, in words: 'day passes and live classes'. */
function productKindsOf(kinds: readonly string[]): string {
  const names = kinds.map((k) => kindNames[k as CouponPurpose] ?? k);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

/** Stripe's smallest card charge in USD; a discount never leaves less than this to pay. */
export const MINIMUM_CHARGE_CENTS = 50;

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
  db: Database,
  code: string,
  p: {
    purpose: CouponPurpose;
    amount: number;
    packageId?: string | undefined;
    userId?: number | undefined;
    now: Date;
  },
): Promise<CouponQuote> {
  const coupon = await findCoupon(db, code.trim());
  if (!coupon || !coupon.active)
    throw notFound(billingTexts.noSuchCoupon(code.trim()), apiErrorCodes.noSuchCoupon);
  if (coupon.redeem_by && coupon.redeem_by <= p.now) throw badRequest(billingTexts.couponExpired);
  if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions)
    throw badRequest(billingTexts.couponUsedUp);
  if (!coupon.applies_to.includes(p.purpose))
    throw badRequest(billingTexts.couponOnlyFor(coupon.code, productKindsOf(coupon.applies_to)));
  if (coupon.package_ids && (!p.packageId || !coupon.package_ids.includes(p.packageId))) {
    throw badRequest(billingTexts.couponNotApplicable);
  }
  if (p.userId !== undefined) {
    const used = await hasRedeemed(db, {
      coupon,
      userId: p.userId,
      purpose: p.purpose,
    });
    if (used) throw new CouponAlreadyUsedError();
  }
  return {
    coupon,
    amount: p.amount,
    newAmount: discounted(coupon, p.amount),
    output: describeCoupon(coupon, p.purpose),
  };
}

/**
 * The person has redeemed the code already (400). A purchase sent twice at once meets it too, when
 * the first spent the code a moment ago: the purchase then answers as that first one's repeat.
 */
export class CouponAlreadyUsedError extends HttpError {
  constructor() {
    super(400, billingTexts.couponAlreadyUsed);
    this.name = 'CouponAlreadyUsedError';
  }
}

/**
 * Spends one redemption, inside the purchase's transaction: the count never passes the limit and
 * a person never redeems a 'once' coupon twice (nor another twice for one kind of purchase),
 * however many requests race.
 */
export async function redeemCoupon(
  tx: Database,
  r: { couponId: number; userId: number; purpose: CouponPurpose; reference: string; now: Date },
): Promise<void> {
  const coupon = await countRedemption(tx, r.couponId, r.now);
  if (!coupon) throw badRequest(billingTexts.couponUsedUp);
  try {
    await insertRedemption(tx, { ...r, coupon });
  } catch (err) {
    if (isUniqueViolation(err)) throw new CouponAlreadyUsedError();
    throw err;
  }
}

/** Gives a redemption back when the purchase it was for failed. */
export async function releaseCoupon(
  tx: Database,
  r: { couponId: number; userId: number; purpose: CouponPurpose },
): Promise<void> {
  await removeRedemption(tx, r);
}
