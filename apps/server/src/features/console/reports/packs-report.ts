import type { PackReport, PackSalesFigures } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { packReportFigures } from '../../billing/service.ts';
import { monthPeriod } from './report-period.ts';

const none = (): PackSalesFigures => ({
  packsSold: 0,
  introSold: 0,
  revenueCents: 0,
  creditsUsed: 0,
  refunds: 0,
  refundedCents: 0,
});

/** The first instant (UTC) of a `YYYY-MM` month. */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00Z`);

/**
 * Pack and intro offer sales of the last `months` months (UTC), every month present: billing's
 * sales by month of payment and refunds by month of refund, summed here.
 */
export async function readPacks(
  db: Database,
  studioId: number,
  now: Date,
  months: number,
): Promise<PackReport> {
  const list = monthPeriod(now, months);
  const from = monthStart(list[0]!);
  const [sales, refunds] = await Promise.all([
    packReportFigures.sales(db, studioId, from, now),
    packReportFigures.refunds(db, studioId, from, now),
  ]);
  const byMonth = new Map(list.map((m) => [m, { month: m, ...none() }]));
  for (const s of sales) {
    const row = byMonth.get(s.month);
    if (!row) continue;
    row.packsSold = s.packs_sold;
    row.introSold = s.intro_sold;
    row.revenueCents = s.revenue_cents;
    row.creditsUsed = s.credits_used;
  }
  for (const r of refunds) {
    const row = byMonth.get(r.month);
    if (!row) continue;
    row.refunds = r.refunds;
    row.refundedCents = r.refunded_cents;
  }
  const rows = [...byMonth.values()];
  const total = none();
  for (const r of rows)
    for (const k of Object.keys(total) as (keyof PackSalesFigures)[]) total[k] += r[k];
  return { from: list[0]!, to: list.at(-1)!, months, total, byMonth: rows };
}
