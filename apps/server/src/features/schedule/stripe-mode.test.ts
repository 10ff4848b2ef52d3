import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startStripeFake, type StripeFake } from '../../../test/stripe-fake.ts';
import { insertClass, NORTHLOOP_ID, seatsOf, workoutsOf } from './test-fixtures.ts';

const WEBHOOK_SECRET = 'whsec_schedule_fake';

let fake: StripeFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_schedule_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('live-class payment with Stripe as the gateway', () => {
  it('asks Stripe for the intent in cents with our metadata, and books the class from its signed webhook', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 1800 });
    const res = await t.call({
      method: 'POST',
      url: '/api/liveclass/upcoming/payment-intent',
      token: person.token,
      payload: { amount: 1800, studioId: NORTHLOOP_ID, liveClassId: id, coupon: null },
    });
    expect(res.statusCode).toBe(200);
    const sent = [...fake.requests].reverse().find((r) => r.path === '/v1/payment_intents')!;
    expect(sent.body).toMatchObject({
      amount: '1800',
      currency: 'usd',
      metadata: { purpose: 'liveclass', userId: String(person.id), liveClassId: String(id) },
    });
    expect(sent.headers['idempotency-key']).toMatch(/^liveclass:\d+:1800:$/);

    // The buyer pays in Stripe's own form; Stripe then tells us by webhook.
    const payload = JSON.stringify({
      id: 'evt_live_paid',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: res.body.content.id,
          object: 'payment_intent',
          amount: 1800,
          currency: 'usd',
          status: 'succeeded',
          client_secret: res.body.content.client_secret,
          metadata: sent.body.metadata,
          customer: null,
          payment_method: 'pm_card_visa',
          last_payment_error: null,
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(hook.statusCode).toBe(200);
    expect(await seatsOf(t, id)).toEqual([
      {
        user_id: person.id,
        state: 'booked',
        paid_with: 'card',
        amount_cents: 1800,
        payment_intent_id: res.body.content.id,
      },
    ]);
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
  });
});
