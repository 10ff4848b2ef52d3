import type { Clock } from '../runtime/clock.ts';
import type { Database } from '../db/database.ts';
import {
  CardError,
  createEventHub,
  GatewayRequestError,
  type CreatePaymentIntent,
  type PaymentIntent,
  type SavedCard,
  type SetupIntent,
} from './gateway.ts';
import { attachFailure, sandboxId } from './sandbox-cards.ts';
import { sandboxBrowserCalls } from './sandbox-browser.ts';
import { idempotent } from './sandbox-idempotency.ts';
import { sandboxConnect } from './sandbox-connect.ts';
import {
  createSandboxIntents,
  type SandboxContext,
  type SandboxIntents,
} from './sandbox-intents.ts';
import {
  attachCardTo,
  insertCustomer,
  refundFrom,
  summary,
  toIntent,
  updateIntent,
  type IntentRow,
} from './sandbox-store.ts';

export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox';

import type { SandboxGateway } from './sandbox-types.ts';

export type { SandboxCard, SandboxGateway } from './sandbox-types.ts';

type EventHub = ReturnType<typeof createEventHub>;
const asPayment = (r: IntentRow) => toIntent(r) as PaymentIntent;
const asSetup = (r: IntentRow) => toIntent(r) as SetupIntent;

/** Tells the product what became of an intent, as Stripe's webhook would. */
async function emitFor(hub: EventHub, row: IntentRow): Promise<void> {
  const object = row.kind === 'payment' ? 'payment_intent' : 'setup_intent';
  const type =
    row.status === 'succeeded'
      ? `${object}.succeeded`
      : row.status === 'requires_action'
        ? `${object}.requires_action`
        : row.kind === 'payment'
          ? 'payment_intent.payment_failed'
          : 'setup_intent.setup_failed';
  await hub.emit({ id: sandboxId('evt'), type, intent: toIntent(row) });
}

async function attachCard(
  { db }: SandboxContext,
  intents: SandboxIntents,
  customerId: string,
  source: string,
): Promise<SavedCard> {
  await intents.customerExists(customerId);
  const pm = await intents.usableMethod(source, customerId);
  const failure = attachFailure(pm.behaviour);
  if (failure) throw new CardError(failure.message, failure.code, failure.declineCode);
  // Only if still free (or already this customer's): of two customers racing for one card,
  // one gets it.
  if (!(await attachCardTo(db, pm.id, customerId))) {
    throw new GatewayRequestError(
      'The payment method you provided has already been attached to a customer.',
      400,
    );
  }
  return { paymentMethodId: pm.id, card: summary(pm) };
}

async function createPaymentIntent(
  { db }: SandboxContext,
  intents: SandboxIntents,
  p: CreatePaymentIntent,
): Promise<PaymentIntent> {
  if (!Number.isInteger(p.amount) || p.amount < 50) {
    throw new GatewayRequestError('Amount must be at least $0.50 usd', 400);
  }
  let row = await intents.insertIntent('payment', p);
  if (p.confirm) row = await intents.confirm(row, p.paymentMethodId);
  else if (p.paymentMethodId) {
    const pm = await intents.usableMethod(p.paymentMethodId, row.customer_id);
    row = (await updateIntent(db, row.id, { payment_method_id: pm.id }))!;
  }
  return asPayment(row);
}

async function cancelPaymentIntent(
  { db, clock }: SandboxContext,
  intents: SandboxIntents,
  id: string,
): Promise<PaymentIntent> {
  const row = await intents.intentRow(id);
  if (row.status === 'succeeded') {
    throw new GatewayRequestError(
      'You cannot cancel this PaymentIntent because it has a status of succeeded.',
      400,
    );
  }
  const canceled = await updateIntent(db, id, { status: 'canceled', updated_at: clock.now() });
  return asPayment(canceled!);
}

async function refund(
  { db }: SandboxContext,
  intents: SandboxIntents,
  p: { paymentIntentId: string; amount?: number | undefined },
) {
  const row = await intents.intentRow(p.paymentIntentId);
  if (row.kind !== 'payment' || row.status !== 'succeeded') {
    throw new GatewayRequestError(
      `This PaymentIntent (${row.id}) does not have a successful charge to refund.`,
      400,
    );
  }
  const amount = p.amount ?? row.amount;
  const id = sandboxId('re');
  if (!(await refundFrom(db, { refundId: id, intentId: row.id, amount })))
    throw new GatewayRequestError(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
      400,
    );
  return { id, paymentIntentId: row.id, amount, status: 'succeeded' as const };
}

/**
 * Stripe's semantics on our own database, with no network: customers, single-use tokens, payment
 * methods, payment and setup intents with client secrets, the authentication step, refunds and
 * idempotency keys. Only a card's brand, last four digits and expiry are kept.
 */
export function createSandboxGateway(db: Database, clock: Clock): SandboxGateway {
  const hub = createEventHub();
  const ctx: SandboxContext = { db, clock };
  const intents = createSandboxIntents(db, clock);
  return {
    kind: 'sandbox',
    publishableKey: SANDBOX_PUBLISHABLE_KEY,
    onEvent: hub.onEvent,
    emit: hub.emit,
    createCustomer: (c, key) =>
      idempotent(db, key, async () => {
        const id = sandboxId('cus', 14);
        await insertCustomer(db, { id, email: c.email, name: c.name, userRef: String(c.userId) });
        return { id };
      }),
    attachCard: (customerId, source, key) =>
      idempotent(db, key, () => attachCard(ctx, intents, customerId, source)),
    async describeCard(source) {
      const c = await intents.card(source);
      return { paymentMethodId: c.id, card: summary(c) };
    },
    createPaymentIntent: (p, key) =>
      idempotent(db, key, () => createPaymentIntent(ctx, intents, p)),
    retrievePaymentIntent: async (id) => asPayment(await intents.intentRow(id)),
    cancelPaymentIntent: (id) => cancelPaymentIntent(ctx, intents, id),
    createSetupIntent: (p, key) =>
      idempotent(db, key, async () => {
        const row = await intents.insertIntent('setup', {
          amount: 0,
          customerId: p.customerId,
          description: '',
          metadata: p.metadata,
        });
        return asSetup(p.paymentMethodId ? await intents.confirm(row, p.paymentMethodId) : row);
      }),
    retrieveSetupIntent: async (id) => asSetup(await intents.intentRow(id)),
    refund: (p, key) => idempotent(db, key, () => refund(ctx, intents, p)),
    async parseWebhook() {
      // The sandbox delivers its events in-process; nothing outside may post them.
      throw new GatewayRequestError('Webhooks are only accepted from Stripe.', 404);
    },
    ...sandboxBrowserCalls(ctx, intents, (row) => emitFor(hub, row)),
    ...sandboxConnect(db, clock),
  };
}
