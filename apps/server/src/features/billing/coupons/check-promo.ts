import { billingTexts, type PromoResult } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { quoteCoupon, type CouponPurpose } from './redeem-coupon.ts';
import { findPackage, type PackageRow } from '../packages/package-store.ts';

/** What a promo code is for when the caller does not say: the package's kind, else a live class. */
function purposeOf(pkg: PackageRow | undefined): CouponPurpose {
  if (!pkg) return 'liveclass';
  if (pkg.kind === 'daily') return 'daypass';
  if (pkg.kind === 'class') return 'liveclass';
  return 'subscription';
}

/**
 * POST /api/basic/verifyPromo: prices a code for a package or an amount (cents), for the caller
 * when signed in (a code they used already is refused). Valid only with HTTP 2xx (spec 7).
 */
export async function checkPromo(
  db: Database,
  body: {
    promo: string;
    amount?: number | undefined;
    packageId?: string | undefined;
    purpose?: CouponPurpose | undefined;
  },
  userId: number | undefined,
  now: Date,
): Promise<PromoResult> {
  const { promo, amount, packageId, purpose } = body;
  const pkg = packageId ? await findPackage(db, packageId) : undefined;
  if (packageId && !pkg) throw badRequest(billingTexts.unknownPackage);
  const base = amount ?? pkg?.price_cents;
  if (base === undefined) throw badRequest(billingTexts.promoForWhat);
  const quote = await quoteCoupon(db, promo, {
    purpose: purpose ?? purposeOf(pkg),
    amount: base,
    packageId: pkg?.id,
    userId,
    now,
  });
  return {
    code: quote.coupon.code,
    output: quote.output,
    newAmount: quote.newAmount,
    amount: base,
  };
}
