import Stripe from 'stripe';
import {
  CardError,
  createEventHub,
  GatewayRequestError,
  type Intent,
  type IntentStatus,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentIntent,
  type SetupIntent,
} from './gateway.ts';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string | undefined;
  /** Another address for Stripe's API (a local fake in tests); default https://api.stripe.com. */
  apiUrl?: string | undefined;
}

const knownStatuses: IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];
const status = (s: string): IntentStatus =>
  knownStatuses.includes(s as IntentStatus) ? (s as IntentStatus) : 'processing';
const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;

type StripeError = { code?: string; decline_code?: string; message?: string };
const lastError = (e: StripeError | null | undefined) =>
  e
    ? {
        code: e.code ?? 'card_error',
        declineCode: e.decline_code,
        message: e.message ?? 'Your card was declined.',
      }
    : null;

function fromPaymentIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  return {
    object: 'payment_intent',
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: status(pi.status),
    amount: pi.amount,
    currency: 'usd',
    customerId: idOf(pi.customer),
    paymentMethodId: idOf(pi.payment_method),
    metadata: pi.metadata ?? {},
    lastError: lastError(pi.last_payment_error),
  };
}

function fromSetupIntent(si: Stripe.SetupIntent): SetupIntent {
  return {
    object: 'setup_intent',
    id: si.id,
    clientSecret: si.client_secret ?? '',
    status: status(si.status),
    customerId: idOf(si.customer),
    paymentMethodId: idOf(si.payment_method),
    metadata: si.metadata ?? {},
    lastError: lastError(si.last_setup_error),
  };
}

function cardFrom(
  c: { brand: string; last4: string; exp_month: number; exp_year: number } | null | undefined,
) {
  if (!c) throw new GatewayRequestError('That payment method is not a card.', 400);
  return {
    brand: c.brand.toLowerCase(),
    last4: c.last4,
    expMonth: c.exp_month,
    expYear: c.exp_year,
  };
}

/**
 * A declined confirmation comes back from Stripe as a card error carrying the intent; we answer
 * the intent (status 'requires_payment_method', lastError set), as the sandbox does.
 */
async function orDeclined<T>(
  work: () => Promise<T>,
  fromRaw: (raw: Record<string, unknown>) => T | null,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      const carried = fromRaw(err.raw as Record<string, unknown>);
      if (carried) return carried;
      throw new CardError(err.message, err.code ?? 'card_declined', err.decline_code);
    }
    throw translate(err);
  }
}

function translate(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeCardError)
    return new CardError(err.message, err.code ?? 'card_declined', err.decline_code);
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    err instanceof Stripe.errors.StripeIdempotencyError
  ) {
    return new GatewayRequestError(err.message, err.statusCode ?? 400);
  }
  return err;
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw translate(err);
  }
}

/** Stripe through its official SDK. Every request that creates something carries our idempotency key. */
export function createStripeGateway(opts: StripeOptions): PaymentGateway {
  const api = opts.apiUrl ? new URL(opts.apiUrl) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'JetSweat' },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'http:' ? 80 : 443)),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  const hub = createEventHub();

  return {
    kind: 'stripe',
    publishableKey: opts.publishableKey,
    onEvent: hub.onEvent,
    emit: hub.emit,

    createCustomer: (c, idempotencyKey) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { email: c.email, name: c.name, metadata: { userId: String(c.userId) } },
          { idempotencyKey },
        );
        return { id: customer.id };
      }),

    attachCard: (customerId, source, idempotencyKey) =>
      call(async () => {
        let paymentMethodId = source;
        if (source.startsWith('tok_')) {
          const pm = await stripe.paymentMethods.create(
            { type: 'card', card: { token: source } },
            { idempotencyKey: `${idempotencyKey}:pm` },
          );
          paymentMethodId = pm.id;
        }
        const attached = await stripe.paymentMethods.attach(
          paymentMethodId,
          { customer: customerId },
          { idempotencyKey },
        );
        return { paymentMethodId: attached.id, card: cardFrom(attached.card) };
      }),

    describeCard: (source) =>
      call(async () => {
        if (source.startsWith('tok_')) {
          const token = await stripe.tokens.retrieve(source);
          return { paymentMethodId: token.id, card: cardFrom(token.card) };
        }
        const pm = await stripe.paymentMethods.retrieve(source);
        return { paymentMethodId: pm.id, card: cardFrom(pm.card) };
      }),

    createPaymentIntent: (p, idempotencyKey) =>
      orDeclined(
        async () =>
          fromPaymentIntent(
            await stripe.paymentIntents.create(
              {
                amount: p.amount,
                currency: 'usd',
                // Cards only, confirmed here or by Stripe.js: no redirect-based methods.
                automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
                description: p.description,
                metadata: p.metadata,
                ...(p.customerId ? { customer: p.customerId } : {}),
                ...(p.paymentMethodId ? { payment_method: p.paymentMethodId } : {}),
                ...(p.confirm ? { confirm: true } : {}),
                ...(p.confirm && p.offSession ? { off_session: true } : {}),
                ...(p.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
              },
              { idempotencyKey },
            ),
          ),
        (raw) =>
          raw.payment_intent ? fromPaymentIntent(raw.payment_intent as Stripe.PaymentIntent) : null,
      ),

    retrievePaymentIntent: (id) =>
      call(async () => fromPaymentIntent(await stripe.paymentIntents.retrieve(id))),
    cancelPaymentIntent: (id) =>
      call(async () => fromPaymentIntent(await stripe.paymentIntents.cancel(id))),

    createSetupIntent: (p, idempotencyKey) =>
      orDeclined(
        async () =>
          fromSetupIntent(
            await stripe.setupIntents.create(
              {
                customer: p.customerId,
                payment_method: p.paymentMethodId,
                // Cards only, confirmed here or by Stripe.js: no redirect-based methods.
                automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
                usage: 'off_session',
                confirm: true,
                metadata: p.metadata,
              },
              { idempotencyKey },
            ),
          ),
        (raw) =>
          raw.setup_intent ? fromSetupIntent(raw.setup_intent as Stripe.SetupIntent) : null,
      ),

    retrieveSetupIntent: (id) =>
      call(async () => fromSetupIntent(await stripe.setupIntents.retrieve(id))),

    refund: (p, idempotencyKey) =>
      call(async () => {
        const r = await stripe.refunds.create(
          { payment_intent: p.paymentIntentId, ...(p.amount ? { amount: p.amount } : {}) },
          { idempotencyKey },
        );
        const s = r.status === 'succeeded' || r.status === 'failed' ? r.status : 'pending';
        return { id: r.id, paymentIntentId: p.paymentIntentId, amount: r.amount, status: s };
      }),

    async parseWebhook(rawBody, signature) {
      if (!opts.webhookSecret)
        throw new GatewayRequestError('Webhooks are not configured (STRIPE_WEBHOOK_SECRET).', 404);
      if (!signature) throw new GatewayRequestError('The Stripe-Signature header is missing.', 400);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch {
        throw new GatewayRequestError('The webhook signature is not valid.', 400);
      }
      const object = event.data.object as { object?: string };
      let intent: Intent | null = null;
      if (object.object === 'payment_intent')
        intent = fromPaymentIntent(object as Stripe.PaymentIntent);
      if (object.object === 'setup_intent') intent = fromSetupIntent(object as Stripe.SetupIntent);
      return { id: event.id, type: event.type, intent } satisfies PaymentEvent;
    },
  };
}
