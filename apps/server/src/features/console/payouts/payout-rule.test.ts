import { describe, expect, it } from 'vitest';
import { NETWORK_FEE_PERCENT, PLAN_POOL_PERCENT } from '@jetsweat/contract';
import {
  networkFee,
  planPool,
  splitByLargestRemainder,
  studioEarnings,
  type StudioMonth,
} from './payout-rule.ts';

const month = (
  studioId: number,
  o: Partial<StudioMonth> & { sold?: number } = {},
): StudioMonth => ({
  studioId,
  sales: { subscription: 0, daypass: 0, liveclass: o.sold ?? 0, pack: 0, ...o.sales },
  refunds: o.refunds ?? 0,
  minutes: o.minutes ?? 0,
});
const sum = (xs: number[]) => xs.reduce((t, x) => t + x, 0);

describe('the payout rule', () => {
  it('is the documented contract: a 15% fee and a 50% plan pool', () => {
    expect(NETWORK_FEE_PERCENT).toBe(15);
    expect(PLAN_POOL_PERCENT).toBe(50);
  });

  it('takes the fee from sales net of refunds, rounded down, and none from a loss', () => {
    expect(networkFee(10_000)).toBe(1_500);
    expect(networkFee(999)).toBe(149); // 149.85 rounded down, in the studio's favour
    expect(networkFee(0)).toBe(0);
    expect(networkFee(-500)).toBe(0);
  });

  it('pools half of the plan revenue, rounded down', () => {
    expect(planPool(100_001)).toBe(50_000);
    expect(planPool(0)).toBe(0);
  });

  it('splits a pool so the shares sum to it exactly, leftover cents to the largest remainders', () => {
    // 100 over 1:1:1 is 33.33 each; one cent left goes to the first of the equal remainders.
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 over 2:3:5 -> exact.
    expect(splitByLargestRemainder(10, [2, 3, 5])).toEqual([2, 3, 5]);
    // 7 over 1:2 -> 2.33, 4.67: the larger remainder (0.67) takes the cent.
    expect(splitByLargestRemainder(7, [1, 2])).toEqual([2, 5]);
    // No minutes anywhere: nothing is split.
    expect(splitByLargestRemainder(500, [0, 0])).toEqual([0, 0]);
    // Large numbers stay exact.
    const big = splitByLargestRemainder(987_654_321, [123_456_789, 987_654, 1]);
    expect(sum(big)).toBe(987_654_321);
    for (let pool = 0; pool < 60; pool++) {
      expect(sum(splitByLargestRemainder(pool, [3, 7, 11, 0, 5]))).toBe(pool);
    }
  });

  it('pays own sales less refunds less the fee, plus the minutes share, with the lines behind it', () => {
    const [bk, brooks] = studioEarnings(
      [
        month(402, {
          sales: { subscription: 10_000, daypass: 2_000, liveclass: 3_000, pack: 5_000 },
          refunds: 1_000,
          minutes: 300,
        }),
        month(418, { sold: 0, minutes: 100 }),
      ],
      40_001,
    );
    // Net sales 19,000; fee 2,850; pool 20,000 split 3:1.
    expect(bk!.amountCents).toBe(19_000 - 2_850 + 15_000);
    expect(bk!.lines.map((l) => [l.kind, l.cents])).toEqual([
      ['subscription', 10_000],
      ['daypass', 2_000],
      ['liveclass', 3_000],
      ['pack', 5_000],
      ['refund', -1_000],
      ['network_fee', -2_850],
      ['plan_share', 15_000],
    ]);
    expect(bk!.lines.at(-1)).toMatchObject({ minutes: 300, totalMinutes: 400, poolCents: 20_000 });
    expect(brooks!.amountCents).toBe(5_000);
    // The lines always add up to the amount when it is not below zero.
    expect(sum(bk!.lines.map((l) => l.cents))).toBe(bk!.amountCents);
  });

  it('pays nothing for a month that comes out below zero', () => {
    const [s] = studioEarnings([month(1, { sold: 1_000, refunds: 5_000 })], 0);
    expect(s!.amountCents).toBe(0);
    expect(s!.lines.find((l) => l.kind === 'network_fee')!.cents).toBe(0);
  });
});
