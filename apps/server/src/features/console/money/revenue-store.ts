import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** One month's cents of one kind of line, as the ledgers hold them. */
export interface RevenueLine {
  month: string;
  kind: 'subscription' | 'daypass' | 'liveclass' | 'refund';
  cents: number;
}

const month = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM')`;

type Scope = { db: Database; studioId: number; from: Date };

const subscriptionLines = ({ db, studioId, from }: Scope) =>
  db
    .selectFrom('payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .innerJoin('packages as pk', 'pk.id', 's.package_id')
    .select([
      month('p.updated_at').as('month'),
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
      month('p.updated_at').as('month'),
      sql<string>`'daypass'`.as('kind'),
      'p.amount_cents',
    ])
    .where('p.purpose', '=', 'daypass')
    .where('p.status', '=', 'succeeded')
    .where(sql<boolean>`coalesce(d.studio_id, pk.studio_id) = ${studioId}`)
    .where('p.updated_at', '>=', from);

const seatLines = ({ db, studioId, from }: Scope) =>
  db
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as lc', 'lc.id', 's.live_class_id')
    .select([
      month('s.booked_at').as('month'),
      sql<string>`'liveclass'`.as('kind'),
      's.amount_cents',
    ])
    .where('s.state', '=', 'booked')
    .where('s.paid_with', '=', 'card')
    .where('lc.studio_id', '=', studioId)
    .where('s.booked_at', '>=', from);

/** Live-class payments given back: once as the charge taken, once (when refunded) as the refund. */
const givenBackLines = ({ db, studioId, from }: Scope, kind: 'liveclass' | 'refund') => {
  const q = db
    .selectFrom('live_class_refunds as r')
    .innerJoin('live_classes as lc', 'lc.id', 'r.live_class_id')
    .select([
      month('r.created_at').as('month'),
      sql<string>`${sql.lit(kind)}`.as('kind'),
      'r.amount_cents',
    ])
    .where('lc.studio_id', '=', studioId)
    .where('r.created_at', '>=', from);
  return kind === 'refund' ? q.where('r.refund_id', 'is not', null) : q;
};

/**
 * A studio's money by month (UTC) and kind from where each purchase is recorded: the payments
 * ledger for subscriptions (the studio's packages) and day passes (the pass's studio, else its
 * package's), the schedule for single live classes paid by card (a booked seat, or a payment later
 * given back, which was taken first), and live_class_refunds for what was given back (only once
 * the gateway refunded it). Only succeeded payments count; months from `from` (inclusive).
 */
export async function revenueLines(
  db: Database,
  studioId: number,
  from: Date,
): Promise<RevenueLine[]> {
  const scope = { db, studioId, from };
  const all = subscriptionLines(scope)
    .unionAll(dayPassLines(scope))
    .unionAll(seatLines(scope))
    .unionAll(givenBackLines(scope, 'liveclass'))
    .unionAll(givenBackLines(scope, 'refund'));
  const rows = await db
    .selectFrom(all.as('line'))
    .select(['line.month', 'line.kind', sql<string>`sum(line.amount_cents)::text`.as('cents')])
    .groupBy(['line.month', 'line.kind'])
    .execute();
  return rows.map((r) => ({
    month: r.month,
    kind: r.kind as RevenueLine['kind'],
    cents: Number(r.cents),
  }));
}
