import type { Clock } from '../runtime/clock.ts';
import type { Database } from '../db/database.ts';
import { GatewayRequestError } from './gateway.ts';
import { chargeOutcome, sandboxId } from './sandbox-cards.ts';
import {
  customerKnown,
  findCard,
  findIntent,
  findIntentByClient,
  insertCard,
  insertIntent as storeIntent,
  saveCardOn,
  spendCard,
  updateIntent,
  type CardRow,
  type IntentRow,
} from './sandbox-store.ts';

const SPENT_METHOD =
  'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.';

/** What the sandbox's calls work on: its database and the clock. */
export interface SandboxContext {
  db: Database;
  clock: Clock;
}

async function card(ctx: SandboxContext, id: string): Promise<CardRow> {
  const row = await findCard(ctx.db, id);
  if (!row)
    throw new GatewayRequestError(
      `No such ${id.startsWith('tok_') ? 'token' : 'PaymentMethod'}: '${id}'`,
      404,
    );
  return row;
}

async function intentRow(ctx: SandboxContext, id: string): Promise<IntentRow> {
  const row = await findIntent(ctx.db, id);
  if (!row)
    throw new GatewayRequestError(
      `No such ${id.startsWith('seti_') ? 'setupintent' : 'payment_intent'}: '${id}'`,
      404,
    );
  return row;
}

/** A token becomes a payment method once (Stripe's tokens are single-use); a pm_ is used as is. */
async function paymentMethodFrom(ctx: SandboxContext, source: string): Promise<CardRow> {
  const c = await card(ctx, source);
  if (c.kind === 'payment_method') return c;
  if (!(await spendCard(ctx.db, source, ctx.clock.now()))) {
    throw new GatewayRequestError(`You cannot use a Stripe token more than once: ${source}.`, 400);
  }
  return insertCard(ctx.db, {
    id: sandboxId('pm'),
    kind: 'payment_method',
    brand: c.brand,
    last4: c.last4,
    exp_month: c.exp_month,
    exp_year: c.exp_year,
    holder_name: c.holder_name,
    behaviour: c.behaviour,
  });
}

/** Runs a charge (or a setup) against the card and records what the bank said. */
async function attempt(ctx: SandboxContext, row: IntentRow, pm: CardRow): Promise<IntentRow> {
  const outcome = chargeOutcome(pm.behaviour, {
    offSession: row.off_session,
    authenticated: pm.authenticated,
    setup: row.kind === 'setup',
  });
  const status = outcome.status === 'failed' ? 'requires_payment_method' : outcome.status;
  const error = outcome.status === 'failed' ? outcome.error : null;
  if (
    outcome.status === 'succeeded' &&
    row.customer_id &&
    (row.kind === 'setup' || row.save_card)
  ) {
    await saveCardOn(ctx.db, pm.id, row.customer_id);
  } else if (!pm.customer_id) {
    // As at Stripe: a payment method used without being attached to a customer is spent.
    await spendCard(ctx.db, pm.id, ctx.clock.now());
  }
  // Only from the state it was read in: of two confirmations at once, one charges.
  const updated = await updateIntent(
    ctx.db,
    row.id,
    {
      status,
      payment_method_id: pm.id,
      error_code: error?.code ?? null,
      error_decline_code: error?.declineCode ?? null,
      error_message: error?.message ?? null,
      updated_at: ctx.clock.now(),
    },
    row.status,
  );
  return updated ?? intentRow(ctx, row.id);
}

interface NewIntent {
  amount: number;
  customerId?: string | undefined;
  paymentMethodId?: string | undefined;
  offSession?: boolean | undefined;
  saveCard?: boolean | undefined;
  description: string;
  metadata: Record<string, string>;
}

async function insertIntent(
  ctx: SandboxContext,
  kind: 'payment' | 'setup',
  p: NewIntent,
): Promise<IntentRow> {
  if (p.customerId) await customerExists(ctx, p.customerId);
  const id = sandboxId(kind === 'payment' ? 'pi' : 'seti');
  return storeIntent(ctx.db, {
    id,
    kind,
    client_secret: `${id}_secret_${sandboxId('s').slice(2)}`,
    amount: p.amount,
    customer_id: p.customerId ?? null,
    status: p.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
    off_session: p.offSession ?? false,
    save_card: p.saveCard ?? false,
    description: p.description,
    metadata: p.metadata,
    now: ctx.clock.now(),
  });
}

async function customerExists(ctx: SandboxContext, id: string): Promise<void> {
  if (!(await customerKnown(ctx.db, id)))
    throw new GatewayRequestError(`No such customer: '${id}'`, 404);
}

/**
 * A payment method for this intent or attachment: the customer's own, or a fresh one that is
 * on no customer and was never used. Like Stripe, a card saved by one customer, or already used
 * once without being saved, cannot be taken up by anyone else.
 */
async function usableMethod(
  ctx: SandboxContext,
  source: string,
  customerId: string | null,
): Promise<CardRow> {
  const pm = await paymentMethodFrom(ctx, source);
  if (pm.customer_id && pm.customer_id !== customerId) {
    throw new GatewayRequestError('The provided PaymentMethod belongs to another customer.', 400);
  }
  if (!pm.customer_id && pm.kind === 'payment_method' && pm.used_at) {
    throw new GatewayRequestError(SPENT_METHOD, 400);
  }
  return pm;
}

async function confirm(
  ctx: SandboxContext,
  row: IntentRow,
  source: string | undefined,
): Promise<IntentRow> {
  if (row.status === 'succeeded' || row.status === 'canceled' || row.status === 'processing') {
    throw new GatewayRequestError(
      `This ${row.kind === 'payment' ? 'PaymentIntent' : 'SetupIntent'} has a status of ${row.status} and cannot be confirmed.`,
      400,
    );
  }
  const methodId = source ?? row.payment_method_id;
  if (!methodId)
    throw new GatewayRequestError('You must provide a payment method to confirm this intent.', 400);
  return attempt(ctx, row, await usableMethod(ctx, methodId, row.customer_id));
}

async function byClient(
  ctx: SandboxContext,
  intentId: string,
  clientSecret: string,
): Promise<IntentRow> {
  const row = await findIntentByClient(ctx.db, intentId, clientSecret);
  if (!row)
    throw new GatewayRequestError('No such intent, or the client secret does not match it.', 404);
  return row;
}

/**
 * The sandbox's intents and cards as Stripe treats them: lookups that fail as Stripe's do,
 * single-use tokens, who may use a card, and a confirmation that charges once. The gateway's
 * server calls and the browser's calls are both built on these.
 */
export function createSandboxIntents(db: Database, clock: Clock) {
  const ctx: SandboxContext = { db, clock };
  return {
    card: (id: string) => card(ctx, id),
    intentRow: (id: string) => intentRow(ctx, id),
    insertIntent: (kind: 'payment' | 'setup', p: NewIntent) => insertIntent(ctx, kind, p),
    customerExists: (id: string) => customerExists(ctx, id),
    usableMethod: (source: string, customerId: string | null) =>
      usableMethod(ctx, source, customerId),
    confirm: (row: IntentRow, source: string | undefined) => confirm(ctx, row, source),
    byClient: (intentId: string, clientSecret: string) => byClient(ctx, intentId, clientSecret),
  };
}

export type SandboxIntents = ReturnType<typeof createSandboxIntents>;
