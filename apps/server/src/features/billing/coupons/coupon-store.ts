import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';

const couponColumns = [
  'id',
  'code',
  'description',
  'percent_off',
  'amount_off_cents',
  'duration',
  'duration_in_months',
  'applies_to',
  'package_ids',
  'redeem_by',
  'max_redemptions',
  'times_redeemed',
  'active',
] as const;

export type CouponRow = Pick<Selectable<Tables['coupons']>, (typeof couponColumns)[number]>;
export type CouponPurpose = Selectable<Tables['coupon_redemptions']>['purpose'];

const coupons = (db: Database) => db.selectFrom('coupons').select(couponColumns);

/** The coupon a code names, whatever its case. */
export function findCoupon(db: Database, code: string): Promise<CouponRow | undefined> {
  return coupons(db)
    .where((eb) => eb(eb.fn('upper', ['code']), '=', eb.fn<string>('upper', [eb.val(code)])))
    .executeTakeFirst();
}

export function findCouponById(db: Database, id: number): Promise<CouponRow | undefined> {
  return coupons(db).where('id', '=', id).executeTakeFirst();
}

/**
 * Whether the person has redeemed the coupon already: a 'once' coupon for anything, another for
 * this kind of purchase (the same rules as the table's unique indexes, migrations 003 and 016).
 */
export async function hasRedeemed(
  db: Database,
  r: { coupon: Pick<CouponRow, 'id' | 'duration'>; userId: number; purpose: CouponPurpose },
): Promise<boolean> {
  let q = db
    .selectFrom('coupon_redemptions')
    .select('id')
    .where('coupon_id', '=', r.coupon.id)
    .where('user_id', '=', r.userId);
  if (r.coupon.duration !== 'once') q = q.where('purpose', '=', r.purpose);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * Counts one more use, unless the coupon is inactive, used up or expired at `now` (then
 * undefined): one conditional UPDATE, so racing purchases queue on the row and the last ones find
 * the cap reached. Answers the coupon's duration, which its redemption carries.
 */
export async function countRedemption(
  db: Database,
  couponId: number,
  now: Date,
): Promise<Pick<CouponRow, 'id' | 'duration'> | undefined> {
  return db
    .updateTable('coupons')
    .set((eb) => ({ times_redeemed: eb('times_redeemed', '+', 1) }))
    .where('id', '=', couponId)
    .where('active', '=', true)
    .where((eb) =>
      eb.and([
        eb.or([
          eb('max_redemptions', 'is', null),
          eb('times_redeemed', '<', eb.ref('max_redemptions')),
        ]),
        eb.or([eb('redeem_by', 'is', null), eb('redeem_by', '>', now)]),
      ]),
    )
    .returning(['id', 'duration'])
    .executeTakeFirst();
}

/** Records who redeemed it for what; the unique indexes refuse a second one. */
export async function insertRedemption(
  db: Database,
  r: {
    coupon: Pick<CouponRow, 'id' | 'duration'>;
    userId: number;
    purpose: CouponPurpose;
    reference: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('coupon_redemptions')
    .values({
      coupon_id: r.coupon.id,
      coupon_duration: r.coupon.duration,
      user_id: r.userId,
      purpose: r.purpose,
      reference: r.reference,
      redeemed_at: r.now,
    })
    .execute();
}

/** Takes a redemption back, and its count with it. */
export async function removeRedemption(
  db: Database,
  r: { couponId: number; userId: number; purpose: CouponPurpose },
): Promise<void> {
  const removed = await db
    .deleteFrom('coupon_redemptions')
    .where('coupon_id', '=', r.couponId)
    .where('user_id', '=', r.userId)
    .where('purpose', '=', r.purpose)
    .returning('id')
    .execute();
  if (removed.length > 0)
    await db
      .updateTable('coupons')
      .set((eb) => ({ times_redeemed: eb('times_redeemed', '-', 1) }))
      .where('id', '=', r.couponId)
      .where('times_redeemed', '>', 0)
      .execute();
}
