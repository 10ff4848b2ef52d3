import type {
  CouponCreate,
  CouponRedemptions,
  CouponUpdate,
  StudioCoupon,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { studioCoupons } from '../../billing/service.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

const runners = ['staff', 'admin'] as const;

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
  return { coupons: await studioCoupons.list(db, studioId) };
}

/**
 * A new coupon of the studio, for its own plans and day pass only (billing's rules,
 * billing/coupons/create-studio-coupon.ts), and its audit entry in the same transaction.
 */
export async function createCoupon(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
  c: CouponCreate,
): Promise<{ id: number }> {
  await requireStudioRole(db, caller, studioId, runners);
  const now = clock.now();
  return db.transaction().execute(async (tx) => {
    const { coupon, packageIds } = await studioCoupons.create(tx, studioId, c, now);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'coupon.create',
        entity: 'coupon',
        entityId: coupon.id,
        before: null,
        after: { ...coupon, packageIds },
      },
      now,
    );
    return { id: coupon.id };
  });
}

/**
 * Changes a coupon's limit or expiry, or switches it off or on (billing's rules,
 * billing/coupons/update-studio-coupon.ts), and its audit entry in the same transaction.
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
  return db.transaction().execute(async (tx) => {
    const { before, after } = await studioCoupons.update(tx, studioId, couponId, u, now);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'coupon.update',
        entity: 'coupon',
        entityId: couponId,
        before: auditedTerms(before),
        after: auditedTerms(after),
      },
      now,
    );
    return after;
  });
}

/** Who redeemed one of the studio's coupons: billing's list, the members' names read in one go. */
export async function readRedemptions(
  { db }: Pick<Deps, 'db'>,
  caller: ConsoleCaller,
  studioId: number,
  couponId: number,
): Promise<CouponRedemptions> {
  await requireStudioRole(db, caller, studioId, runners);
  const rows = await studioCoupons.redemptions(db, studioId, couponId);
  const people = new Map(
    (await peopleByIds(db, [...new Set(rows.map((r) => r.userId))])).map((p) => [p.id, p]),
  );
  return {
    redemptions: rows.flatMap(({ userId, ...r }) => {
      const p = people.get(userId);
      return p ? [{ ...r, memberName: `${p.first_name} ${p.last_name}`.trim() }] : [];
    }),
  };
}
