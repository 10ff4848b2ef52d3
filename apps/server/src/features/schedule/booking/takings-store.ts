import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { utcMonthOf } from '../../../platform/db/utc-month.ts';

/** One month's cents (UTC) of a studio's single live classes: taken, or given back. */
export interface LiveClassTakings {
  month: string;
  kind: 'liveclass' | 'refund';
  cents: number;
}

type Scope = { db: Database; studioId: number; from: Date };

const seatLines = ({ db, studioId, from }: Scope) =>
  db
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as lc', 'lc.id', 's.live_class_id')
    .select([
      utcMonthOf('s.booked_at').as('month'),
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
      utcMonthOf('r.created_at').as('month'),
      sql<string>`${sql.lit(kind)}`.as('kind'),
      'r.amount_cents',
    ])
    .where('lc.studio_id', '=', studioId)
    .where('r.created_at', '>=', from);
  return kind === 'refund' ? q.where('r.refund_id', 'is not', null) : q;
};

/**
 * A studio's single live classes paid by card, by month (UTC) from `from` (inclusive): what was
 * taken (a booked seat, or a payment later given back, which was taken first) and what was given
 * back (live_class_refunds, only once the gateway refunded it). Billing's revenue reads it
 * beside its own ledger.
 */
export async function liveClassTakings(
  db: Database,
  studioId: number,
  from: Date,
): Promise<LiveClassTakings[]> {
  const scope = { db, studioId, from };
  const all = seatLines(scope)
    .unionAll(givenBackLines(scope, 'liveclass'))
    .unionAll(givenBackLines(scope, 'refund'));
  const rows = await db
    .selectFrom(all.as('line'))
    .select(['line.month', 'line.kind', sql<string>`sum(line.amount_cents)::text`.as('cents')])
    .groupBy(['line.month', 'line.kind'])
    .execute();
  return rows.map((r) => ({
    month: r.month,
    kind: r.kind as LiveClassTakings['kind'],
    cents: Number(r.cents),
  }));
}
