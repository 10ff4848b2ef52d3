import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';

/** A studio's coupon as the console reads it (migrations 003, 016, 035). */
export type StudioCouponRow = Selectable<Tables['coupons']>;

/** A studio's coupons, newest first. */
export function listStudioCoupons(db: Database, studioId: number): Promise<StudioCouponRow[]> {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('studio_id', '=', studioId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

/** One coupon by id, any studio's (locked when `forUpdate`): the caller checks whose it is. */
export function findCouponRow(
  db: Database,
  couponId: number,
  forUpdate = false,
): Promise<StudioCouponRow | undefined> {
  let q = db.selectFrom('coupons').selectAll().where('id', '=', couponId);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** Whether a coupon (any studio's or JetSweat's) has this code, whatever its case. */
export async function codeTaken(db: Database, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('coupons')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/** The studio's packages a coupon may discount: its plans and day pass on sale. */
export async function couponPackageIds(
  db: Database,
  studioId: number,
  kinds: readonly ('subscription' | 'daypass')[],
): Promise<string[]> {
  const packageKinds = kinds.flatMap((k) =>
    k === 'subscription' ? (['yearly', 'monthly'] as const) : (['daily'] as const),
  );
  const rows = await db
    .selectFrom('packages')
    .select('id')
    .where('studio_id', '=', studioId)
    .where('active', '=', true)
    .where('kind', 'in', packageKinds)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A new coupon, as written. */
export function insertCoupon(
  db: Database,
  values: Insertable<Tables['coupons']>,
): Promise<StudioCouponRow> {
  return db.insertInto('coupons').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A coupon's changed terms, as written. */
export function updateCouponRow(
  db: Database,
  couponId: number,
  changes: Updateable<Tables['coupons']>,
): Promise<StudioCouponRow> {
  return db
    .updateTable('coupons')
    .set(changes)
    .where('id', '=', couponId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Who redeemed a coupon (their ids), newest first. */
export function listRedemptions(db: Database, couponId: number) {
  return db
    .selectFrom('coupon_redemptions')
    .select(['id', 'user_id', 'purpose', 'redeemed_at'])
    .where('coupon_id', '=', couponId)
    .orderBy('redeemed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}
