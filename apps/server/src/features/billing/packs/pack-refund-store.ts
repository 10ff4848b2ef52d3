import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import { packPurchase } from './pack-machine.ts';

const { refund } = packPurchase.moves;

/** A pack purchase's refund as stored: what was given back and voided, and the gateway's id. */
export interface PackRefundRow {
  id: number;
  user_id: number;
  studio_id: number;
  intent_id: string | null;
  status: string;
  refund_cents: number | null;
  credits_voided: number | null;
  refund_id: string | null;
}

const refundColumns = [
  'id',
  'user_id',
  'studio_id',
  'intent_id',
  'status',
  'refund_cents',
  'credits_voided',
  'refund_id',
] as const;

/** A studio's pack purchase (another studio's is as unknown as none). */
export function studioPackPurchase(
  db: Database,
  studioId: number,
  id: number,
): Promise<PackRefundRow | undefined> {
  return db
    .selectFrom('pack_purchases')
    .select(refundColumns)
    .where('id', '=', id)
    .where('studio_id', '=', studioId)
    .executeTakeFirst();
}

/**
 * Claims a paid purchase's refund in one statement: its unused credits voided (credits_left to 0)
 * and the refund owed computed from them (contract's packRefundCents, in SQL: integer division
 * rounds down for these non-negative figures). The row's lock orders it with a booking taking a
 * credit (pack-credits-store.ts): whichever comes second sees the other's figures, so a credit is
 * either booked or voided and refunded, never both, and never below zero. Undefined when the
 * purchase was not paid (already refunded: the second of two presses) or has no credit left.
 */
export function claimPackRefund(
  tx: Database,
  studioId: number,
  id: number,
  now: Date,
): Promise<PackRefundRow | undefined> {
  return tx
    .updateTable('pack_purchases')
    .set({
      status: refund.to,
      refund_cents: sql<number>`(amount_cents::bigint * credits_left / credits_total)::int`,
      credits_voided: sql<number>`credits_left`,
      credits_left: 0,
      refunded_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('studio_id', '=', studioId)
    .where('status', 'in', refund.fromStored)
    .where('credits_left', '>', 0)
    .returning(refundColumns)
    .executeTakeFirst();
}

/** Records the gateway's refund; false when another try recorded it first. */
export async function recordPackRefund(db: Database, id: number, refundId: string) {
  const done = await db
    .updateTable('pack_purchases')
    .set((eb) => ({
      refund_id: refundId,
      refund_attempts: eb('refund_attempts', '+', 1),
      refund_error: null,
    }))
    .where('id', '=', id)
    .where('status', '=', refund.to)
    .where('refund_id', 'is', null)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** The longest failure kept: enough to say what the gateway answered. */
const ERROR_CHARS = 300;

/** Counts a failed ask of the gateway against a refund still owed, and keeps why it failed. */
export async function notePackRefundFailure(db: Database, id: number, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  await db
    .updateTable('pack_purchases')
    .set((eb) => ({
      refund_attempts: eb('refund_attempts', '+', 1),
      refund_error: message.slice(0, ERROR_CHARS),
    }))
    .where('id', '=', id)
    .where('refund_id', 'is', null)
    .execute();
}

/** Refunds owed since before `before` (pack_purchases_refunds_owed_idx): the sweep files their jobs. */
export async function owedPackRefundIds(db: Database, before: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('pack_purchases')
    .select('id')
    .where('status', '=', refund.to)
    .where('refund_id', 'is', null)
    .where('refund_cents', '>', 0)
    .where('intent_id', 'is not', null)
    .where('refunded_at', '<', before)
    .orderBy('refunded_at')
    .limit(500)
    .execute();
  return rows.map((r) => r.id);
}
