import { LIVE_CLASS_DEFAULT_PRICE_CENTS } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { quoteCoupon, redeemCoupon } from '../../billing/service.ts';

/** What a person pays for a class: cents after any coupon, and the coupon that made it so. */
export interface LivePrice {
  amountCents: number;
  promo: string | null;
  couponId: number | null;
}

/** A class with no price set costs the default $10 (spec 9). */
export const listPriceCents = (priceCents: number | null) =>
  priceCents ?? LIVE_CLASS_DEFAULT_PRICE_CENTS;

/**
 * The price of a class for this person with the promo code they typed (spec 3: coupon result).
 * Billing's coupon book decides: an unknown, expired, used-up or already-used code is refused with
 * its readable message; a newAmount of 0 means the class is free.
 */
export async function livePrice(
  db: Database,
  c: { priceCents: number | null; promo: string | null | undefined; userId: number; now: Date },
): Promise<LivePrice> {
  const amountCents = listPriceCents(c.priceCents);
  const promo = c.promo?.trim() || null;
  if (!promo) return { amountCents, promo: null, couponId: null };
  const quote = await quoteCoupon(db, promo, {
    purpose: 'liveclass',
    amount: amountCents,
    userId: c.userId,
    now: c.now,
  });
  return { amountCents: quote.newAmount, promo: quote.coupon.code, couponId: quote.coupon.id };
}

/** Spends the booking's coupon inside its transaction; throws when it can no longer be used. */
export async function redeemLiveCoupon(
  tx: Database,
  price: LivePrice,
  r: { userId: number; liveClassId: number; now: Date },
): Promise<void> {
  if (price.couponId === null) return;
  await redeemCoupon(tx, {
    couponId: price.couponId,
    userId: r.userId,
    purpose: 'liveclass',
    reference: `liveclass:${r.liveClassId}`,
    now: r.now,
  });
}
