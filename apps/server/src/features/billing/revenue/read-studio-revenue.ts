import { REVENUE_MONTHS, revenueKinds, type Revenue } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { ledgerLines } from './revenue-store.ts';

/** One month's cents of one kind of line. */
export interface RevenueLine {
  month: string;
  kind: (typeof revenueKinds)[number];
  cents: number;
}

/**
 * The schedule's side of a studio's money (single live classes taken and given back, by month
 * from `from`), handed in by the caller: the schedule uses billing, so billing does not import
 * it back.
 */
export type LiveClassTakingsOf = (
  db: Database,
  studioId: number,
  from: Date,
) => Promise<RevenueLine[]>;

/** The last `count` months (UTC) up to `now`'s, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/**
 * A studio's revenue for the last REVENUE_MONTHS months up to `now`'s, every month present (zeros
 * too): the payments ledger for plans and day passes, the schedule's takings for single live
 * classes paid by card, and its refunds once the gateway made them.
 */
export async function readStudioRevenue(
  db: Database,
  studioId: number,
  now: Date,
  liveClassTakings: LiveClassTakingsOf,
): Promise<Revenue> {
  const months = lastMonths(now, REVENUE_MONTHS);
  const from = new Date(`${months[0]}-01T00:00:00Z`);
  const lines: RevenueLine[] = [
    ...(await ledgerLines(db, studioId, from)),
    ...(await liveClassTakings(db, studioId, from)),
  ];
  return {
    currency: 'usd',
    months: months.map((month) => {
      const of = (kind: (typeof revenueKinds)[number]) =>
        lines.filter((l) => l.month === month && l.kind === kind).reduce((t, l) => t + l.cents, 0);
      const [subscription, daypass, liveclass, refund] = revenueKinds.map(of) as [
        number,
        number,
        number,
        number,
      ];
      return {
        month,
        subscription,
        daypass,
        liveclass,
        refund,
        net: subscription + daypass + liveclass - refund,
      };
    }),
  };
}
