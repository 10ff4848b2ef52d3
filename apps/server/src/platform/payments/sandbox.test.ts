import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardObjectSchema, cardTexts, paymentConfigSchema } from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { CardError, type PaymentEvent } from './gateway.ts';

let t: TestApp;
const events: PaymentEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.deps.payments.onEvent(async (e) => {
    events.push(e);
  });
});
afterAll(() => t.close());

const card = (number: string, overrides: Record<string, unknown> = {}) => ({
  card: { number, expMonth: 12, expYear: 2031, cvc: '123', name: 'Ada Lovelace', ...overrides },
});

async function tokenize(
  number: string,
  kind: 'tokens' | 'payment_methods' = 'tokens',
): Promise<string> {
  const res = await t.call(
    {
      method: 'POST',
      url: `/api/sandbox/v1/${kind}`,
      payload: card(number),
    },
    cardObjectSchema,
  );
  expectOk(res);
  return res.body.content.id;
}

async function customer(): Promise<string> {
  const key = `test-customer-${Math.random()}`;
  return (
    await t.deps.payments.createCustomer({ email: 'ada@example.com', name: 'Ada', userId: 1 }, key)
  ).id;
}

describe('GET /api/basic/stripe', () => {
  it('says the sandbox is in use and gives its publishable key, without a login', async () => {
    const res = await t.call({ method: 'GET', url: '/api/basic/stripe' }, paymentConfigSchema);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      content: { publishable: 'pk_sandbox', gateway: 'sandbox' },
    });
  });
});

describe('sandbox card tokens', () => {
  it('answers a tok_ with brand and last four digits, and stores no card number', async () => {
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/sandbox/v1/tokens',
        payload: card('4242 4242 4242 4242'),
      },
      cardObjectSchema,
    );
    expect(res.body.content).toEqual({
      id: expect.stringMatching(/^tok_[A-Za-z0-9]{24}$/),
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 },
    });
    const pm = await t.call(
      {
        method: 'POST',
        url: '/api/sandbox/v1/payment_methods',
        payload: card('5555555555554444'),
      },
      cardObjectSchema,
    );
    expectOk(pm);
    expect(pm.body.content.id).toMatch(/^pm_/);
    expect(pm.body.content.card.brand).toBe('mastercard');
    // Nothing anywhere in the sandbox's tables holds a full number.
    for (const table of [
      'sandbox_cards',
      'sandbox_intents',
      'sandbox_idempotency',
      'sandbox_customers',
    ]) {
      const rows = await t.db.query(`SELECT * FROM ${table}`);
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain('4242424242424242');
      expect(dump).not.toContain('5555555555554444');
      expect(dump).not.toMatch(/"cvc"/);
    }
  });

  it.each([
    ['a number that fails the Luhn check', card('4242424242424241'), cardTexts.numberInvalid],
    ['a short number', card('4242 4242'), cardTexts.numberIncomplete],
    [
      'an expiry in the past',
      card('4242424242424242', { expMonth: 10, expYear: 2026 }),
      cardTexts.expiryPast,
    ],
    ['month 13', card('4242424242424242', { expMonth: 13 }), cardTexts.expiryMonthInvalid],
    ['a two-digit CVC', card('4242424242424242', { cvc: '12' }), cardTexts.cvcIncomplete],
    ['a three-digit CVC on Amex', card('378282246310005', { cvc: '123' }), cardTexts.cvcIncomplete],
    ['letters in the CVC', card('4242424242424242', { cvc: '1a3' }), cardTexts.cvcInvalid],
  ])('refuses %s with Stripe’s words and keeps nothing', async (_label, body, message) => {
    const before = await t.db.query('SELECT id FROM sandbox_cards');
    const res = await t.call({ method: 'POST', url: '/api/sandbox/v1/tokens', payload: body });
    expect(res.statusCode).toBe(402);
    expect(res.body).toEqual({ status: 0, content: message });
    expect(await t.db.query('SELECT id FROM sandbox_cards')).toHaveLength(before.length);
  });

  it('answers 400 for a body that is not a card', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/sandbox/v1/tokens',
      payload: { card: { number: 4242 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
  });

  it('lets a token be used once', async () => {
    const cus = await customer();
    const tok = await tokenize('4242424242424242');
    await t.deps.payments.attachCard(cus, tok, 'attach-once-1');
    await expect(t.deps.payments.attachCard(cus, tok, 'attach-once-2')).rejects.toThrow(
      /more than once/,
    );
  });
});

describe('saving cards on a customer', () => {
  it('saves a good card and answers its payment method', async () => {
    const cus = await customer();
    const saved = await t.deps.payments.attachCard(
      cus,
      await tokenize('4242424242424242'),
      `attach-${cus}`,
    );
    expect(saved.paymentMethodId).toMatch(/^pm_/);
    expect(saved.card.last4).toBe('4242');
    const row = await t.db.query<{ customer_id: string }>(
      'SELECT customer_id FROM sandbox_cards WHERE id = $1',
      [saved.paymentMethodId],
    );
    expect(row[0]!.customer_id).toBe(cus);
  });

  it('refuses the declined test card with Stripe’s message', async () => {
    const cus = await customer();
    const err = await t.deps.payments
      .attachCard(cus, await tokenize('4000000000000002'), `attach-${cus}`)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CardError);
    expect((err as CardError).message).toBe('Your card was declined.');
    expect((err as CardError).declineCode).toBe('generic_decline');
  });

  it('saves the insufficient-funds card, whose charges then fail', async () => {
    const cus = await customer();
    const saved = await t.deps.payments.attachCard(
      cus,
      await tokenize('4000000000009995'),
      `attach-${cus}`,
    );
    const pi = await t.deps.payments.createPaymentIntent(
      {
        amount: 1999,
        customerId: cus,
        paymentMethodId: saved.paymentMethodId,
        confirm: true,
        offSession: true,
        description: 'renewal',
        metadata: {},
      },
      `charge-${cus}`,
    );
    expect(pi.status).toBe('requires_payment_method');
    expect(pi.lastError).toMatchObject({
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });
});

describe("one customer's card is not another's (as at Stripe)", () => {
  it('refuses to attach a card saved by one customer to another', async () => {
    const [ada, eve] = [await customer(), await customer()];
    const saved = await t.deps.payments.attachCard(
      ada,
      await tokenize('4242424242424242'),
      `attach-${ada}`,
    );
    await expect(
      t.deps.payments.attachCard(eve, saved.paymentMethodId, `attach-${eve}`),
    ).rejects.toThrow(/another customer|already been attached/);
    const row = await t.db.query<{ customer_id: string }>(
      'SELECT customer_id FROM sandbox_cards WHERE id = $1',
      [saved.paymentMethodId],
    );
    expect(row[0]!.customer_id).toBe(ada);
  });

  it('refuses a card already used once without being saved, by anyone', async () => {
    const [ada, eve] = [await customer(), await customer()];
    const pm = await tokenize('4242424242424242', 'payment_methods');
    const paid = await t.deps.payments.createPaymentIntent(
      {
        amount: 1500,
        customerId: ada,
        paymentMethodId: pm,
        confirm: true,
        description: 'x',
        metadata: {},
      },
      `pi-once-${ada}`,
    );
    expect(paid.status).toBe('succeeded');
    await expect(t.deps.payments.attachCard(eve, pm, `attach-spent-${eve}`)).rejects.toThrow(
      /may not be used again/,
    );
    await expect(
      t.deps.payments.createPaymentIntent(
        {
          amount: 1500,
          customerId: eve,
          paymentMethodId: pm,
          confirm: true,
          description: 'x',
          metadata: {},
        },
        `pi-again-${eve}`,
      ),
    ).rejects.toThrow(/may not be used again/);
  });

  it('gives a fresh card to exactly one of two customers attaching it at once', async () => {
    const [ada, eve] = [await customer(), await customer()];
    const pm = await tokenize('4242424242424242', 'payment_methods');
    const results = await Promise.allSettled([
      t.deps.payments.attachCard(ada, pm, `race-${ada}`),
      t.deps.payments.attachCard(eve, pm, `race-${eve}`),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it("refuses, through the API, a subscription paid with another member's saved card", async () => {
    const owner = await t.newUser();
    const ownerToken = await tokenize('4242424242424242');
    const bought = await t.call({
      method: 'POST',
      url: '/api/user/subscribe',
      token: owner.token,
      payload: { source: 'website', packageId: 'jetsweat_monthly', token: ownerToken },
    });
    expect(bought.statusCode).toBe(200);
    const [saved] = await t.db.query<{ payment_method_id: string }>(
      'SELECT payment_method_id FROM subscriptions WHERE user_id = $1',
      [owner.id],
    );
    const thief = await t.newUser();
    const res = await t.call({
      method: 'POST',
      url: '/api/user/subscribe',
      token: thief.token,
      payload: {
        source: 'website',
        packageId: 'jetsweat_monthly',
        token: saved!.payment_method_id,
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const theirs = await t.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [thief.id]);
    expect(theirs).toEqual([]);
  });
});

describe('payment intents', () => {
  it('charges a good card at once and answers a client secret', async () => {
    const cus = await customer();
    const saved = await t.deps.payments.attachCard(
      cus,
      await tokenize('4242424242424242'),
      `attach-${cus}`,
    );
    const pi = await t.deps.payments.createPaymentIntent(
      {
        amount: 23999,
        customerId: cus,
        paymentMethodId: saved.paymentMethodId,
        confirm: true,
        description: 'Annual plan',
        metadata: { userId: '9' },
      },
      `pi-${cus}`,
    );
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 23999,
      metadata: { userId: '9' },
      lastError: null,
    });
    expect(pi.id).toMatch(/^pi_/);
    expect(pi.clientSecret).toMatch(new RegExp(`^${pi.id}_secret_`));
    expect((await t.deps.payments.retrievePaymentIntent(pi.id)).status).toBe('succeeded');
  });

  it('answers the same intent for the same idempotency key, even twenty at once', async () => {
    const key = `same-key-${Math.random()}`;
    const create = () =>
      t.deps.payments.createPaymentIntent(
        { amount: 1000, description: 'class', metadata: {} },
        key,
      );
    const first = await create();
    const again = await Promise.all(Array.from({ length: 20 }, create));
    expect(new Set(again.map((p) => p.id))).toEqual(new Set([first.id]));
    const rows = await t.db.query(
      "SELECT id FROM sandbox_intents WHERE description = 'class' AND id = $1",
      [first.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('makes one intent when twenty requests with one key arrive together', async () => {
    const key = `race-${Math.random()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.deps.payments.createPaymentIntent({ amount: 1000, description: key, metadata: {} }, key),
      ),
    );
    const ids = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : [])));
    expect(ids.size).toBe(1);
    for (const r of results)
      if (r.status === 'rejected') expect(String(r.reason)).toMatch(/in-progress request/);
    expect(
      await t.db.query('SELECT id FROM sandbox_intents WHERE description = $1', [key]),
    ).toHaveLength(1);
  });

  it('refuses an amount under fifty cents', async () => {
    await expect(
      t.deps.payments.createPaymentIntent({ amount: 10, description: 'x', metadata: {} }, 'tiny'),
    ).rejects.toThrow(/at least \$0.50/);
  });

  it('asks for the buyer’s authentication with 4000 0027 6000 3184, then succeeds once confirmed', async () => {
    const pi = await t.deps.payments.createPaymentIntent(
      { amount: 1000, description: 'class', metadata: { liveClassId: '3' } },
      `auth-${Math.random()}`,
    );
    expect(pi.status).toBe('requires_payment_method');
    const pm = await tokenize('4000002760003184', 'payment_methods');
    const confirm = await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${pi.id}/confirm`,
      payload: { clientSecret: pi.clientSecret, paymentMethod: pm },
    });
    expect(confirm.body.content).toMatchObject({
      status: 'requires_action',
      nextAction: { type: 'authenticate' },
    });
    const done = await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${pi.id}/authenticate`,
      payload: { clientSecret: pi.clientSecret, outcome: 'complete' },
    });
    expect(done.body.content).toMatchObject({
      id: pi.id,
      status: 'succeeded',
      amount: 1000,
      nextAction: null,
    });
    expect(
      events.some((e) => e.type === 'payment_intent.succeeded' && e.intent?.id === pi.id),
    ).toBe(true);
    expect((await t.deps.payments.retrievePaymentIntent(pi.id)).status).toBe('succeeded');
    // A paid intent cannot be paid again.
    const twice = await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${pi.id}/confirm`,
      payload: { clientSecret: pi.clientSecret, paymentMethod: pm },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('fails the payment when the buyer fails the authentication', async () => {
    const pi = await t.deps.payments.createPaymentIntent(
      { amount: 1000, description: 'class', metadata: {} },
      `authfail-${Math.random()}`,
    );
    const pm = await tokenize('4000002760003184', 'payment_methods');
    await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${pi.id}/confirm`,
      payload: { clientSecret: pi.clientSecret, paymentMethod: pm },
    });
    const failed = await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${pi.id}/authenticate`,
      payload: { clientSecret: pi.clientSecret, outcome: 'fail' },
    });
    expect(failed.body.content).toMatchObject({
      status: 'requires_payment_method',
      lastError: { message: cardTexts.authenticationFailed },
    });
    expect(
      events.some((e) => e.type === 'payment_intent.payment_failed' && e.intent?.id === pi.id),
    ).toBe(true);
  });

  it('declines from the browser with Stripe’s message', async () => {
    const pi = await t.deps.payments.createPaymentIntent(
      { amount: 1000, description: 'class', metadata: {} },
      `decline-${Math.random()}`,
    );
    const tok = await tokenize('4000000000000002');
    const res = await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${pi.id}/confirm`,
      payload: { clientSecret: pi.clientSecret, paymentMethod: tok },
    });
    expect(res.body.content).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('shows an intent only to the holder of its client secret', async () => {
    const pi = await t.deps.payments.createPaymentIntent(
      { amount: 1000, description: 'class', metadata: {} },
      `secret-${Math.random()}`,
    );
    const wrong = await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${pi.id}/retrieve`,
      payload: { clientSecret: `${pi.id}_secret_guess` },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${pi.id}/retrieve`,
      payload: { clientSecret: pi.clientSecret },
    });
    expect(right.body.content).toMatchObject({
      id: pi.id,
      status: 'requires_payment_method',
      amount: 1000,
    });
    expect(right.body.content).not.toHaveProperty('metadata');
  });

  it('charges an authenticated card off-session later, but not one never authenticated', async () => {
    const cus = await customer();
    const saved = await t.deps.payments.attachCard(
      cus,
      await tokenize('4000002760003184'),
      `attach-${cus}`,
    );
    const offSession = (key: string) =>
      t.deps.payments.createPaymentIntent(
        {
          amount: 1999,
          customerId: cus,
          paymentMethodId: saved.paymentMethodId,
          confirm: true,
          offSession: true,
          description: 'renewal',
          metadata: {},
        },
        key,
      );
    const before = await offSession(`${cus}-1`);
    expect(before.lastError?.code).toBe('authentication_required');
    const setup = await t.deps.payments.createSetupIntent(
      { customerId: cus, paymentMethodId: saved.paymentMethodId, metadata: {} },
      `${cus}-setup`,
    );
    expect(setup.status).toBe('requires_action');
    await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${setup.id}/authenticate`,
      payload: { clientSecret: setup.clientSecret, outcome: 'complete' },
    });
    expect((await t.deps.payments.retrieveSetupIntent(setup.id)).status).toBe('succeeded');
    expect((await offSession(`${cus}-2`)).status).toBe('succeeded');
  });

  it('refunds a charge once, not more than was paid', async () => {
    const cus = await customer();
    const saved = await t.deps.payments.attachCard(
      cus,
      await tokenize('4242424242424242'),
      `attach-${cus}`,
    );
    const pi = await t.deps.payments.createPaymentIntent(
      {
        amount: 1500,
        customerId: cus,
        paymentMethodId: saved.paymentMethodId,
        confirm: true,
        description: 'x',
        metadata: {},
      },
      `refund-${cus}`,
    );
    const refund = await t.deps.payments.refund({ paymentIntentId: pi.id }, `refund-${pi.id}`);
    expect(refund).toMatchObject({ paymentIntentId: pi.id, amount: 1500, status: 'succeeded' });
    // The same key answers the same refund; a new one finds nothing left.
    expect((await t.deps.payments.refund({ paymentIntentId: pi.id }, `refund-${pi.id}`)).id).toBe(
      refund.id,
    );
    await expect(
      t.deps.payments.refund({ paymentIntentId: pi.id }, `refund-${pi.id}-again`),
    ).rejects.toThrow(/greater than unrefunded/);
  });
});

describe('POST /api/stripe/webhook in sandbox mode', () => {
  it('is refused: the sandbox delivers its events itself', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: { id: 'evt_1', type: 'payment_intent.succeeded' },
    });
    expect(res.statusCode).toBe(404);
    expect(await t.db.query('SELECT id FROM payment_events')).toHaveLength(0);
  });
});
