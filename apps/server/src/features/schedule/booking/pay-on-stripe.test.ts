import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClassPaymentIntentAnswerSchema } from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createStripeTestApp, type StripeTestApp } from '../../../../test/stripe-test-app.ts';
import {
  insertClass,
  NORTHLOOP_ID,
  seatsOf,
  workoutsOf,
} from '../../../../test/schedule-fixtures.ts';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

describe('live-class payment with Stripe as the gateway', () => {
  it('asks Stripe for the intent in cents with our metadata, and books the class from its signed webhook', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 1800 });
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/liveclass/upcoming/payment-intent',
        token: person.token,
        payload: { amount: 1800, studioId: NORTHLOOP_ID, liveClassId: id, coupon: null },
      },
      liveClassPaymentIntentAnswerSchema,
    );
    expectOk(res);
    const sent = t.sent('/v1/payment_intents').at(-1)!;
    expect(sent.body).toMatchObject({
      amount: '1800',
      currency: 'usd',
      metadata: { purpose: 'liveclass', userId: String(person.id), liveClassId: String(id) },
    });
    expect(sent.headers['idempotency-key']).toMatch(/^liveclass:\d+:1800:$/);

    // The buyer pays in Stripe's own form; Stripe then tells us by webhook.
    const hook = await t.sendEvent(
      'payment_intent.succeeded',
      {
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
      'evt_live_paid',
    );
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
