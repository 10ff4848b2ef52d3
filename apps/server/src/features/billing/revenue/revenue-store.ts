import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { utcMonthOf } from '../../../platform/db/utc-month.ts';

/** One month's cents (UTC) of the studio's plans or day passes, as the payments ledger holds them. */
export interface LedgerLine {
  month: string;
  kind: 'subscription' | 'daypass';
  cents: number;
}

type Scope = { db: Database; studioId: number; from: Date };

const subscriptionLines = ({ db, studioId, from }: Scope) =>
  db
    .selectFrom('payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .innerJoin('packages as pk', 'pk.id', 's.package_id')
    .select([
      utcMonthOf('p.updated_at').as('month'),
      sql<string>`'subscription'`.as('kind'),
      'p.amount_cents',
    ])
    .where('p.purpose', '=', 'subscription')
    .where('p.status', '=', 'succeeded')
    .where('pk.studio_id', '=', studioId)
    .where('p.updated_at', '>=', from);

const dayPassLines = ({ db, studioId, from }: Scope) =>
  db
    .selectFrom('payments as p')
    .innerJoin('day_passes as d', 'd.id', 'p.day_pass_id')
    .innerJoin('packages as pk', 'pk.id', 'd.package_id')
    .select([
      utcMonthOf('p.updated_at').as('month'),
      sql<string>`'daypass'`.as('kind'),
      'p.amount_cents',
    ])
    .where('p.purpose', '=', 'daypass')
    .where('p.status', '=', 'succeeded')
    .where(sql<boolean>`coalesce(d.studio_id, pk.studio_id) = ${studioId}`)
    .where('p.updated_at', '>=', from);

/**
 * A studio's money by month (UTC) from the payments ledger, months from `from` (inclusive): its
 * subscriptions (the studio's packages) and day passes (the pass's studio, else its package's).
 * Only succeeded payments count.
 */
export async function ledgerLines(
  db: Database,
  studioId: number,
  from: Date,
): Promise<LedgerLine[]> {
  const scope = { db, studioId, from };
  const all = subscriptionLines(scope).unionAll(dayPassLines(scope));
  const rows = await db
    .selectFrom(all.as('line'))
    .select(['line.month', 'line.kind', sql<string>`sum(line.amount_cents)::text`.as('cents')])
    .groupBy(['line.month', 'line.kind'])
    .execute();
  return rows.map((r) => ({
    month: r.month,
    kind: r.kind as LedgerLine['kind'],
    cents: Number(r.cents),
  }));
}
