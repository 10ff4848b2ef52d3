import {
  consoleTexts,
  moneyTexts,
  type CouponCreate,
  type CouponRedemptions,
  type CouponUpdate,
  type StudioCoupon,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';
import {
  codeTaken,
  couponPackageIds,
  findCouponRow,
  listRedemptions,
  listStudioCoupons,
  type StudioCouponRow,
} from './coupon-admin-store.ts';

const runners = ['staff', 'admin'] as const;

/** The studio's coupon: 404 when no coupon has the id, 403 when another studio's (or JetSweat's). */
async function requireCouponOf(
  db: Deps['db'],
  studioId: number,
  couponId: number,
  forUpdate = false,
): Promise<StudioCouponRow> {
  const row = await findCouponRow(db, couponId, forUpdate);
  if (!row) throw notFound(moneyTexts.couponNotFound);
  if (row.studio_id !== studioId) throw forbidden(consoleTexts.notThisStudio);
  return row;
}

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

/** What the audit log keeps of a coupon: the terms a member pays by. */
const auditedTerms = (c: StudioCoupon) => ({
  code: c.code,
  maxRedemptions: c.maxRedemptions,
  redeemBy: c.redeemBy,
  active: c.active,
});

export async function readCoupons(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
) {
  await requireStudioRole(db, caller, studioId, runners);
  return { coupons: (await listStudioCoupons(db, studioId)).map(couponView) };
}

/**
 * A new coupon of the studio, for its own plans and day pass only: package_ids names them, the
 * rule checkout applies to every coupon (billing/coupons/redeem-coupon.ts), so the coupon works at
 * checkout with no code of its own there. Codes are unique across the product (one promo field).
 */
export async function createCoupon(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
  c: CouponCreate,
): Promise<{ id: number }> {
  await requireStudioRole(db, caller, studioId, runners);
  const now = clock.now();
  if (c.redeemBy !== null && new Date(c.redeemBy) <= now) throw badRequest(moneyTexts.expiryInPast);
  if (await codeTaken(db, c.code)) throw conflict(moneyTexts.codeTaken);
  const packageIds = await couponPackageIds(db, studioId, c.appliesTo);
  if (packageIds.length === 0) throw badRequest(moneyTexts.packageNotFound);
  try {
    return await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('coupons')
        .values({
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
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = couponView(row);
      await insertAuditEntry(
        tx,
        {
          studioId,
          actorId: caller.userId,
          action: 'coupon.create',
          entity: 'coupon',
          entityId: row.id,
          before: null,
          after: { ...view, packageIds },
        },
        now,
      );
      return { id: row.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(moneyTexts.codeTaken);
    throw err;
  }
}

/**
 * Changes a coupon's limit or expiry, or switches it off or on. The row is locked, so a purchase
 * redeeming it at the same moment either counts before the new limit is checked or after it; the
 * limit never drops below the redemptions already made.
 */
export async function updateCoupon(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
  couponId: number,
  u: CouponUpdate,
): Promise<StudioCoupon> {
  await requireStudioRole(db, caller, studioId, runners);
  const now = clock.now();
  if (u.redeemBy && new Date(u.redeemBy) <= now) throw badRequest(moneyTexts.expiryInPast);
  return db.transaction().execute(async (tx) => {
    const before = await requireCouponOf(tx, studioId, couponId, true);
    if (u.maxRedemptions != null && u.maxRedemptions < before.times_redeemed)
      throw badRequest(moneyTexts.limitBelowUsed(before.times_redeemed));
    const after = await tx
      .updateTable('coupons')
      .set({
        ...(u.maxRedemptions !== undefined ? { max_redemptions: u.maxRedemptions } : {}),
        ...(u.redeemBy !== undefined
          ? { redeem_by: u.redeemBy === null ? null : new Date(u.redeemBy) }
          : {}),
        ...(u.active !== undefined ? { active: u.active } : {}),
      })
      .where('id', '=', couponId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const view = couponView(after);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'coupon.update',
        entity: 'coupon',
        entityId: couponId,
        before: auditedTerms(couponView(before)),
        after: auditedTerms(view),
      },
      now,
    );
    return view;
  });
}

/** Who redeemed one of the studio's coupons. */
export async function readRedemptions(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
  couponId: number,
): Promise<CouponRedemptions> {
  await requireStudioRole(db, caller, studioId, runners);
  await requireCouponOf(db, studioId, couponId);
  const rows = await listRedemptions(db, couponId);
  return {
    redemptions: rows.map((r) => ({
      id: r.id,
      memberName: `${r.first_name} ${r.last_name}`.trim(),
      purpose: r.purpose,
      redeemedAt: r.redeemed_at.toISOString(),
    })),
  };
}
