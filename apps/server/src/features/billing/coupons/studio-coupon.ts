import { consoleTexts, moneyTexts, type StudioCoupon } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { findCouponRow, type StudioCouponRow } from './studio-coupon-store.ts';

/** A studio's coupon as the console shows it. */
export const couponView = (c: StudioCouponRow): StudioCoupon => ({
  id: c.id,
  code: c.code,
  description: c.description,
  percentOff: c.percent_off,
  amountOffCents: c.amount_off_cents,
  duration: c.duration,
  durationInMonths: c.duration_in_months,
  appliesTo: c.applies_to,
  redeemBy: c.redeem_by?.toISOString() ?? null,
  maxRedemptions: c.max_redemptions,
  timesRedeemed: c.times_redeemed,
  active: c.active,
  createdAt: c.created_at.toISOString(),
});

/** The studio's coupon: 404 when no coupon has the id, 403 when another studio's (or JetSweat's). */
export async function requireCouponOf(
  db: Database,
  studioId: number,
  couponId: number,
  forUpdate = false,
): Promise<StudioCouponRow> {
  const row = await findCouponRow(db, couponId, forUpdate);
  if (!row) throw notFound(moneyTexts.couponNotFound);
  if (row.studio_id !== studioId) throw forbidden(consoleTexts.notThisStudio);
  return row;
}
