import { NETWORK_FEE_PERCENT, PLAN_POOL_PERCENT, type PayoutLine } from '@jetsweat/contract';

/**
 * The payout rule (docs/decisions/0113-studio-payouts.md), pure: what each studio earned in a
 * month from its own figures and the network's plan revenue. Integer cents throughout.
 */

/** One studio's month as the owners of the figures report it. */
export interface StudioMonth {
  studioId: number;
  /** Its own sales that month, in cents: studio plans, day passes, live classes, class packs. */
  sales: { subscription: number; daypass: number; liveclass: number; pack: number };
  /** What was given back of its sales that month, in cents (positive). */
  refunds: number;
  /** Minutes its classes were watched on demand or attended live that month. */
  minutes: number;
}

export interface StudioEarnings {
  studioId: number;
  amountCents: number;
  lines: PayoutLine[];
}

const line = (kind: PayoutLine['kind'], cents: number): PayoutLine => ({
  kind,
  cents,
  minutes: null,
  totalMinutes: null,
  poolCents: null,
});

/** The network's fee on a studio's own sales net of refunds: rounded down, none on a loss. */
export function networkFee(netSalesCents: number): number {
  return netSalesCents > 0 ? Math.floor((netSalesCents * NETWORK_FEE_PERCENT) / 100) : 0;
}

/** The part of the network's plan revenue the studios split, rounded down. */
export function planPool(planRevenueCents: number): number {
  return Math.max(0, Math.floor((planRevenueCents * PLAN_POOL_PERCENT) / 100));
}

/**
 * Splits `pool` cents by `weights` so the shares sum to the pool exactly (largest remainder):
 * each gets the whole cents of its exact share, and the cents left over go one each to the
 * largest fractional parts, ties to the earlier entry. Nothing is split when no weight is above 0.
 */
export function splitByLargestRemainder(pool: number, weights: readonly number[]): number[] {
  const total = weights.reduce((t, w) => t + w, 0);
  if (pool <= 0 || total <= 0) return weights.map(() => 0);
  // BigInt: a year of plan revenue times a month of minutes passes 2^53.
  const P = BigInt(pool);
  const T = BigInt(total);
  const exact = weights.map((w, i) => ({
    i,
    whole: (P * BigInt(w)) / T,
    rest: (P * BigInt(w)) % T,
  }));
  let left = pool - exact.reduce((t, e) => t + Number(e.whole), 0);
  const shares = exact.map((e) => Number(e.whole));
  const byRest = [...exact].sort((a, b) =>
    a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1,
  );
  for (const e of byRest) {
    if (left === 0) break;
    shares[e.i]! += 1;
    left--;
  }
  return shares;
}

/**
 * Every studio's earnings for one month: its own sales less refunds less the network's fee, plus
 * its share of the plan pool by minutes. A month that comes out below zero pays nothing.
 */
export function studioEarnings(
  studios: readonly StudioMonth[],
  planRevenueCents: number,
): StudioEarnings[] {
  const pool = planPool(planRevenueCents);
  const totalMinutes = studios.reduce((t, s) => t + s.minutes, 0);
  const shares = splitByLargestRemainder(
    pool,
    studios.map((s) => s.minutes),
  );
  return studios.map((s, i) => {
    const sold = s.sales.subscription + s.sales.daypass + s.sales.liveclass + s.sales.pack;
    const fee = networkFee(sold - s.refunds);
    const share = shares[i]!;
    const lines: PayoutLine[] = [
      line('subscription', s.sales.subscription),
      line('daypass', s.sales.daypass),
      line('liveclass', s.sales.liveclass),
      line('pack', s.sales.pack),
      line('refund', 0 - s.refunds),
      line('network_fee', 0 - fee),
      { kind: 'plan_share', cents: share, minutes: s.minutes, totalMinutes, poolCents: pool },
    ];
    return {
      studioId: s.studioId,
      amountCents: Math.max(0, sold - s.refunds - fee + share),
      lines,
    };
  });
}
