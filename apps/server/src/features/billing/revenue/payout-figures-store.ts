import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/**
 * Billing's figures for the studios' monthly payouts (issue 54, item 3): what each studio sold
 * from `from` until `to` of billing's own ledger, and the network's plan revenue in that time.
 * Only succeeded payments and paid packs count, as on the console's money page.
 */

/** One studio's sales in the time, in cents. */
export interface StudioSales {
  subscription: number;
  daypass: number;
  pack: number;
  /** Packs given back in the time (positive cents). */
  packRefunds: number;
}

type Range = { from: Date; to: Date };

const succeeded = (db: Database, purpose: 'subscription' | 'daypass', { from, to }: Range) =>
  db
    .selectFrom('payments as p')
    .where('p.purpose', '=', purpose)
    .where('p.status', '=', 'succeeded')
    .where('p.updated_at', '>=', from)
    .where('p.updated_at', '<', to);

export async function studioSalesBetween(
  db: Database,
  range: Range,
): Promise<Map<number, StudioSales>> {
  const plans = await succeeded(db, 'subscription', range)
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .innerJoin('packages as pk', 'pk.id', 's.package_id')
    .select(['pk.studio_id as studio', sql<string>`sum(p.amount_cents)::text`.as('cents')])
    .where('pk.studio_id', 'is not', null)
    .groupBy('pk.studio_id')
    .execute();
  const passes = await succeeded(db, 'daypass', range)
    .innerJoin('day_passes as d', 'd.id', 'p.day_pass_id')
    .innerJoin('packages as pk', 'pk.id', 'd.package_id')
    .select([
      sql<number>`coalesce(d.studio_id, pk.studio_id)`.as('studio'),
      sql<string>`sum(p.amount_cents)::text`.as('cents'),
    ])
    .where(sql<boolean>`coalesce(d.studio_id, pk.studio_id) IS NOT NULL`)
    .groupBy(sql`coalesce(d.studio_id, pk.studio_id)`)
    .execute();
  const packs = await db
    .selectFrom('pack_purchases')
    .select(['studio_id as studio', sql<string>`sum(amount_cents)::text`.as('cents')])
    .where('status', '<>', 'pending')
    .where('paid_at', '>=', range.from)
    .where('paid_at', '<', range.to)
    .groupBy('studio_id')
    .execute();
  // What a pack's refund gives back (its unused classes' share), in the month it was refunded.
  const packRefunds = await db
    .selectFrom('pack_purchases')
    .select(['studio_id as studio', sql<string>`sum(refund_cents)::text`.as('cents')])
    .where('status', '=', 'refunded')
    .where('refunded_at', '>=', range.from)
    .where('refunded_at', '<', range.to)
    .groupBy('studio_id')
    .execute();

  const out = new Map<number, StudioSales>();
  const add = (rows: { studio: number | null; cents: string }[], key: keyof StudioSales) => {
    for (const r of rows) {
      if (r.studio === null) continue;
      const s = out.get(r.studio) ?? { subscription: 0, daypass: 0, pack: 0, packRefunds: 0 };
      s[key] += Number(r.cents);
      out.set(r.studio, s);
    }
  };
  add(plans, 'subscription');
  add(passes, 'daypass');
  add(packs, 'pack');
  add(packRefunds, 'packRefunds');
  return out;
}

/** The network's plans (packages of no studio) paid in the time, in cents. */
export async function networkPlanRevenueBetween(db: Database, range: Range): Promise<number> {
  const row = await succeeded(db, 'subscription', range)
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .innerJoin('packages as pk', 'pk.id', 's.package_id')
    .select(sql<string>`coalesce(sum(p.amount_cents), 0)::text`.as('cents'))
    .where('pk.studio_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}
