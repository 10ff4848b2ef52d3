import { sql, type InferResult } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** A succeeded charge with what it paid for, as a receipt shows it. */
export type ReceiptRow = InferResult<ReturnType<typeof receiptsOf>>[number];

export type DayPassEntryRow = InferResult<ReturnType<typeof dayPassesOf>>[number];

/**
 * A member's succeeded payments: the package is the subscription's or the day pass's, the studio
 * the day pass's or the package's (its id: the studios know its name).
 */
const receiptsOf = (db: Database, userId: number) =>
  db
    .selectFrom('payments as p')
    .leftJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .leftJoin('day_passes as d', 'd.id', 'p.day_pass_id')
    .leftJoin('packages as pk', (j) =>
      j.onRef('pk.id', '=', sql<string>`coalesce(s.package_id, d.package_id)`),
    )
    .select([
      'p.id',
      'p.purpose',
      'p.amount_cents',
      'p.updated_at as paid_at',
      'pk.title as package_title',
      sql<string | null>`d.pass_date::text`.as('pass_date'),
      sql<number | null>`coalesce(d.studio_id, pk.studio_id)`.as('studio_id'),
    ])
    .where('p.user_id', '=', userId)
    .where('p.status', '=', 'succeeded');

/** A member's paid day passes, with their studio's id. */
const dayPassesOf = (db: Database, userId: number) =>
  db
    .selectFrom('day_passes as d')
    .select([
      'd.id',
      sql<string>`d.pass_date::text`.as('pass_date'),
      'd.amount_cents',
      'd.studio_id',
    ])
    .where('d.user_id', '=', userId)
    .where('d.status', '=', 'paid');

/** Reads of the payments ledger and day passes for the member who owns them. */
export const receiptsStore = {
  receipts: (db: Database, userId: number): Promise<ReceiptRow[]> =>
    receiptsOf(db, userId)
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(500)
      .execute(),

  receipt: (db: Database, userId: number, paymentId: number): Promise<ReceiptRow | undefined> =>
    receiptsOf(db, userId).where('p.id', '=', paymentId).executeTakeFirst(),

  dayPasses: (db: Database, userId: number): Promise<DayPassEntryRow[]> =>
    dayPassesOf(db, userId).orderBy('d.pass_date', 'desc').limit(500).execute(),
};
