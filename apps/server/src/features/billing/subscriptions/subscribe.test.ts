import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorCodes,
  billingTexts,
  cardObjectSchema,
  cardTexts,
  publicIntentSchema,
  registerAnswerSchema,
  subscriptionIntentAnswerSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  authenticate,
  bankStep,
  cards,
  chargesFor,
  insertCoupon,
  me,
  subscribe,
  subscription,
  subscribed,
  subscriptionRows,
  tokenFor,
} from '../../../../test/billing-kit.ts';
import { eventsOf } from '../../../../test/product-events-kit.ts';
import { runBillingJobs } from '../billing-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/user/subscribe', () => {
  it('starts a 7-day trial on the monthly plan with a good card, charging nothing yet', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
    });
    expect(subscribed(res)).toMatchObject({
      stripeSubscriptionId: expect.stringMatching(/^sub_/),
      packageId: 'jetsweat_monthly',
      plan: 'monthly',
      status: 'trialing',
      trial: true,
      cancelled: false,
      active: true,
      price: 19.99,
      priceCents: 1999,
      card: { brand: 'visa', last4: '4242' },
      trialEnd: '2026-11-27T15:00:00.000Z',
      nextPayment: { date: '2026-11-27T15:00:00.000Z', amountCents: 1999 },
    });
    expect(await chargesFor(t, u.id)).toHaveLength(0);
    expect(await me(t, u.token)).toMatchObject({
      isCustomer: true,
      subscription: { active: true, packageId: 'jetsweat_monthly' },
    });
    const sub = await subscription(t, u.token);
    expect(sub).toMatchObject({
      active: true,
      packageId: 'jetsweat_monthly',
      subscription: { status: 'trialing' },
    });
    const mail = t.mailer.to(u.email).at(-1)!;
    expect(mail.subject).toBe('Your JetSweat subscription is confirmed');
    expect(mail.text).toContain('Your free trial runs until Friday, November 27, 2026');
    expect(mail.text).toContain('$19.99');
  });

  it('starts the annual plan at $239.99 a year', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_yearly',
      token: await tokenFor(t),
    });
    expect(subscribed(res)).toMatchObject({
      plan: 'yearly',
      priceCents: 23999,
      status: 'trialing',
    });
  });

  it('answers Stripe’s message for a declined card and leaves no subscription behind', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t, cards.declined),
    });
    expect(res.statusCode).toBe(402);
    expect(res.body).toEqual({ status: 0, content: cardTexts.declined });
    expect(await subscriptionRows(t, u.id)).toHaveLength(0);
    expect((await subscription(t, u.token)).active).toBe(false);
    expect((await me(t, u.token)).isCustomer).toBe(false);
    // The person can try again with another card at once.
    const again = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
    });
    expect(again.statusCode).toBe(200);
  });

  it('waits for the bank’s authentication (4000 0027 6000 3184), then starts the trial', async () => {
    const u = await t.newUser();
    const token = await tokenFor(t, cards.authenticate);
    const first = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token });
    const step = bankStep(first);
    expect(step).toMatchObject({
      requiresAction: true,
      clientSecret: expect.stringMatching(/^seti_/),
      amountCents: 0,
    });
    expect((await subscription(t, u.token)).active).toBe(false);
    await authenticate(t, step.clientSecret);
    // The sandbox told the server; the browser's repeat of the purchase finds it done.
    expect((await subscription(t, u.token)).active).toBe(true);
    const again = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token });
    expect(subscribed(again).status).toBe('trialing');
    expect(await subscriptionRows(t, u.id)).toHaveLength(1);
    expect(t.mailer.to(u.email).filter((m) => m.subject.includes('confirmed'))).toHaveLength(1);
  });

  it('drops the purchase when the buyer fails the authentication', async () => {
    const u = await t.newUser();
    const token = await tokenFor(t, cards.authenticate);
    const first = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token });
    const failed = await authenticate(t, bankStep(first).clientSecret, 'fail');
    expect(failed.lastError?.message).toBe(cardTexts.authenticationFailed);
    expect(await subscriptionRows(t, u.id)).toHaveLength(0);
    expect((await subscription(t, u.token)).active).toBe(false);
    // Another card works at once.
    const again = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
    });
    expect(again.statusCode).toBe(200);
  });

  it('charges the discounted price at once with a promo code: no trial with a promo', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
      promo: 'welcome20',
    });
    expect(subscribed(res)).toMatchObject({
      status: 'active',
      trial: false,
      trialEnd: null,
      coupon: { code: 'WELCOME20', output: '20% off for 3 months' },
      nextPayment: { date: '2026-12-20T15:00:00.000Z', amountCents: 1599 },
    });
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 1599 }]);
    const ledger = await t.db.query(
      'SELECT period, amount_cents, status FROM payments WHERE user_id = $1',
      [u.id],
    );
    expect(ledger).toEqual([{ period: 1, amount_cents: 1599, status: 'succeeded' }]);
  });

  it('refuses FREECLASS for a plan: it is for live classes only', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_yearly',
      token: await tokenFor(t),
      promo: 'FREECLASS',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.content).toBe(billingTexts.couponOnlyFor('FREECLASS', 'live classes'));
    expect((await subscription(t, u.token)).active).toBe(false);
    expect(await chargesFor(t, u.id)).toHaveLength(0);
  });

  it('needs no card when a promo makes the order free', async () => {
    const u = await t.newUser();
    const free = await insertCoupon(t, { percent_off: 100, applies_to: ['subscription'] });
    const res = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', promo: free });
    expect(subscribed(res)).toMatchObject({
      status: 'active',
      card: null,
      nextPayment: { amountCents: 1999 },
    });
    expect(await chargesFor(t, u.id)).toHaveLength(0);
    expect(t.mailer.to(u.email).at(-1)!.text).toContain('Your first payment is on us.');
  });

  it.each([
    ['an unknown promo code', { promo: 'NOPE' }, 404, "No such coupon: 'NOPE'"],
    ['an expired promo code', { promo: 'SUMMER2024' }, 400, billingTexts.couponExpired],
    ['an unknown plan', { packageId: 'jetsweat_weekly' }, 404, billingTexts.unknownPackage],
    [
      'the class-only package',
      { packageId: 'jetsweat_class' },
      400,
      billingTexts.notASubscriptionPackage,
    ],
    ['a day package', { packageId: 'jetsweat_daily' }, 400, billingTexts.notASubscriptionPackage],
    ['no card for a trial', { token: '' }, 400, billingTexts.cardRequired],
    [
      'a card token that is not one',
      { token: 'card number 4242' },
      400,
      'The card details could not be read. Please enter them again.',
    ],
  ])('refuses %s and changes nothing', async (_label, change, status, message) => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
      ...change,
    });
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatchObject({ status: 0, content: message });
    expect(await subscriptionRows(t, u.id)).toHaveLength(0);
    expect(await chargesFor(t, u.id)).toHaveLength(0);
    expect(
      await t.db.query('SELECT id FROM coupon_redemptions WHERE user_id = $1', [u.id]),
    ).toHaveLength(0);
  });

  it('answers 400 for a body that is not a purchase, and 401 without a login', async () => {
    const u = await t.newUser();
    for (const payload of [
      undefined,
      { packageId: 42 },
      { packageId: '' },
      { packageId: 'jetsweat_monthly', promo: 7 },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/user/subscribe',
        token: u.token,
        payload: payload as never,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(0);
    }
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/user/subscribe',
      payload: { packageId: 'jetsweat_monthly', token: await tokenFor(t) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await subscriptionRows(t, u.id)).toHaveLength(0);
  });

  it('refuses a second subscription, and answers a repeat of the same purchase with the first', async () => {
    const u = await t.newUser();
    const token = await tokenFor(t);
    const first = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token });
    const repeat = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token });
    expect(subscribed(repeat).stripeSubscriptionId).toBe(subscribed(first).stripeSubscriptionId);
    const other = await subscribe(t, u.token, {
      packageId: 'jetsweat_yearly',
      token: await tokenFor(t),
    });
    expect(other.statusCode).toBe(409);
    expect(other.body.content).toBe(billingTexts.alreadySubscribed);
    expect(await subscriptionRows(t, u.id)).toHaveLength(1);
  });

  it('charges once when the same purchase is submitted twenty times at once', async () => {
    const u = await t.newUser();
    const token = await tokenFor(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        subscribe(t, u.token, { packageId: 'jetsweat_yearly', token, promo: 'WELCOME20' }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      JSON.stringify(results.map((r) => r.body)),
    ).toBe(true);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 19199 }]);
    expect(await subscriptionRows(t, u.id)).toHaveLength(1);
    expect((await eventsOf(t, u.id)).map((e) => e.name)).toEqual(['purchase']);
    const ids = new Set(
      results.filter((r) => r.statusCode === 200).map((r) => subscribed(r).stripeSubscriptionId),
    );
    expect(ids.size).toBe(1);
    expect(
      (
        await t.db.query<{ times_redeemed: number }>(
          "SELECT times_redeemed FROM coupons WHERE code = 'WELCOME20'",
        )
      )[0]!.times_redeemed,
    ).toBeGreaterThan(0);
    expect(
      await t.db.query('SELECT id FROM coupon_redemptions WHERE user_id = $1', [u.id]),
    ).toHaveLength(1);
  });

  it('charges once when two tabs buy with two different cards at once', async () => {
    const u = await t.newUser();
    const [a, b] = await Promise.all([tokenFor(t), tokenFor(t)]);
    const results = await Promise.all([
      subscribe(t, u.token, { packageId: 'jetsweat_monthly', token: a, promo: 'TAKE5' }),
      subscribe(t, u.token, { packageId: 'jetsweat_monthly', token: b, promo: 'TAKE5' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 1499 }]);
  });

  it('never stores a card number', async () => {
    const tables = [
      'subscriptions',
      'payments',
      'sandbox_cards',
      'sandbox_intents',
      'sandbox_idempotency',
      'billing_customers',
    ];
    for (const table of tables) {
      const dump = JSON.stringify(await t.db.query(`SELECT * FROM ${table}`));
      for (const number of Object.values(cards)) expect(dump).not.toContain(number);
    }
  });
});

describe('POST /api/user/subscribe/{studio}', () => {
  it('sells the studio’s own plans, named by its key', async () => {
    const u = await t.newUser();
    const res = await subscribe(
      t,
      u.token,
      { packageId: 'brookspilates_yearly', token: await tokenFor(t) },
      'brookspilates',
    );
    expect(subscribed(res).packageId).toBe('brookspilates_yearly');
    const mail = t.mailer.to(u.email).at(-1)!;
    expect(mail.subject).toBe('Your Brooks Pilates subscription is confirmed');
  });

  it("uses '_yearly2' and '_monthly2' for mntstudio and finds 'pearlcicc i' as pearlcici", async () => {
    const u = await t.newUser();
    expect(
      (
        await subscribe(
          t,
          u.token,
          { packageId: 'mntstudio_yearly', token: await tokenFor(t) },
          'mntstudio',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await subscribe(
          t,
          u.token,
          { packageId: 'mntstudio_monthly2', token: await tokenFor(t) },
          'mntstudio',
        )
      ).statusCode,
    ).toBe(200);
    const v = await t.newUser();
    const pearl = await subscribe(
      t,
      v.token,
      { packageId: 'pearlcici_monthly', token: await tokenFor(t) },
      'pearlcicc%20i',
    );
    expect(pearl.statusCode).toBe(200);
  });

  it('refuses another studio’s plan and an unknown studio', async () => {
    const u = await t.newUser();
    const wrong = await subscribe(
      t,
      u.token,
      { packageId: 'jetsweat_monthly', token: await tokenFor(t) },
      'brookspilates',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.content).toBe(billingTexts.packageNotForStudio);
    const unknown = await subscribe(
      t,
      u.token,
      { packageId: 'jetsweat_monthly', token: await tokenFor(t) },
      'nowhere',
    );
    expect(unknown.statusCode).toBe(404);
    expect(await subscriptionRows(t, u.id)).toHaveLength(0);
  });

  it('makes a white-label member a customer, which entitles them on the studio’s site', async () => {
    const reg = await t.call(
      {
        method: 'POST',
        url: '/api/user/register/brookspilates',
        payload: {
          userInfo: {
            email: `wl-${Date.now()}@example.com`,
            firstName: 'Wl',
            lastName: 'Member',
            password: 'correct-horse-1',
          },
        },
      },
      registerAnswerSchema,
    );
    expectOk(reg, 201);
    const token = reg.body.content.authToken;
    expect((await me(t, token)).isCustomer).toBe(false);
    await subscribe(
      t,
      token,
      { packageId: 'brookspilates_monthly', token: await tokenFor(t) },
      'brookspilates',
    );
    expect((await me(t, token)).isCustomer).toBe(true);
  });
});

describe('POST /api/user/subscription/payment-intent (wallet)', () => {
  it('answers a setup intent for a trial plan, which the wallet’s card confirms', async () => {
    const u = await t.newUser();
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/user/subscription/payment-intent',
        token: u.token,
        payload: { packageId: 'jetsweat_yearly' },
      },
      subscriptionIntentAnswerSchema,
    );
    expectOk(res);
    expect(res.body.content).toMatchObject({
      object: 'setup_intent',
      client_secret: expect.stringMatching(/^seti_.+_secret_/),
      amountCents: 0,
    });
    // The wallet hands the browser a payment method; the browser confirms the intent with it.
    const pm = await t.call(
      {
        method: 'POST',
        url: '/api/sandbox/v1/payment_methods',
        payload: { card: { number: cards.ok, expMonth: 1, expYear: 2030, cvc: '123' } },
      },
      cardObjectSchema,
    );
    expectOk(pm);
    const confirm = await t.call(
      {
        method: 'POST',
        url: `/api/sandbox/v1/intents/${res.body.content.id}/confirm`,
        payload: {
          clientSecret: res.body.content.client_secret,
          paymentMethod: pm.body.content.id,
        },
      },
      publicIntentSchema,
    );
    expectOk(confirm);
    expect(confirm.body.content.status).toBe('succeeded');
    const done = await subscribe(t, u.token, {
      packageId: 'jetsweat_yearly',
      paymentIntentId: res.body.content.id,
    });
    expect(subscribed(done)).toMatchObject({
      status: 'trialing',
      packageId: 'jetsweat_yearly',
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('answers a payment intent for the discounted price with a promo', async () => {
    const u = await t.newUser();
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/user/subscription/payment-intent',
        token: u.token,
        payload: { packageId: 'jetsweat_monthly', promo: 'TAKE5' },
      },
      subscriptionIntentAnswerSchema,
    );
    expectOk(res);
    expect(res.body.content).toMatchObject({ object: 'payment_intent', amountCents: 1499 });
    const bad = await t.call({
      method: 'POST',
      url: '/api/user/subscription/payment-intent',
      token: u.token,
      payload: { packageId: 'jetsweat_monthly', promo: 'NOPE' },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.body.content).toContain('No such coupon');
    // The checkout's wallet path chooses its message by this code, not by the text.
    expect(bad.body).toMatchObject({ code: apiErrorCodes.noSuchCoupon });
  });

  it('lets a person who closed the wallet sheet pay by card instead', async () => {
    const u = await t.newUser();
    await t.call({
      method: 'POST',
      url: '/api/user/subscription/payment-intent',
      token: u.token,
      payload: { packageId: 'jetsweat_monthly' },
    });
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
    });
    expect(res.statusCode).toBe(200);
    expect(await subscriptionRows(t, u.id)).toHaveLength(1);
  });
});

describe('purchases left unfinished', () => {
  it('are dropped by the billing job: a claim with no payment after 30 minutes, an unanswered authentication after a day', async () => {
    const waiting = await t.newUser();
    const first = await subscribe(t, waiting.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t, cards.authenticate),
    });
    expect(first.statusCode).toBe(202);
    // As if the server had stopped between claiming a purchase and paying for it.
    const crashed = await t.newUser();
    await t.db.query(
      `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents, created_at, updated_at)
       VALUES ('sub_crashed', $1, 'jetsweat_monthly', 'monthly', 'incomplete', 1999, $2, $2)`,
      [crashed.id, t.clock.now()],
    );
    expect(
      (
        await subscribe(t, crashed.token, {
          packageId: 'jetsweat_monthly',
          token: await tokenFor(t),
        })
      ).statusCode,
    ).toBe(409);

    t.clock.advance(31 * 60 * 1000);
    await runBillingJobs(t.services.billing);
    expect(await subscriptionRows(t, crashed.id)).toHaveLength(0);
    expect(await subscriptionRows(t, waiting.id)).toHaveLength(1);
    t.clock.advance(24 * 60 * 60 * 1000);
    await runBillingJobs(t.services.billing);
    expect(await subscriptionRows(t, waiting.id)).toHaveLength(0);
    expect(
      (
        await subscribe(t, crashed.token, {
          packageId: 'jetsweat_monthly',
          token: await tokenFor(t),
        })
      ).statusCode,
    ).toBe(200);
  });
});
