import Stripe from 'stripe';
import {
  createEventHub,
  GatewayRequestError,
  type Intent,
  type PaymentEvent,
  type PaymentGateway,
} from './gateway.ts';
import {
  call,
  cardFrom,
  fromPaymentIntent,
  fromSetupIntent,
  orDeclined,
} from './stripe-mapping.ts';
import { stripeConnect } from './stripe-connect.ts';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string | undefined;
  /** Another address for Stripe's API (a local fake in tests); default https://api.stripe.com. */
  apiUrl?: string | undefined;
}

function stripeClient(opts: StripeOptions): Stripe {
  const api = opts.apiUrl ? new URL(opts.apiUrl) : undefined;
  return new Stripe(opts.secretKey, {
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
}

const createCustomer =
  (stripe: Stripe): PaymentGateway['createCustomer'] =>
  (c, idempotencyKey) =>
    call(async () => {
      const customer = await stripe.customers.create(
        { email: c.email, name: c.name, metadata: { userId: String(c.userId) } },
        { idempotencyKey },
      );
      return { id: customer.id };
    });

const attachCard =
  (stripe: Stripe): PaymentGateway['attachCard'] =>
  (customerId, source, idempotencyKey) =>
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
    });

const describeCard =
  (stripe: Stripe): PaymentGateway['describeCard'] =>
  (source) =>
    call(async () => {
      if (source.startsWith('tok_')) {
        const token = await stripe.tokens.retrieve(source);
        return { paymentMethodId: token.id, card: cardFrom(token.card) };
      }
      const pm = await stripe.paymentMethods.retrieve(source);
      return { paymentMethodId: pm.id, card: cardFrom(pm.card) };
    });

const createPaymentIntent =
  (stripe: Stripe): PaymentGateway['createPaymentIntent'] =>
  (p, idempotencyKey) =>
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
    );

const createSetupIntent =
  (stripe: Stripe): PaymentGateway['createSetupIntent'] =>
  (p, idempotencyKey) =>
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
      (raw) => (raw.setup_intent ? fromSetupIntent(raw.setup_intent as Stripe.SetupIntent) : null),
    );

const refund =
  (stripe: Stripe): PaymentGateway['refund'] =>
  (p, idempotencyKey) =>
    call(async () => {
      const r = await stripe.refunds.create(
        { payment_intent: p.paymentIntentId, ...(p.amount ? { amount: p.amount } : {}) },
        { idempotencyKey },
      );
      const s = r.status === 'succeeded' || r.status === 'failed' ? r.status : 'pending';
      return { id: r.id, paymentIntentId: p.paymentIntentId, amount: r.amount, status: s };
    });

const parseWebhook =
  (stripe: Stripe, webhookSecret: string | undefined): PaymentGateway['parseWebhook'] =>
  async (rawBody, signature) => {
    if (!webhookSecret)
      throw new GatewayRequestError('Webhooks are not configured (STRIPE_WEBHOOK_SECRET).', 404);
    if (!signature) throw new GatewayRequestError('The Stripe-Signature header is missing.', 400);
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      throw new GatewayRequestError('The webhook signature is not valid.', 400);
    }
    const object = event.data.object as { object?: string };
    let intent: Intent | null = null;
    if (object.object === 'payment_intent')
      intent = fromPaymentIntent(object as Stripe.PaymentIntent);
    if (object.object === 'setup_intent') intent = fromSetupIntent(object as Stripe.SetupIntent);
    return { id: event.id, type: event.type, intent } satisfies PaymentEvent;
  };

/** Stripe through its official SDK. Every request that creates something carries our idempotency key. */
export function createStripeGateway(opts: StripeOptions): PaymentGateway {
  const stripe = stripeClient(opts);
  const hub = createEventHub();
  return {
    kind: 'stripe',
    publishableKey: opts.publishableKey,
    onEvent: hub.onEvent,
    emit: hub.emit,
    createCustomer: createCustomer(stripe),
    attachCard: attachCard(stripe),
    describeCard: describeCard(stripe),
    createPaymentIntent: createPaymentIntent(stripe),
    retrievePaymentIntent: (id) =>
      call(async () => fromPaymentIntent(await stripe.paymentIntents.retrieve(id))),
    cancelPaymentIntent: (id) =>
      call(async () => fromPaymentIntent(await stripe.paymentIntents.cancel(id))),
    createSetupIntent: createSetupIntent(stripe),
    retrieveSetupIntent: (id) =>
      call(async () => fromSetupIntent(await stripe.setupIntents.retrieve(id))),
    refund: refund(stripe),
    parseWebhook: parseWebhook(stripe, opts.webhookSecret),
    ...stripeConnect(stripe),
  };
}
