import { REVENUE_MONTHS, revenueKindNames, revenueKinds, type Revenue } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';
import { revenueLines } from './revenue-store.ts';

const runners = ['staff', 'admin'] as const;

/** The last `count` months (UTC) up to `now`'s, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** A studio's revenue for the last REVENUE_MONTHS months, every month present (zeros too). */
export async function readRevenue(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  caller: ConsoleCaller,
  studioId: number,
): Promise<Revenue> {
  await requireStudioRole(db, caller, studioId, runners);
  const months = lastMonths(clock.now(), REVENUE_MONTHS);
  const lines = await revenueLines(db, studioId, new Date(`${months[0]}-01T00:00:00Z`));
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

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading =, +,
 * - or @ is prefixed with ' so a spreadsheet does not run it as a formula. */
export function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The revenue as CSV: one row per month and kind, amounts in dollars, CRLF line ends. */
export function revenueCsv(studioName: string, revenue: Revenue): string {
  const rows: (string | number)[][] = [['studio', 'month', 'kind', 'amount_usd']];
  for (const m of revenue.months) {
    for (const kind of revenueKinds)
      rows.push([studioName, m.month, revenueKindNames[kind], dollars(m[kind])]);
    rows.push([studioName, m.month, 'Net', dollars(m.net)]);
  }
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
