import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** A month's (UTC, `YYYY-MM`) pack sales of a studio: packs paid, what they brought, used since. */
export interface PackSalesMonthRow {
  month: string;
  packs_sold: number;
  intro_sold: number;
  revenue_cents: number;
  credits_used: number;
}
/** A month's refunds of a studio's packs: how many, and what was given back. */
export interface PackRefundsMonthRow {
  month: string;
  refunds: number;
  refunded_cents: number;
}

const utcMonth = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM')`;

/**
 * The studio's packs paid from `from` until `to`, by month of payment, read by
 * pack_purchases_studio_sales_idx (migration 055). Credits used: those neither left nor voided by
 * a refund, i.e. booked (a booking cancelled in time gave its credit back).
 */
export function packSalesByMonth(
  db: Database,
  studioId: number,
  from: Date,
  to: Date,
): Promise<PackSalesMonthRow[]> {
  return db
    .selectFrom('pack_purchases')
    .select([
      utcMonth('paid_at').as('month'),
      sql<number>`count(*) FILTER (WHERE NOT intro)::int`.as('packs_sold'),
      sql<number>`count(*) FILTER (WHERE intro)::int`.as('intro_sold'),
      sql<number>`coalesce(sum(amount_cents), 0)::int`.as('revenue_cents'),
      sql<number>`coalesce(sum(credits_total - credits_left - coalesce(credits_voided, 0)), 0)::int`.as(
        'credits_used',
      ),
    ])
    .where('studio_id', '=', studioId)
    .where('status', '<>', 'pending')
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .groupBy(sql`1`)
    .execute();
}

/** The studio's packs refunded from `from` until `to`, by month of the refund (migration 063's index). */
export function packRefundsByMonth(
  db: Database,
  studioId: number,
  from: Date,
  to: Date,
): Promise<PackRefundsMonthRow[]> {
  return db
    .selectFrom('pack_purchases')
    .select([
      utcMonth('refunded_at').as('month'),
      sql<number>`count(*)::int`.as('refunds'),
      sql<number>`coalesce(sum(refund_cents), 0)::int`.as('refunded_cents'),
    ])
    .where('studio_id', '=', studioId)
    .where('status', '=', 'refunded')
    .where('refunded_at', '>=', from)
    .where('refunded_at', '<', to)
    .groupBy(sql`1`)
    .execute();
}

/** What the console's pack and offer sales report reads of billing. */
export const packReportFigures = { sales: packSalesByMonth, refunds: packRefundsByMonth };
