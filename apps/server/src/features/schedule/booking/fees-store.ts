import type { Insertable, Selectable } from 'kysely';
import type { BookingFeeKind } from '@jetsweat/contract';
import type { Database, Tables } from '../../../platform/db/database.ts';

/** The late-cancel and no-show fees of bookings (migration 060), one per booking and kind. */
export type FeeRow = Selectable<Tables['booking_fees']>;
export type NewFee = Omit<
  Insertable<Tables['booking_fees']>,
  'id' | 'attempts' | 'refund_owed' | 'refund_id' | 'waived_by' | 'waived_at' | 'updated_at'
>;

/**
 * Records a fee, answering it, or undefined when the booking has one of that kind already (a
 * retried job, two presses at once): booking_fees_once keeps it to one whatever the races.
 */
export async function insertFee(tx: Database, fee: NewFee): Promise<FeeRow | undefined> {
  return tx
    .insertInto('booking_fees')
    .values({ ...fee, updated_at: fee.created_at })
    .onConflict((oc) => oc.constraint('booking_fees_once').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findFee(db: Database, id: number): Promise<FeeRow | undefined> {
  return db.selectFrom('booking_fees').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks a fee of the class for a change (the waive), so a change and the job take turns. */
export function lockFee(tx: Database, classId: number, id: number): Promise<FeeRow | undefined> {
  return tx
    .selectFrom('booking_fees')
    .selectAll()
    .where('id', '=', id)
    .where('live_class_id', '=', classId)
    .forUpdate()
    .executeTakeFirst();
}

export function feesOfClass(db: Database, classId: number): Promise<FeeRow[]> {
  return db
    .selectFrom('booking_fees')
    .selectAll()
    .where('live_class_id', '=', classId)
    .orderBy('id')
    .execute();
}

export function findFeeOf(
  db: Database,
  classId: number,
  userId: number,
  kind: BookingFeeKind,
): Promise<FeeRow | undefined> {
  return db
    .selectFrom('booking_fees')
    .selectAll()
    .where('live_class_id', '=', classId)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/**
 * Records the outcome of a fee's charge, only while it is still owed: false when it was waived
 * meanwhile (the caller gives back what was taken).
 */
export async function settleCharge(
  db: Database,
  id: number,
  o: { charged: boolean; intentId: string | null; failure: string | null; now: Date },
): Promise<boolean> {
  const done = await db
    .updateTable('booking_fees')
    .set((eb) => ({
      status: o.charged ? 'charged' : 'failed',
      charge_intent_id: o.intentId,
      failure: o.failure,
      attempts: eb('attempts', '+', 1),
      updated_at: o.now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'owed')
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** A charge the gateway made for a fee waived while it was asked: its refund is owed. */
export async function oweRefundOfWaived(
  db: Database,
  id: number,
  intentId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('booking_fees')
    .set({ charge_intent_id: intentId, refund_owed: true, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'waived')
    .execute();
}

/** Counts a gateway error against the fee (it stays owed; the job asks again). */
export async function noteChargeError(db: Database, id: number, err: unknown, now: Date) {
  const failure = err instanceof Error ? err.message.slice(0, 500) : 'The gateway did not answer.';
  await db
    .updateTable('booking_fees')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), failure, updated_at: now }))
    .where('id', '=', id)
    .where('status', '=', 'owed')
    .execute();
}

export async function recordFeeRefund(db: Database, id: number, refundId: string, now: Date) {
  await db
    .updateTable('booking_fees')
    .set({ refund_id: refundId, updated_at: now })
    .where('id', '=', id)
    .where('refund_id', 'is', null)
    .execute();
}

/** Waives a locked fee; a charged one's refund becomes owed. */
export async function markWaived(
  tx: Database,
  fee: FeeRow,
  by: number,
  now: Date,
): Promise<FeeRow> {
  return tx
    .updateTable('booking_fees')
    .set({
      status: 'waived',
      waived_by: by,
      waived_at: now,
      refund_owed: fee.status === 'charged' && fee.charge_intent_id !== null,
      updated_at: now,
    })
    .where('id', '=', fee.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Fees still owed, or refunds of waived fees still owed, untouched since `before`: for the sweep. */
export async function unsettledFeeIds(db: Database, before: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_fees')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'owed'),
        eb.and([eb('refund_owed', '=', true), eb('refund_id', 'is', null)]),
      ]),
    )
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(500)
    .execute();
  return rows.map((r) => r.id);
}
