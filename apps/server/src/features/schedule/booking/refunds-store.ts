import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE, transition } from '../../billing/service.ts';

// Card payments for live classes that could not become a booking, and their refunds: the
// purchase machine's `refund` moves. The state is not a column of its own: a refund is claimed
// while refund_id is null (before the gateway is asked), refunded once it is set.
const refunded = transition('refund', 'claimed', 'refunded');
const unclaim = transition('refund', 'claimed', NONE);

/** The refunds in a state: claimed while refund_id is null, refunded once it is set. */
const inState = (
  eb: ExpressionBuilder<Tables, 'live_class_refunds'>,
  state: 'claimed' | 'refunded',
) => eb('refund_id', state === 'claimed' ? 'is' : 'is not', null);

/** Why a payment was given back: it could not become a booking, or its booking was cancelled. */
export type RefundReason = 'full' | 'already' | 'started' | 'cancelled';
export type RefundRow = Pick<
  Selectable<Tables['live_class_refunds']>,
  'payment_intent_id' | 'refund_id'
> & { reason: RefundReason };

export async function findRefund(
  db: Database,
  paymentIntentId: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('live_class_refunds')
    .select(['payment_intent_id', 'reason', 'refund_id'])
    .where('payment_intent_id', '=', paymentIntentId)
    .$narrowType<{ reason: RefundReason }>()
    .executeTakeFirst();
}

/** Claims the refund of a payment (`claim`); false when another request has claimed it already. */
export async function claimRefund(
  tx: Database,
  r: {
    paymentIntentId: string;
    userId: number;
    liveClassId: number;
    amountCents: number;
    reason: RefundReason;
    now: Date;
  },
): Promise<boolean> {
  const claimed = await tx
    .insertInto('live_class_refunds')
    .values({
      payment_intent_id: r.paymentIntentId,
      user_id: r.userId,
      live_class_id: r.liveClassId,
      amount_cents: r.amountCents,
      reason: r.reason,
      created_at: r.now,
    })
    .onConflict((oc) => oc.column('payment_intent_id').doNothing())
    .returning('payment_intent_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** A cancelled booking's refund: claimed (refundId null) until the gateway made it. */
export interface CancelRefund {
  paymentIntentId: string;
  refundId: string | null;
}

/** The refund of the member's latest cancelled booking of the class (a repeated cancel). */
export async function findCancelRefund(
  db: Database,
  userId: number,
  liveClassId: number,
): Promise<CancelRefund | undefined> {
  const row = await db
    .selectFrom('live_class_refunds')
    .select(['payment_intent_id', 'refund_id'])
    .where('user_id', '=', userId)
    .where('live_class_id', '=', liveClassId)
    .where('reason', '=', 'cancelled')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row && { paymentIntentId: row.payment_intent_id, refundId: row.refund_id };
}

export async function recordRefund(
  db: Database,
  paymentIntentId: string,
  refundId: string,
): Promise<void> {
  await db
    .updateTable('live_class_refunds')
    .set({ refund_id: refundId })
    .where('payment_intent_id', '=', paymentIntentId)
    .where((eb) => inState(eb, refunded.from))
    .execute();
}

export async function forgetRefund(db: Database, paymentIntentId: string): Promise<void> {
  await db
    .deleteFrom('live_class_refunds')
    .where('payment_intent_id', '=', paymentIntentId)
    .where((eb) => inState(eb, unclaim.from))
    .execute();
}
