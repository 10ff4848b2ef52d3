import type { ExpressionBuilder } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { payment, type PaymentState } from './payment-machine.ts';

const { ask, recordPaid, pay, fail } = payment.moves;

// The payments ledger: one row per charge we ask the gateway for, written only from here.

/** What a payment pays for: one period of a subscription, or a day pass. */
export type PaymentFor = { subscriptionId: number; period: number } | { dayPassId: number };

/** The pending payments of a subscription (one period, or all) or of a day pass. */
export type PaymentsOf = { subscriptionId: number; period?: number } | { dayPassId: number };

function payingFor(f: PaymentFor) {
  return 'dayPassId' in f
    ? { purpose: 'daypass' as const, day_pass_id: f.dayPassId }
    : { purpose: 'subscription' as const, subscription_id: f.subscriptionId, period: f.period };
}

function pendingOf(eb: ExpressionBuilder<Tables, 'payments'>, of: PaymentsOf) {
  const which =
    'dayPassId' in of
      ? [eb('day_pass_id', '=', of.dayPassId)]
      : [
          eb('subscription_id', '=', of.subscriptionId),
          ...(of.period === undefined ? [] : [eb('period', '=', of.period)]),
        ];
  return eb.and([...which, eb('status', '=', ask.to)]);
}

interface NewPayment {
  userId: number;
  for: PaymentFor;
  amountCents: number;
  idempotencyKey: string;
  intentId?: string | null;
  now: Date;
}

const row = (p: NewPayment, status: PaymentState) => ({
  user_id: p.userId,
  ...payingFor(p.for),
  amount_cents: p.amountCents,
  status,
  idempotency_key: p.idempotencyKey,
  intent_id: p.intentId ?? null,
  created_at: p.now,
  updated_at: p.now,
});

/**
 * Records a charge about to be asked for. The same idempotency key twice is the same charge
 * (a retried request): the row already there stands.
 */
export async function recordPendingPayment(db: Database, p: NewPayment): Promise<void> {
  await db
    .insertInto('payments')
    .values(row(p, ask.check(NONE).to))
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
}

/**
 * Claims the right to charge: answers the new payment's id, or undefined when any payment with
 * its key or for its period exists already (another run is charging it, or has).
 */
export async function claimPayment(db: Database, p: NewPayment): Promise<number | undefined> {
  const claimed = await db
    .insertInto('payments')
    .values(row(p, ask.check(NONE).to))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed?.id;
}

/**
 * Takes over a charge a crashed run left pending: answers its id when the pending row with this
 * key has not been touched since `staleBefore` (and marks it touched, so one run takes it over).
 */
export async function takeOverStalePayment(
  db: Database,
  p: { idempotencyKey: string; staleBefore: Date; now: Date },
): Promise<number | undefined> {
  const taken = await db
    .updateTable('payments')
    .set({ updated_at: p.now })
    .where('idempotency_key', '=', p.idempotencyKey)
    .where('status', '=', ask.to)
    .where('updated_at', '<', p.staleBefore)
    .returning('id')
    .executeTakeFirst();
  return taken?.id;
}

/** Records a charge that has already succeeded (its pending row was never written). */
export async function recordSucceededPayment(db: Database, p: NewPayment): Promise<void> {
  await db
    .insertInto('payments')
    .values(row(p, recordPaid.check(NONE).to))
    .execute();
}

/** Settles one pending payment by its id. */
export async function settlePayment(
  db: Database,
  paymentId: number,
  s: { succeeded: boolean; intentId: string | null; failure?: string; now: Date },
): Promise<void> {
  const move = s.succeeded ? pay : fail;
  await db
    .updateTable('payments')
    .set({
      status: move.to,
      intent_id: s.intentId,
      ...(s.succeeded ? {} : { failure_message: s.failure ?? null }),
      updated_at: s.now,
    })
    .where('id', '=', paymentId)
    .where('status', 'in', move.fromStored)
    .execute();
}

/** Marks the pending payments of `of` paid by `intentId`; answers how many there were. */
export async function markPendingPaid(
  db: Database,
  of: PaymentsOf,
  intentId: string | null,
  now: Date,
): Promise<number> {
  const paid = await db
    .updateTable('payments')
    .set({ status: pay.to, intent_id: intentId, updated_at: now })
    .where((eb) => pendingOf(eb, of))
    .returning('id')
    .execute();
  return paid.length;
}

/** Marks the pending payments of `of` failed, with the reason. */
export async function markPendingFailed(
  db: Database,
  of: PaymentsOf,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status: fail.to, failure_message: reason, updated_at: now })
    .where((eb) => pendingOf(eb, of))
    .execute();
}
