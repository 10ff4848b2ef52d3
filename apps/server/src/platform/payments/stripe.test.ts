import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../../test/answer.ts';
import { startStripeFake, type StripeFake } from '../../../test/stripe-fake.ts';
import {
  createStripeTestApp,
  TEST_PUBLISHABLE_KEY,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  type StripeTestApp,
} from '../../../test/stripe-test-app.ts';
import { CardError, type PaymentEvent, type PaymentGateway } from './gateway.ts';
import { createStripeGateway } from './stripe.ts';

let fake: StripeFake;
let gateway: PaymentGateway;
beforeAll(async () => {
  fake = await startStripeFake();
  gateway = createStripeGateway({
    secretKey: TEST_SECRET_KEY,
    publishableKey: TEST_PUBLISHABLE_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
});
afterAll(() => fake.close());

const last = (path: string) => [...fake.requests].reverse().find((r) => r.path === path)!;

describe('the Stripe gateway against a local fake of Stripe’s API', () => {
  it('creates a customer with our idempotency key and the secret key', async () => {
    const c = await gateway.createCustomer(
      { email: 'ada@example.com', name: 'Ada Lovelace', userId: 7 },
      'customer:7',
    );
    expect(c.id).toMatch(/^cus_/);
    const req = last('/v1/customers');
    expect(req.method).toBe('POST');
    expect(req.headers['idempotency-key']).toBe('customer:7');
    expect(req.headers.authorization).toBe(`Bearer ${TEST_SECRET_KEY}`);
    expect(req.body).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      metadata: { userId: '7' },
    });
  });

  it('turns a card token into a payment method and attaches it', async () => {
    const saved = await gateway.attachCard('cus_1', 'tok_visa', 'attach:1');
    expect(saved.paymentMethodId).toMatch(/^pm_/);
    expect(saved.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 8, expYear: 2030 });
    expect(last('/v1/payment_methods').body).toEqual({ type: 'card', card: { token: 'tok_visa' } });
    expect(last('/v1/payment_methods').headers['idempotency-key']).toBe('attach:1:pm');
    const attach = last(`/v1/payment_methods/${saved.paymentMethodId}/attach`);
    expect(attach.body).toEqual({ customer: 'cus_1' });
    expect(attach.headers['idempotency-key']).toBe('attach:1');
  });

  it('throws a CardError with Stripe’s message when the card is declined', async () => {
    const err = await gateway
      .attachCard('cus_1', 'pm_card_chargeDeclined', 'attach:2')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CardError);
    expect(err).toMatchObject({
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
    });
  });

  it('charges off-session and reads the answer', async () => {
    const pi = await gateway.createPaymentIntent(
      {
        amount: 1999,
        customerId: 'cus_1',
        paymentMethodId: 'pm_card_visa',
        confirm: true,
        offSession: true,
        description: 'Monthly plan renewal',
        metadata: { subscription: 'sub_1' },
      },
      'sub_1:period:2',
    );
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 1999,
      customerId: 'cus_1',
      paymentMethodId: 'pm_card_visa',
      lastError: null,
    });
    expect(pi.clientSecret).toMatch(/_secret_/);
    const req = last('/v1/payment_intents');
    expect(req.headers['idempotency-key']).toBe('sub_1:period:2');
    expect(req.body).toMatchObject({
      amount: '1999',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      off_session: 'true',
      description: 'Monthly plan renewal',
      metadata: { subscription: 'sub_1' },
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
    });
  });

  it('answers a declined charge as an intent with Stripe’s message, not an exception', async () => {
    const pi = await gateway.createPaymentIntent(
      {
        amount: 1999,
        customerId: 'cus_1',
        paymentMethodId: 'pm_card_chargeDeclined',
        confirm: true,
        offSession: true,
        description: 'x',
        metadata: {},
      },
      'declined:1',
    );
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.lastError).toEqual({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('creates an unconfirmed intent for the browser to pay, and retrieves it', async () => {
    const pi = await gateway.createPaymentIntent(
      { amount: 1000, description: 'Live class', metadata: { liveClassId: '4' } },
      'class:4:user:1',
    );
    expect(pi.status).toBe('requires_payment_method');
    const req = last('/v1/payment_intents');
    expect(req.body).not.toHaveProperty('confirm');
    expect(req.body).not.toHaveProperty('customer');
    expect((await gateway.retrievePaymentIntent(pi.id)).id).toBe(pi.id);
    expect((await gateway.cancelPaymentIntent(pi.id)).status).toBe('canceled');
  });

  it('sets up a card for later, reporting when the bank asks the buyer to authenticate', async () => {
    const si = await gateway.createSetupIntent(
      {
        customerId: 'cus_1',
        paymentMethodId: 'pm_card_authenticationRequired',
        metadata: { subscription: 'sub_2' },
      },
      'sub_2:setup',
    );
    expect(si).toMatchObject({ object: 'setup_intent', status: 'requires_action' });
    expect(last('/v1/setup_intents').body).toMatchObject({
      customer: 'cus_1',
      usage: 'off_session',
      confirm: 'true',
    });
    expect((await gateway.retrieveSetupIntent(si.id)).status).toBe('requires_action');
  });

  it('refunds with an idempotency key', async () => {
    const r = await gateway.refund({ paymentIntentId: 'pi_123', amount: 500 }, 'refund:1');
    expect(r).toMatchObject({ paymentIntentId: 'pi_123', amount: 500, status: 'succeeded' });
    expect(last('/v1/refunds').body).toEqual({ payment_intent: 'pi_123', amount: '500' });
  });

  it('reports an unknown intent as a request error', async () => {
    await expect(gateway.retrievePaymentIntent('pi_missing')).rejects.toThrow(
      /No such payment_intent/,
    );
  });
});

describe('POST /api/stripe/webhook', () => {
  let t: StripeTestApp;
  const received: PaymentEvent[] = [];
  beforeAll(async () => {
    t = await createStripeTestApp();
    t.deps.payments.onEvent(async (e) => {
      received.push(e);
    });
  });
  afterAll(() => t.close());

  const event = (id: string) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_hook',
          object: 'payment_intent',
          amount: 1000,
          currency: 'usd',
          status: 'succeeded',
          client_secret: 'pi_hook_secret_x',
          metadata: { liveClassId: '9' },
          customer: null,
          payment_method: 'pm_1',
          last_payment_error: null,
        },
      },
    });
  const post = (payload: string, signature: string | undefined) =>
    t.postWebhook(payload, signature);

  it('says Stripe is in use', async () => {
    const res = await t.call({ method: 'GET', url: '/api/basic/stripe' });
    expect(res.body.content).toEqual({ publishable: TEST_PUBLISHABLE_KEY, gateway: 'stripe' });
  });

  it('accepts a correctly signed event once and hands its intent to the handlers', async () => {
    const payload = event('evt_signed_1');
    const signature = t.sign(payload);
    const res = await post(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      id: 'evt_signed_1',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_hook', status: 'succeeded', amount: 1000, metadata: { liveClassId: '9' } },
    });
    // Stripe delivers at least once: the repeat is acknowledged and not handled again.
    const again = await post(payload, signature);
    expect(again.statusCode).toBe(200);
    expect(answerOf(again).body).toMatchObject({ status: 1, content: { duplicate: true } });
    expect(received).toHaveLength(1);
  });

  it('refuses a forged or unsigned event and handles nothing', async () => {
    const payload = event('evt_forged');
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    expect((await post(payload, forged)).statusCode).toBe(400);
    expect((await post(payload, undefined)).statusCode).toBe(400);
    const tampered = t.sign(payload);
    expect((await post(payload.replace('1000', '1'), tampered)).statusCode).toBe(400);
    expect(received.map((e) => e.id)).not.toContain('evt_forged');
    expect(await t.db.query("SELECT id FROM payment_events WHERE id = 'evt_forged'")).toHaveLength(
      0,
    );
  });

  it('answers 500 when a handler fails, and handles the redelivery', async () => {
    let fail = true;
    t.deps.payments.onEvent(async () => {
      if (fail) throw new Error('database down');
    });
    const payload = event('evt_retry');
    const signature = t.sign(payload);
    expect((await post(payload, signature)).statusCode).toBe(500);
    fail = false;
    expect((await post(payload, signature)).statusCode).toBe(200);
    expect(received.filter((e) => e.id === 'evt_retry')).toHaveLength(2);
  });
});
