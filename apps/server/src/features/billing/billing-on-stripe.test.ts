import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTexts, dayPassViewSchema } from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createStripeTestApp, type StripeTestApp } from '../../../test/stripe-test-app.ts';
import {
  bankStep,
  DAY,
  me,
  subscribe,
  subscribed,
  subscriptionRows,
} from '../../../test/billing-kit.ts';
import { runBillingJobs } from './billing-jobs.ts';

/**
 * The same billing service code on the Stripe gateway, against the local fake of Stripe's API:
 * the requests a purchase and a renewal send, and purchases completed by Stripe's webhook.
 */
let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

describe('billing on the Stripe gateway', () => {
  it('starts a trial with a saved, checked card and charges the first month off-session when it ends', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token: 'tok_visa' });
    const started = subscribed(res);
    expect(started).toMatchObject({
      status: 'trialing',
      card: { brand: 'visa', last4: '4242' },
    });
    const pub = started.stripeSubscriptionId;

    const customer = t.sent('/v1/customers').at(-1)!;
    expect(customer.body).toMatchObject({ email: u.email, metadata: { userId: String(u.id) } });
    expect(t.sent('/v1/payment_methods').at(-1)!.body).toEqual({
      type: 'card',
      card: { token: 'tok_visa' },
    });
    const setup = t.sent('/v1/setup_intents').at(-1)!;
    expect(setup.headers['idempotency-key']).toBe(`${pub}:setup`);
    expect(setup.body).toMatchObject({
      usage: 'off_session',
      confirm: 'true',
      metadata: { subscription: pub },
    });

    t.clock.advance(7 * DAY + 1000);
    await runBillingJobs(t.services.billing);
    const renewal = t.sent('/v1/payment_intents').at(-1)!;
    expect(renewal.headers['idempotency-key']).toBe(`${pub}:period:1:try:1`);
    expect(renewal.body).toMatchObject({
      amount: '1999',
      currency: 'usd',
      confirm: 'true',
      off_session: 'true',
      metadata: { subscription: pub, period: '1' },
    });
    expect((await subscriptionRows(t, u.id))[0]).toMatchObject({
      status: 'active',
      periods_paid: 1,
    });
  });

  it('leaves no subscription when Stripe declines the card', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: 'tok_chargeDeclined',
    });
    expect(res.statusCode).toBe(402);
    expect(res.body.content).toBe(cardTexts.declined);
    expect(await subscriptionRows(t, u.id)).toHaveLength(0);
  });

  it('completes a purchase that waited for authentication when Stripe’s webhook says it was paid', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: 'tok_authenticationRequired',
      promo: 'WELCOME20',
    });
    const { clientSecret } = bankStep(res);
    const piId = clientSecret.split('_secret_')[0]!;
    const pub = (await subscriptionRows(t, u.id))[0]!.public_id;
    expect(t.sent('/v1/payment_intents').at(-1)!.body).toMatchObject({
      amount: '1599',
      confirm: 'true',
      setup_future_usage: 'off_session',
    });

    const hook = await t.sendEvent('payment_intent.succeeded', {
      id: piId,
      object: 'payment_intent',
      amount: 1599,
      currency: 'usd',
      status: 'succeeded',
      client_secret: clientSecret,
      metadata: { subscription: pub, userId: String(u.id), purpose: 'subscription' },
      customer: 'cus_x',
      payment_method: 'pm_x',
      last_payment_error: null,
    });
    expect(hook.statusCode).toBe(200);
    expect((await subscriptionRows(t, u.id))[0]).toMatchObject({
      status: 'active',
      pending_intent_id: null,
    });
    const ledger = await t.db.query(
      'SELECT amount_cents, status, intent_id FROM payments WHERE user_id = $1',
      [u.id],
    );
    expect(ledger).toEqual([{ amount_cents: 1599, status: 'succeeded', intent_id: piId }]);
    expect((await me(t, u.token)).subscription?.active).toBe(true);
  });

  it('refunds a payment Stripe reports for a purchase that no longer exists', async () => {
    const hook = await t.sendEvent('payment_intent.succeeded', {
      id: 'pi_stray',
      object: 'payment_intent',
      amount: 1999,
      currency: 'usd',
      status: 'succeeded',
      client_secret: 'pi_stray_secret_x',
      metadata: { subscription: 'sub_gone', purpose: 'subscription' },
      customer: null,
      payment_method: null,
      last_payment_error: null,
    });
    expect(hook.statusCode).toBe(200);
    const refund = t.sent('/v1/refunds').at(-1)!;
    expect(refund.body).toEqual({ payment_intent: 'pi_stray' });
    expect(refund.headers['idempotency-key']).toBe('refund:pi_stray');
  });

  it('sells a day pass with one confirmed charge', async () => {
    const u = await t.newUser();
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/user/daypass/purchase',
        token: u.token,
        payload: { source: 'website', token: 'tok_visa' },
      },
      dayPassViewSchema,
    );
    expectOk(res);
    expect(res.body.content.status).toBe('paid');
    const charge = t.sent('/v1/payment_intents').at(-1)!;
    expect(charge.body).toMatchObject({
      amount: '999',
      confirm: 'true',
      metadata: { dayPass: String(res.body.content.id), purpose: 'daypass' },
    });
    expect(charge.headers['idempotency-key']).toBe(`daypass:${res.body.content.id}`);
  });
});
