import { sql, type InferResult } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/**
 * A member's card payments for single live classes, as the schedule keeps them (no ledger row):
 * a booked seat paid by card, and a payment refunded because it could not become a booking.
 * Billing's receipts read them (with each class's studio id: the studios know its name).
 */
const seatsPaidBy = (db: Database, userId: number) =>
  db
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as lc', 'lc.id', 's.live_class_id')
    .select([
      sql<string>`s.payment_intent_id`.as('intent_id'),
      's.amount_cents',
      sql<Date>`s.booked_at`.as('paid_at'),
      'lc.title as class_title',
      'lc.scheduled_at',
      'lc.studio_id',
      sql<boolean>`false`.as('refunded'),
    ])
    .where('s.user_id', '=', userId)
    .where('s.state', '=', 'booked')
    .where('s.paid_with', '=', 'card');

const refundsTo = (db: Database, userId: number) =>
  db
    .selectFrom('live_class_refunds as r')
    .innerJoin('live_classes as lc', 'lc.id', 'r.live_class_id')
    .select([
      'r.payment_intent_id as intent_id',
      'r.amount_cents',
      'r.created_at as paid_at',
      'lc.title as class_title',
      'lc.scheduled_at',
      'lc.studio_id',
      sql<boolean>`true`.as('refunded'),
    ])
    .where('r.user_id', '=', userId);

/** One live class's card payment: its seat, or its refund. */
export type LiveClassPaymentRow = InferResult<ReturnType<typeof seatsPaidBy>>[number];

/** The member's live-class card payments, the latest first (the `limit` latest). */
export function liveClassPaymentsOf(
  db: Database,
  userId: number,
  limit: number,
): Promise<LiveClassPaymentRow[]> {
  return seatsPaidBy(db, userId)
    .unionAll(refundsTo(db, userId))
    .orderBy('paid_at', 'desc')
    .limit(limit)
    .execute();
}

/** One of the member's live-class card payments by its intent: its refund if refunded, else its seat. */
export async function liveClassPaymentOf(
  db: Database,
  userId: number,
  intentId: string,
): Promise<LiveClassPaymentRow | undefined> {
  return (
    (await refundsTo(db, userId).where('r.payment_intent_id', '=', intentId).executeTakeFirst()) ??
    seatsPaidBy(db, userId).where('s.payment_intent_id', '=', intentId).executeTakeFirst()
  );
}
