import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { refund, type RefundState } from './refund-machine.ts';

// Card payments for live classes that could not become a booking, and their refunds: the
// refund machine's moves (refund-machine.ts). The state is not a column of its own: a refund is
// claimed while refund_id is null (before the gateway is asked), refunded once it is set. A claim
// is never dropped: its job asks the gateway until it is refunded (refund-jobs.ts).
const { claim, refund: refunded } = refund.moves;

/** The refunds in a state: claimed while refund_id is null, refunded once it is set. */
const inState = (eb: ExpressionBuilder<Tables, 'live_class_refunds'>, state: RefundState) =>
  eb('refund_id', state === 'claimed' ? 'is' : 'is not', null);

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
  claim.check(NONE);
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

/** Records the gateway's refund of a claim; false when it was recorded already (by another try). */
export async function recordRefund(
  db: Database,
  paymentIntentId: string,
  refundId: string,
): Promise<boolean> {
  const recorded = await db
    .updateTable('live_class_refunds')
    .set((eb) => ({
      refund_id: refundId,
      attempts: eb('attempts', '+', 1),
      last_error: null,
    }))
    .where('payment_intent_id', '=', paymentIntentId)
    .where((eb) => inState(eb, refunded.check('claimed').from))
    .executeTakeFirst();
  return recorded.numUpdatedRows > 0n;
}

/** The longest failure kept with a claim: enough to say what the gateway answered. */
const ERROR_CHARS = 300;

/** Counts a failed ask of the gateway against a claim still owed, and keeps why it failed. */
export async function noteRefundFailure(
  db: Database,
  paymentIntentId: string,
  err: unknown,
): Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  await db
    .updateTable('live_class_refunds')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: message.slice(0, ERROR_CHARS),
    }))
    .where('payment_intent_id', '=', paymentIntentId)
    .where((eb) => inState(eb, refunded.check('claimed').from))
    .execute();
}

/** The payments of claims still owed that were claimed before `before` (the sweep's list). */
export async function owedRefundIds(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('live_class_refunds')
    .select('payment_intent_id')
    .where((eb) => inState(eb, 'claimed'))
    .where('created_at', '<', before)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.payment_intent_id);
}

/** The class's cancelled bookings whose refunds are still owed (a cancel repeated after a failure). */
export async function owedRefundsOfClass(db: Database, classId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('live_class_refunds')
    .select('payment_intent_id')
    .where('live_class_id', '=', classId)
    .where('reason', '=', 'cancelled')
    .where((eb) => inState(eb, 'claimed'))
    .execute();
  return rows.map((r) => r.payment_intent_id);
}

/**
 * The refunds still owed for a studio's classes, with their classes and members' ids (accounts
 * knows their names), oldest first.
 */
export async function owedRefundsOfStudio(db: Database, studioId: number) {
  return db
    .selectFrom('live_class_refunds as r')
    .innerJoin('live_classes as lc', 'lc.id', 'r.live_class_id')
    .select([
      'r.payment_intent_id',
      'r.amount_cents',
      'r.reason',
      'r.created_at',
      'r.attempts',
      'r.last_error',
      'lc.id as class_id',
      'lc.title as class_title',
      'lc.scheduled_at',
      'r.user_id',
    ])
    .where('lc.studio_id', '=', studioId)
    .where('r.refund_id', 'is', null)
    .orderBy('r.created_at')
    .orderBy('r.payment_intent_id')
    .$narrowType<{ reason: RefundReason }>()
    .execute();
}
