import { moneyTexts, type CouponCreate, type StudioCoupon } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';
import { couponView } from './studio-coupon.ts';
import { codeTaken, couponPackageIds, insertCoupon } from './studio-coupon-store.ts';

/**
 * A new coupon of the studio, for its own plans and day pass only: package_ids names them, the
 * rule checkout applies to every coupon (redeem-coupon.ts), so the coupon works at checkout with
 * no code of its own there. Codes are unique across the product (one promo field). Written
 * through the caller's transaction (the console's, which keeps its audit entry in the same one).
 */
export async function createStudioCoupon(
  tx: Database,
  studioId: number,
  c: CouponCreate,
  now: Date,
): Promise<{ coupon: StudioCoupon; packageIds: string[] }> {
  if (c.redeemBy !== null && new Date(c.redeemBy) <= now) throw badRequest(moneyTexts.expiryInPast);
  if (await codeTaken(tx, c.code)) throw conflict(moneyTexts.codeTaken);
  const packageIds = await couponPackageIds(tx, studioId, c.appliesTo);
  if (packageIds.length === 0) throw badRequest(moneyTexts.packageNotFound);
  try {
    const row = await insertCoupon(tx, {
      studio_id: studioId,
      code: c.code,
      description: c.description,
      percent_off: c.percentOff,
      amount_off_cents: c.amountOffCents,
      duration: c.duration,
      duration_in_months: c.durationInMonths,
      applies_to: c.appliesTo,
      package_ids: packageIds,
      redeem_by: c.redeemBy === null ? null : new Date(c.redeemBy),
      max_redemptions: c.maxRedemptions,
      created_at: now,
    });
    return { coupon: couponView(row), packageIds };
  } catch (err) {
    // A coupon given the same code meanwhile: the transaction ends with this answer.
    if (isUniqueViolation(err)) throw conflict(moneyTexts.codeTaken);
    throw err;
  }
}
