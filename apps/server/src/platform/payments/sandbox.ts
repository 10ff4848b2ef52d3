import {
  cardBrand,
  cardProblem,
  cardTexts,
  digitsOnly,
  type CardSummary,
} from '@jetsweat/contract';
import type { Clock } from '../clock.ts';
import { one, type Db } from '../db.ts';
import {
  CardError,
  createEventHub,
  GatewayRequestError,
  type CreatePaymentIntent,
  type Intent,
  type PaymentGateway,
  type PaymentIntent,
  type SavedCard,
  type SetupIntent,
} from './gateway.ts';
import { attachFailure, behaviourOf, chargeOutcome, sandboxId } from './sandbox-cards.ts';
import { idempotent, summary, toIntent, type CardRow, type IntentRow } from './sandbox-store.ts';

export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox';

/** The card details a browser sends to the sandbox in place of Stripe.js. */
export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string | undefined;
}

export type SandboxGateway = PaymentGateway & {
  /** Stripe.js's createToken / createPaymentMethod: checks the card and keeps last4 and brand. */
  tokenize(
    card: SandboxCard,
    kind: 'token' | 'payment_method',
  ): Promise<{ id: string; card: CardSummary }>;
  /** Stripe.js's confirmCardPayment / confirmCardSetup, authorised by the client secret. */
  confirmByClient(
    intentId: string,
    clientSecret: string,
    paymentMethod: string | undefined,
  ): Promise<Intent>;
  /** The buyer's answer to the bank's authentication step (Stripe's 3D Secure test page). */
  authenticateByClient(
    intentId: string,
    clientSecret: string,
    outcome: 'complete' | 'fail',
  ): Promise<Intent>;
  retrieveByClient(intentId: string, clientSecret: string): Promise<Intent>;
};

/**
 * Stripe's semantics on our own database, with no network: customers, single-use tokens, payment
 * methods, payment and setup intents with client secrets, the authentication step, refunds and
 * idempotency keys. Only a card's brand, last four digits and expiry are kept.
 */
const SPENT_METHOD =
  'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.';

export function createSandboxGateway(db: Db, clock: Clock): SandboxGateway {
  const hub = createEventHub();

  async function card(id: string): Promise<CardRow> {
    const row = await one<CardRow>(db, 'SELECT * FROM sandbox_cards WHERE id = $1', [id]);
    if (!row)
      throw new GatewayRequestError(
        `No such ${id.startsWith('tok_') ? 'token' : 'PaymentMethod'}: '${id}'`,
        404,
      );
    return row;
  }

  async function intentRow(id: string): Promise<IntentRow> {
    const row = await one<IntentRow>(db, 'SELECT * FROM sandbox_intents WHERE id = $1', [id]);
    if (!row)
      throw new GatewayRequestError(
        `No such ${id.startsWith('seti_') ? 'setupintent' : 'payment_intent'}: '${id}'`,
        404,
      );
    return row;
  }

  /** A token becomes a payment method once (Stripe's tokens are single-use); a pm_ is used as is. */
  async function paymentMethodFrom(source: string): Promise<CardRow> {
    const c = await card(source);
    if (c.kind === 'payment_method') return c;
    const spent = await db.query<{ id: string }>(
      'UPDATE sandbox_cards SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      [source, clock.now()],
    );
    if (spent.length === 0) {
      throw new GatewayRequestError(
        `You cannot use a Stripe token more than once: ${source}.`,
        400,
      );
    }
    const pm = sandboxId('pm');
    const rows = await db.query<CardRow>(
      `INSERT INTO sandbox_cards (id, kind, brand, last4, exp_month, exp_year, holder_name, behaviour)
       VALUES ($1, 'payment_method', $2, $3, $4, $5, $6, $7) RETURNING *`,
      [pm, c.brand, c.last4, c.exp_month, c.exp_year, c.holder_name, c.behaviour],
    );
    return rows[0]!;
  }

  /** Runs a charge (or a setup) against the card and records what the bank said. */
  async function attempt(row: IntentRow, pm: CardRow): Promise<IntentRow> {
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
      await db.query(
        'UPDATE sandbox_cards SET customer_id = $2 WHERE id = $1 AND customer_id IS NULL',
        [pm.id, row.customer_id],
      );
    } else if (!pm.customer_id) {
      // As at Stripe: a payment method used without being attached to a customer is spent.
      await db.query('UPDATE sandbox_cards SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [
        pm.id,
        clock.now(),
      ]);
    }
    // Only from the state it was read in: of two confirmations at once, one charges.
    const rows = await db.query<IntentRow>(
      `UPDATE sandbox_intents SET status = $2, payment_method_id = $3, error_code = $4, error_decline_code = $5,
         error_message = $6, updated_at = $7 WHERE id = $1 AND status = $8 RETURNING *`,
      [
        row.id,
        status,
        pm.id,
        error?.code ?? null,
        error?.declineCode ?? null,
        error?.message ?? null,
        clock.now(),
        row.status,
      ],
    );
    return rows[0] ?? intentRow(row.id);
  }

  async function insertIntent(
    kind: 'payment' | 'setup',
    p: {
      amount: number;
      customerId?: string | undefined;
      paymentMethodId?: string | undefined;
      offSession?: boolean | undefined;
      saveCard?: boolean | undefined;
      description: string;
      metadata: Record<string, string>;
    },
  ): Promise<IntentRow> {
    if (p.customerId) await customerExists(p.customerId);
    const id = sandboxId(kind === 'payment' ? 'pi' : 'seti');
    const rows = await db.query<IntentRow>(
      `INSERT INTO sandbox_intents (id, kind, client_secret, amount, customer_id, status, off_session, save_card, description, metadata, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING *`,
      [
        id,
        kind,
        `${id}_secret_${sandboxId('s').slice(2)}`,
        p.amount,
        p.customerId ?? null,
        p.paymentMethodId ? 'requires_confirmation' : 'requires_payment_method',
        p.offSession ?? false,
        p.saveCard ?? false,
        p.description,
        JSON.stringify(p.metadata),
        clock.now(),
      ],
    );
    return rows[0]!;
  }

  async function customerExists(id: string): Promise<void> {
    const row = await one(db, 'SELECT id FROM sandbox_customers WHERE id = $1', [id]);
    if (!row) throw new GatewayRequestError(`No such customer: '${id}'`, 404);
  }

  /**
   * A payment method for this intent or attachment: the customer's own, or a fresh one that is
   * on no customer and was never used. Like Stripe, a card saved by one customer, or already used
   * once without being saved, cannot be taken up by anyone else.
   */
  async function usableMethod(source: string, customerId: string | null): Promise<CardRow> {
    const pm = await paymentMethodFrom(source);
    if (pm.customer_id && pm.customer_id !== customerId) {
      throw new GatewayRequestError('The provided PaymentMethod belongs to another customer.', 400);
    }
    if (!pm.customer_id && pm.kind === 'payment_method' && pm.used_at) {
      throw new GatewayRequestError(SPENT_METHOD, 400);
    }
    return pm;
  }

  async function confirm(row: IntentRow, source: string | undefined): Promise<IntentRow> {
    if (row.status === 'succeeded' || row.status === 'canceled' || row.status === 'processing') {
      throw new GatewayRequestError(
        `This ${row.kind === 'payment' ? 'PaymentIntent' : 'SetupIntent'} has a status of ${row.status} and cannot be confirmed.`,
        400,
      );
    }
    const methodId = source ?? row.payment_method_id;
    if (!methodId)
      throw new GatewayRequestError(
        'You must provide a payment method to confirm this intent.',
        400,
      );
    return attempt(row, await usableMethod(methodId, row.customer_id));
  }

  async function byClient(intentId: string, clientSecret: string): Promise<IntentRow> {
    const row = await one<IntentRow>(
      db,
      'SELECT * FROM sandbox_intents WHERE id = $1 AND client_secret = $2',
      [intentId, clientSecret],
    );
    if (!row)
      throw new GatewayRequestError('No such intent, or the client secret does not match it.', 404);
    return row;
  }

  async function emitFor(row: IntentRow): Promise<void> {
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

  const asPayment = (r: IntentRow) => toIntent(r) as PaymentIntent;
  const asSetup = (r: IntentRow) => toIntent(r) as SetupIntent;

  return {
    kind: 'sandbox',
    publishableKey: SANDBOX_PUBLISHABLE_KEY,
    onEvent: hub.onEvent,
    emit: hub.emit,

    createCustomer: (c, key) =>
      idempotent(db, key, async () => {
        const id = sandboxId('cus', 14);
        await db.query(
          'INSERT INTO sandbox_customers (id, email, name, user_ref) VALUES ($1, $2, $3, $4)',
          [id, c.email, c.name, String(c.userId)],
        );
        return { id };
      }),

    attachCard: (customerId, source, key) =>
      idempotent(db, key, async (): Promise<SavedCard> => {
        await customerExists(customerId);
        const pm = await usableMethod(source, customerId);
        const failure = attachFailure(pm.behaviour);
        if (failure) throw new CardError(failure.message, failure.code, failure.declineCode);
        // Only if still free (or already this customer's): of two customers racing for one card,
        // one gets it.
        const taken = await db.query(
          `UPDATE sandbox_cards SET customer_id = $2
           WHERE id = $1 AND (customer_id = $2 OR (customer_id IS NULL AND used_at IS NULL))
           RETURNING id`,
          [pm.id, customerId],
        );
        if (taken.length === 0) {
          throw new GatewayRequestError(
            'The payment method you provided has already been attached to a customer.',
            400,
          );
        }
        return { paymentMethodId: pm.id, card: summary(pm) };
      }),

    async describeCard(source) {
      const c = await card(source);
      return { paymentMethodId: c.id, card: summary(c) };
    },

    createPaymentIntent: (p: CreatePaymentIntent, key) =>
      idempotent(db, key, async () => {
        if (!Number.isInteger(p.amount) || p.amount < 50) {
          throw new GatewayRequestError('Amount must be at least $0.50 usd', 400);
        }
        let row = await insertIntent('payment', p);
        if (p.confirm) row = await confirm(row, p.paymentMethodId);
        else if (p.paymentMethodId) {
          const pm = await usableMethod(p.paymentMethodId, row.customer_id);
          row = (
            await db.query<IntentRow>(
              'UPDATE sandbox_intents SET payment_method_id = $2 WHERE id = $1 RETURNING *',
              [row.id, pm.id],
            )
          )[0]!;
        }
        return asPayment(row);
      }),

    retrievePaymentIntent: async (id) => asPayment(await intentRow(id)),

    async cancelPaymentIntent(id) {
      const row = await intentRow(id);
      if (row.status === 'succeeded') {
        throw new GatewayRequestError(
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          400,
        );
      }
      const rows = await db.query<IntentRow>(
        "UPDATE sandbox_intents SET status = 'canceled', updated_at = $2 WHERE id = $1 RETURNING *",
        [id, clock.now()],
      );
      return asPayment(rows[0]!);
    },

    createSetupIntent: (p, key) =>
      idempotent(db, key, async () => {
        const row = await insertIntent('setup', {
          amount: 0,
          customerId: p.customerId,
          description: '',
          metadata: p.metadata,
        });
        return asSetup(p.paymentMethodId ? await confirm(row, p.paymentMethodId) : row);
      }),

    retrieveSetupIntent: async (id) => asSetup(await intentRow(id)),

    refund: (p, key) =>
      idempotent(db, key, async () => {
        const row = await intentRow(p.paymentIntentId);
        if (row.kind !== 'payment' || row.status !== 'succeeded') {
          throw new GatewayRequestError(
            `This PaymentIntent (${row.id}) does not have a successful charge to refund.`,
            400,
          );
        }
        const amount = p.amount ?? row.amount;
        const updated = await db.query(
          'UPDATE sandbox_intents SET amount_refunded = amount_refunded + $2 WHERE id = $1 AND amount_refunded + $2 <= amount RETURNING id',
          [row.id, amount],
        );
        if (updated.length === 0)
          throw new GatewayRequestError(
            `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
            400,
          );
        const id = sandboxId('re');
        await db.query(
          'INSERT INTO sandbox_refunds (id, payment_intent_id, amount) VALUES ($1, $2, $3)',
          [id, row.id, amount],
        );
        return { id, paymentIntentId: row.id, amount, status: 'succeeded' as const };
      }),

    async parseWebhook() {
      // The sandbox delivers its events in-process; nothing outside may post them.
      throw new GatewayRequestError('Webhooks are only accepted from Stripe.', 404);
    },

    async tokenize(input, kind) {
      const problem = cardProblem(input, clock.now());
      if (problem)
        throw new CardError(
          problem.message,
          problem.field === 'number'
            ? 'invalid_number'
            : problem.field === 'cvc'
              ? 'invalid_cvc'
              : 'invalid_expiry_year',
        );
      const digits = digitsOnly(input.number);
      const id = sandboxId(kind === 'token' ? 'tok' : 'pm');
      const rows = await db.query<CardRow>(
        `INSERT INTO sandbox_cards (id, kind, brand, last4, exp_month, exp_year, holder_name, behaviour)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          id,
          kind,
          cardBrand(digits),
          digits.slice(-4),
          input.expMonth,
          input.expYear,
          input.name ?? '',
          behaviourOf(digits),
        ],
      );
      return { id, card: summary(rows[0]!) };
    },

    async confirmByClient(intentId, clientSecret, paymentMethod) {
      const row = await confirm(await byClient(intentId, clientSecret), paymentMethod);
      await emitFor(row);
      return toIntent(row);
    },

    async authenticateByClient(intentId, clientSecret, outcome) {
      const row = await byClient(intentId, clientSecret);
      if (row.status !== 'requires_action' || !row.payment_method_id) {
        throw new GatewayRequestError('This intent is not waiting for authentication.', 400);
      }
      let updated: IntentRow | undefined;
      if (outcome === 'complete') {
        await db.query('UPDATE sandbox_cards SET authenticated = true WHERE id = $1', [
          row.payment_method_id,
        ]);
        if (row.customer_id && (row.kind === 'setup' || row.save_card)) {
          await db.query(
            'UPDATE sandbox_cards SET customer_id = $2 WHERE id = $1 AND customer_id IS NULL',
            [row.payment_method_id, row.customer_id],
          );
        }
        updated = (
          await db.query<IntentRow>(
            `UPDATE sandbox_intents SET status = 'succeeded', error_code = NULL, error_decline_code = NULL, error_message = NULL, updated_at = $2
           WHERE id = $1 AND status = 'requires_action' RETURNING *`,
            [row.id, clock.now()],
          )
        )[0];
      } else {
        const kindCode =
          row.kind === 'payment'
            ? 'payment_intent_authentication_failure'
            : 'setup_intent_authentication_failure';
        updated = (
          await db.query<IntentRow>(
            `UPDATE sandbox_intents SET status = 'requires_payment_method', error_code = $2, error_message = $3, updated_at = $4
           WHERE id = $1 AND status = 'requires_action' RETURNING *`,
            [row.id, kindCode, cardTexts.authenticationFailed, clock.now()],
          )
        )[0];
      }
      if (!updated)
        throw new GatewayRequestError('This intent is not waiting for authentication.', 400);
      await emitFor(updated);
      return toIntent(updated);
    },

    retrieveByClient: async (intentId, clientSecret) =>
      toIntent(await byClient(intentId, clientSecret)),
  };
}
