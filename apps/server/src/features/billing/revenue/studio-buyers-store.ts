import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/**
 * What members bought of a studio, for its console's client list (issue 54, item 5): succeeded
 * payments of its plans (the studio's packages) and of its day passes (the pass's studio, else its
 * package's), as revenue-store.ts counts them, and its class packs (their rows are their own
 * ledger, docs/decisions/0111-class-packs.md).
 */
function studioPaymentLines(db: Database, studioId: number, userId?: number) {
  const studioPackages = db.selectFrom('packages').select('id').where('studio_id', '=', studioId);
  const plans = db
    .selectFrom('payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .innerJoin('packages as pk', 'pk.id', 's.package_id')
    .select(['p.id', 'p.user_id', 'p.updated_at as at', 'p.amount_cents', 'pk.title'])
    .where('s.package_id', 'in', studioPackages)
    .where('p.purpose', '=', 'subscription')
    .where('p.status', '=', 'succeeded')
    .$if(userId !== undefined, (q) => q.where('p.user_id', '=', userId!));
  const passes = db
    .selectFrom('payments as p')
    .innerJoin('day_passes as d', 'd.id', 'p.day_pass_id')
    .innerJoin('packages as pk', 'pk.id', 'd.package_id')
    .select(['p.id', 'p.user_id', 'p.updated_at as at', 'p.amount_cents', 'pk.title'])
    .where('p.purpose', '=', 'daypass')
    .where('p.status', '=', 'succeeded')
    .where('d.status', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb('d.studio_id', '=', studioId),
        eb.and([eb('d.studio_id', 'is', null), eb('d.package_id', 'in', studioPackages)]),
      ]),
    )
    .$if(userId !== undefined, (q) => q.where('d.user_id', '=', userId!));
  // Class packs and intro offers of the studio, paid or refunded since (a purchase all the same).
  const packs = db
    .selectFrom('pack_purchases as pp')
    .innerJoin('class_packs as cp', 'cp.id', 'pp.pack_id')
    .select([
      'pp.id',
      'pp.user_id',
      sql<Date>`pp.paid_at`.as('at'),
      'pp.amount_cents',
      sql<string>`'Class pack: ' || cp.name`.as('title'),
    ])
    .where('pp.studio_id', '=', studioId)
    .where('pp.status', '<>', 'pending')
    .$if(userId !== undefined, (q) => q.where('pp.user_id', '=', userId!));
  return plans.unionAll(passes).unionAll(packs);
}

export interface BuyerTotals {
  userId: number;
  purchases: number;
  firstAt: Date;
  lastAt: Date;
}

/** Every member who paid the studio: how many payments, the first and the last. */
export async function studioBuyerTotals(db: Database, studioId: number): Promise<BuyerTotals[]> {
  const rows = await db
    .selectFrom(studioPaymentLines(db, studioId).as('b'))
    .select([
      'b.user_id',
      sql<number>`count(*)::int`.as('n'),
      sql<Date>`min(b.at)`.as('first_at'),
      sql<Date>`max(b.at)`.as('last_at'),
    ])
    .groupBy('b.user_id')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    purchases: r.n,
    firstAt: new Date(r.first_at),
    lastAt: new Date(r.last_at),
  }));
}

export interface StudioPurchase {
  id: number;
  what: string;
  at: Date;
  amountCents: number;
}

/** One member's payments to the studio, newest first. */
export async function studioPurchasesOf(
  db: Database,
  studioId: number,
  userId: number,
): Promise<StudioPurchase[]> {
  const rows = await db
    .selectFrom(studioPaymentLines(db, studioId, userId).as('b'))
    .selectAll()
    .orderBy('b.at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    what: r.title,
    at: new Date(r.at),
    amountCents: r.amount_cents,
  }));
}
