import { sql, type InferResult } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** A succeeded charge with what it paid for, as a receipt shows it. */
export type ReceiptRow = InferResult<ReturnType<typeof receiptsOf>>[number];

/** A single live class paid by card: its booked seat, or its refund when it could not be booked. */
export type LiveClassReceiptRow = InferResult<ReturnType<typeof liveSeatsOf>>[number];

export type DayPassEntryRow = InferResult<ReturnType<typeof dayPassesOf>>[number];

/**
 * A member's succeeded payments: the package is the subscription's or the day pass's, the studio
 * the day pass's or the package's.
 */
const receiptsOf = (db: Database, userId: number) =>
  db
    .selectFrom('payments as p')
    .leftJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .leftJoin('day_passes as d', 'd.id', 'p.day_pass_id')
    .leftJoin('packages as pk', (j) =>
      j.onRef('pk.id', '=', sql<string>`coalesce(s.package_id, d.package_id)`),
    )
    .leftJoin('studios as st', (j) =>
      j.onRef('st.id', '=', sql<number>`coalesce(d.studio_id, pk.studio_id)`),
    )
    .select([
      'p.id',
      'p.purpose',
      'p.amount_cents',
      'p.updated_at as paid_at',
      'pk.title as package_title',
      sql<string | null>`d.pass_date::text`.as('pass_date'),
      'st.name as studio_name',
    ])
    .where('p.user_id', '=', userId)
    .where('p.status', '=', 'succeeded');

/**
 * A member's card payments for single live classes, read where the schedule keeps them (no ledger
 * row): a booked seat paid by card, and a payment refunded because it could not become a booking.
 */
const liveSeatsOf = (db: Database, userId: number) =>
  db
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as lc', 'lc.id', 's.live_class_id')
    .innerJoin('studios as st', 'st.id', 'lc.studio_id')
    .select([
      sql<string>`s.payment_intent_id`.as('intent_id'),
      's.amount_cents',
      sql<Date>`s.booked_at`.as('paid_at'),
      'lc.title as class_title',
      'lc.scheduled_at',
      'st.name as studio_name',
      sql<boolean>`false`.as('refunded'),
    ])
    .where('s.user_id', '=', userId)
    .where('s.state', '=', 'booked')
    .where('s.paid_with', '=', 'card');

const liveRefundsOf = (db: Database, userId: number) =>
  db
    .selectFrom('live_class_refunds as r')
    .innerJoin('live_classes as lc', 'lc.id', 'r.live_class_id')
    .innerJoin('studios as st', 'st.id', 'lc.studio_id')
    .select([
      'r.payment_intent_id as intent_id',
      'r.amount_cents',
      'r.created_at as paid_at',
      'lc.title as class_title',
      'lc.scheduled_at',
      'st.name as studio_name',
      sql<boolean>`true`.as('refunded'),
    ])
    .where('r.user_id', '=', userId);

/** A member's paid day passes, with their studio. */
const dayPassesOf = (db: Database, userId: number) =>
  db
    .selectFrom('day_passes as d')
    .leftJoin('studios as st', 'st.id', 'd.studio_id')
    .select([
      'd.id',
      sql<string>`d.pass_date::text`.as('pass_date'),
      'd.amount_cents',
      'st.name as studio_name',
      'st.short_name as studio_short_name',
    ])
    .where('d.user_id', '=', userId)
    .where('d.status', '=', 'paid');

/** Reads of the payments ledger, live-class payments and day passes for the member who owns them. */
export const receiptsStore = {
  receipts: (db: Database, userId: number): Promise<ReceiptRow[]> =>
    receiptsOf(db, userId)
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(500)
      .execute(),

  receipt: (db: Database, userId: number, paymentId: number): Promise<ReceiptRow | undefined> =>
    receiptsOf(db, userId).where('p.id', '=', paymentId).executeTakeFirst(),

  liveClassReceipts: (db: Database, userId: number): Promise<LiveClassReceiptRow[]> =>
    liveSeatsOf(db, userId)
      .unionAll(liveRefundsOf(db, userId))
      .orderBy('paid_at', 'desc')
      .limit(500)
      .execute(),

  liveClassReceipt: async (
    db: Database,
    userId: number,
    intentId: string,
  ): Promise<LiveClassReceiptRow | undefined> =>
    (await liveRefundsOf(db, userId)
      .where('r.payment_intent_id', '=', intentId)
      .executeTakeFirst()) ??
    liveSeatsOf(db, userId).where('s.payment_intent_id', '=', intentId).executeTakeFirst(),

  dayPasses: (db: Database, userId: number): Promise<DayPassEntryRow[]> =>
    dayPassesOf(db, userId).orderBy('d.pass_date', 'desc').limit(500).execute(),
};
