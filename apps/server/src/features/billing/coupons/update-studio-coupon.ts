import { moneyTexts, type CouponUpdate, type StudioCoupon } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { couponView, requireCouponOf } from './studio-coupon.ts';
import { updateCouponRow } from './studio-coupon-store.ts';

/**
 * Changes a studio coupon's limit or expiry, or switches it off or on, through the caller's
 * transaction (the console's, which keeps its audit entry in the same one). The row is locked, so
 * a purchase redeeming it at the same moment either counts before the new limit is checked or
 * after it; the limit never drops below the redemptions already made. Answers the coupon before
 * and after.
 */
export async function updateStudioCoupon(
  tx: Database,
  studioId: number,
  couponId: number,
  u: CouponUpdate,
  now: Date,
): Promise<{ before: StudioCoupon; after: StudioCoupon }> {
  if (u.redeemBy && new Date(u.redeemBy) <= now) throw badRequest(moneyTexts.expiryInPast);
  const before = await requireCouponOf(tx, studioId, couponId, true);
  if (u.maxRedemptions != null && u.maxRedemptions < before.times_redeemed)
    throw badRequest(moneyTexts.limitBelowUsed(before.times_redeemed));
  const after = await updateCouponRow(tx, couponId, {
    ...(u.maxRedemptions !== undefined ? { max_redemptions: u.maxRedemptions } : {}),
    ...(u.redeemBy !== undefined
      ? { redeem_by: u.redeemBy === null ? null : new Date(u.redeemBy) }
      : {}),
    ...(u.active !== undefined ? { active: u.active } : {}),
  });
  return { before: couponView(before), after: couponView(after) };
}
