import type { CouponRedemptions } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { requireCouponOf } from './studio-coupon.ts';
import { listRedemptions } from './studio-coupon-store.ts';

/** One redemption of a studio's coupon: who (their id; accounts knows their name), for what, when. */
export type CouponRedemption = Omit<CouponRedemptions['redemptions'][number], 'memberName'> & {
  userId: number;
};

/** Who redeemed one of the studio's coupons, newest first (404 or 403 as for its other uses). */
export async function listCouponRedemptions(
  db: Database,
  studioId: number,
  couponId: number,
): Promise<CouponRedemption[]> {
  await requireCouponOf(db, studioId, couponId);
  return (await listRedemptions(db, couponId)).map((r) => ({
    id: r.id,
    userId: r.user_id,
    purpose: r.purpose,
    redeemedAt: r.redeemed_at.toISOString(),
  }));
}
