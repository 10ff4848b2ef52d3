import type { StudioCoupon } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { couponView } from './studio-coupon.ts';
import { listStudioCoupons as listRows } from './studio-coupon-store.ts';

/** A studio's own coupons, newest first. */
export async function listStudioCoupons(db: Database, studioId: number): Promise<StudioCoupon[]> {
  return (await listRows(db, studioId)).map(couponView);
}
