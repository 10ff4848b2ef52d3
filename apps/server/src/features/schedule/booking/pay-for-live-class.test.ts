import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardObjectSchema,
  LIVE_CLASS_HOLD_MINUTES,
  liveClassConfirmationAnswerSchema,
  liveClassPaymentIntentAnswerSchema,
  promoResultSchema,
  publicIntentSchema,
  purchasedAnswerSchema,
  scheduleTexts,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { eventsOf } from '../../../../test/product-events-kit.ts';
import {
  insertClass,
  newStaff,
  NORTHLOOP_ID,
  onNorthloop,
  seatsOf,
  seatsTaken,
  workoutsOf,
} from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const intentFor = (
  token: string,
  classId: number,
  amount: number,
  extra: Record<string, unknown> = {},
) =>
  t.call(
    {
      method: 'POST',
      url: '/api/liveclass/upcoming/payment-intent',
      token,
      payload: { amount, studioId: NORTHLOOP_ID, liveClassId: classId, coupon: null, ...extra },
    },
    liveClassPaymentIntentAnswerSchema,
  );

/** The intent for a held seat: fails the test unless the payment-intent call succeeded. */
async function heldIntent(
  token: string,
  classId: number,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const res = await intentFor(token, classId, amount, extra);
  expectOk(res);
  return res.body.content;
}

const confirm = (
  token: string,
  classId: number,
  paymentIntentId: string | null,
  amount: number,
  extra: Record<string, unknown> = {},
) =>
  t.call(
    {
      method: 'POST',
      url: `/api/liveclass/upcoming/${classId}/confirmation`,
      token,
      payload: { amount, studioId: NORTHLOOP_ID, paymentIntentId, promo: null, ...extra },
    },
    liveClassConfirmationAnswerSchema,
  );

/** Pays an intent the way the browser does in sandbox mode: a payment method, then confirm. */
async function pay(clientSecret: string, number = GOOD_CARD) {
  const pm = await t.call(
    {
      method: 'POST',
      url: '/api/sandbox/v1/payment_methods',
      payload: { card: { number, expMonth: 12, expYear: 2031, cvc: '123', name: 'Test Person' } },
    },
    cardObjectSchema,
  );
  expectOk(pm);
  const id = clientSecret.split('_secret_')[0];
  return t.call(
    {
      method: 'POST',
      url: `/api/sandbox/v1/intents/${id}/confirm`,
      payload: { clientSecret, paymentMethod: pm.body.content.id },
    },
    publicIntentSchema,
  );
}

/** Money actually taken for a class: succeeded charges less refunds. */
async function chargesFor(classId: number) {
  return t.db.query<{ id: string; amount: number; amount_refunded: number }>(
    `SELECT id, amount, amount_refunded FROM sandbox_intents
     WHERE kind = 'payment' AND status = 'succeeded' AND metadata->>'liveClassId' = $1 ORDER BY created_at`,
    [String(classId)],
  );
}

describe('POST /api/liveclass/upcoming/payment-intent', () => {
  it('needs a login', async () => {
    const id = await insertClass(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/liveclass/upcoming/payment-intent',
      payload: { amount: 1500, studioId: NORTHLOOP_ID, liveClassId: id },
    });
    expectFailure(res, 401);
    expect(await seatsOf(t, id)).toEqual([]);
  });

  it('holds a seat and answers a client secret for the price in cents', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 1500 });
    const res = await intentFor(person.token, id, 1500);
    expectOk(res);
    expect(res.body.content).toMatchObject({
      amount: 1500,
      id: expect.stringMatching(/^pi_/),
      client_secret: expect.stringContaining('_secret_'),
    });
    expect(await seatsOf(t, id)).toEqual([
      {
        user_id: person.id,
        state: 'held',
        paid_with: null,
        amount_cents: 1500,
        payment_intent_id: res.body.content.id,
      },
    ]);
    expect(await seatsTaken(t, id)).toBe(1);
    expect(await chargesFor(id)).toEqual([]);
  });

  it('charges the $10 default for a class without a price', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: null });
    expect((await intentFor(person.token, id, 1500)).body).toEqual({
      status: 0,
      content: scheduleTexts.wrongAmount,
    });
    const res = await intentFor(person.token, id, 1000);
    expectOk(res);
    expect(res.body.content.amount).toBe(1000);
  });

  it('answers the same intent to a repeated request and holds one seat', async () => {
    const person = await t.newUser();
    const id = await insertClass(t);
    const first = await intentFor(person.token, id, 1500);
    const second = await intentFor(person.token, id, 1500);
    expectOk(first);
    expectOk(second);
    expect(second.body.content.id).toBe(first.body.content.id);
    expect(await seatsOf(t, id)).toHaveLength(1);
    expect(await seatsTaken(t, id)).toBe(1);
  });

  it.each([
    ['a price that is not the class price', { amount: 999 }, 400, scheduleTexts.wrongAmount],
    [
      'an amount in dollars rather than cents',
      { amount: 15.5 },
      400,
      'The amount must be a whole number of cents.',
    ],
    ['a class of another studio', { studioId: 418 }, 400, scheduleTexts.wrongStudio],
    ['an unknown class', { liveClassId: 987654 }, 404, scheduleTexts.classNotFound],
    ['a promo code we do not have', { coupon: 'NOPE' }, 404, "No such coupon: 'NOPE'"],
  ])('refuses %s and holds nothing', async (_label, change, status, message) => {
    const person = await t.newUser();
    const id = await insertClass(t);
    const res = await intentFor(person.token, id, 1500, change);
    expect(res.statusCode).toBe(status);
    expect(res.body).toMatchObject({ status: 0, content: message });
    expect(await seatsOf(t, id)).toEqual([]);
  });

  it('refuses a class that has ended, one already booked, and a subscriber whose plan includes it', async () => {
    const person = await t.newUser();
    const started = await insertClass(t, { startsInHours: -1 });
    expect((await intentFor(person.token, started, 1500)).body.content).toBe(
      scheduleTexts.bookingClosed,
    );

    // Staff book a studio's classes without paying on its own site, and pay elsewhere.
    const customer = await newStaff(t);
    const id = await insertClass(t);
    const included = await t.call({
      method: 'POST',
      url: '/api/liveclass/upcoming/payment-intent',
      token: customer.token,
      headers: onNorthloop,
      payload: { amount: 1500, studioId: NORTHLOOP_ID, liveClassId: id },
    });
    expectFailure(included, 409);
    expect(included.body.content).toBe(scheduleTexts.includedInPlan);
    await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: customer.token,
      headers: onNorthloop,
      payload: { liveClassId: id, videoId: null },
    });
    // On the main site the same person would pay, but the class is theirs already.
    const again = await intentFor(customer.token, id, 1500);
    expectFailure(again, 409);
    expect(again.body.content).toBe(scheduleTexts.alreadyRegistered);
    expect(await chargesFor(id)).toEqual([]);
  });

  it('refuses a free class: there is nothing to pay', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 0 });
    const res = await intentFor(person.token, id, 0);
    expectFailure(res, 400);
    expect(res.body.content).toBe(scheduleTexts.noPaymentNeeded);
  });
});

describe('POST /api/liveclass/upcoming/{liveClassId}/confirmation', () => {
  it('books a paid class once: seat, schedule, purchased list, one charge', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 1250, title: 'Paid class' });
    const intent = await heldIntent(person.token, id, 1250);
    const paid = await pay(intent.client_secret);
    expectOk(paid);
    expect(paid.body.content.status).toBe('succeeded');

    const res = await confirm(person.token, id, intent.id, 1250);
    expectOk(res);
    expect(res.body.content).toMatchObject({
      booking: { liveClassId: id, amount: 1250, paidWith: 'card', promo: null },
      liveClass: { id, title: 'Paid class', price: 12.5 },
      workoutId: expect.any(Number),
    });
    expect(await seatsOf(t, id)).toEqual([
      {
        user_id: person.id,
        state: 'booked',
        paid_with: 'card',
        amount_cents: 1250,
        payment_intent_id: intent.id,
      },
    ]);
    expect(await workoutsOf(t, person.id)).toMatchObject([
      { live_class_id: id, status: 'scheduled' },
    ]);
    const purchased = await t.call(
      { method: 'GET', url: '/api/liveclass/purchased', token: person.token },
      purchasedAnswerSchema,
    );
    expectOk(purchased);
    expect(purchased.body.content.purchased.map((c) => c.id)).toEqual([id]);
    expect(await chargesFor(id)).toEqual([{ id: intent.id, amount: 1250, amount_refunded: 0 }]);
    const mails = t.mailer.to(person.email);
    expect(mails).toHaveLength(1);
    // 48 hours after the test clock's 15:00 UTC on Friday, November 20.
    expect(mails[0]!.subject).toBe("You're booked: Paid class, Sunday, November 22 at 10:00 AM ET");
    expect(mails[0]!.text).toContain(`Paid $12.50. ${scheduleTexts.cancelPolicy}`);
    expect(mails[0]!.text).toContain(`/newplatform/live/upcoming/${id}`);
  });

  it('books on the payment alone, when the browser never comes back to confirm', async () => {
    const person = await t.newUser();
    const id = await insertClass(t);
    const intent = await heldIntent(person.token, id, 1500);
    await pay(intent.client_secret);
    expect(await seatsOf(t, id)).toMatchObject([
      { user_id: person.id, state: 'booked', paid_with: 'card' },
    ]);
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
  });

  it('books once however often, and however simultaneously, the same payment is confirmed', async () => {
    const person = await t.newUser();
    const id = await insertClass(t);
    const intent = await heldIntent(person.token, id, 1500);
    await pay(intent.client_secret);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => confirm(person.token, id, intent.id, 1500)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const workoutIds = results.map((r) => {
      expectOk(r);
      return r.body.content.workoutId;
    });
    expect(new Set(workoutIds).size).toBe(1);
    expect(await seatsOf(t, id)).toHaveLength(1);
    expect(await seatsTaken(t, id)).toBe(1);
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
    expect(await chargesFor(id)).toHaveLength(1);
    expect(t.mailer.to(person.email)).toHaveLength(1);
  });

  it('books nothing when the card is declined', async () => {
    const person = await t.newUser();
    const id = await insertClass(t);
    const intent = await heldIntent(person.token, id, 1500);
    const paid = await pay(intent.client_secret, DECLINED_CARD);
    expectOk(paid);
    expect(paid.body.content).toMatchObject({
      status: 'requires_payment_method',
      lastError: { message: 'Your card was declined.' },
    });
    const res = await confirm(person.token, id, intent.id, 1500);
    expectFailure(res, 402);
    expect(res.body).toEqual({ status: 0, content: scheduleTexts.paymentNotComplete });
    expect(await seatsOf(t, id)).toMatchObject([{ state: 'held' }]);
    expect(await workoutsOf(t, person.id)).toEqual([]);
    expect(await chargesFor(id)).toEqual([]);
    // The same seat can still be paid with another card.
    await pay(intent.client_secret);
    expect((await confirm(person.token, id, intent.id, 1500)).statusCode).toBe(200);
  });

  it("refuses someone else's payment, and books nothing for the one who tried", async () => {
    const owner = await t.newUser();
    const thief = await t.newUser();
    const id = await insertClass(t);
    const intent = await heldIntent(owner.token, id, 1500);
    await pay(intent.client_secret);
    const res = await confirm(thief.token, id, intent.id, 1500);
    expectFailure(res, 403);
    expect(res.body.content).toBe(scheduleTexts.intentNotYours);
    expect((await seatsOf(t, id)).map((s) => s.user_id)).toEqual([owner.id]);
    expect(await workoutsOf(t, thief.id)).toEqual([]);
  });

  it('refuses a payment made for another class, an unknown payment and a mismatched class id', async () => {
    const person = await t.newUser();
    const paidFor = await insertClass(t);
    const other = await insertClass(t);
    const intent = await heldIntent(person.token, paidFor, 1500);
    await pay(intent.client_secret);
    const wrong = await confirm(person.token, other, intent.id, 1500);
    expectFailure(wrong, 400);
    expect(wrong.body.content).toBe(scheduleTexts.intentOtherClass);
    const unknown = await confirm(person.token, other, 'pi_doesnotexist', 1500);
    expectFailure(unknown, 404);
    expect(unknown.body.content).toBe(scheduleTexts.paymentNotFound);
    const mismatch = await confirm(person.token, paidFor, intent.id, 1500, { liveClassId: other });
    expectFailure(mismatch, 400);
    expect(await seatsOf(t, other)).toEqual([]);
  });

  it('refunds a payment whose held seat was given to someone else after the hold ran out', async () => {
    const slow = await t.newUser();
    const quick = await t.newUser();
    const id = await insertClass(t, { personal: true, priceCents: 3500 });
    const slowIntent = await heldIntent(slow.token, id, 3500);
    expect((await intentFor(quick.token, id, 3500)).body.content).toBe(scheduleTexts.classFull);

    t.clock.advance((LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
    try {
      const quickIntent = await heldIntent(quick.token, id, 3500);
      await pay(quickIntent.client_secret);
      // The slow payer's browser still has the old intent and pays it.
      await pay(slowIntent.client_secret);
      const res = await confirm(slow.token, id, slowIntent.id, 3500);
      expectFailure(res, 409);
      expect(res.body.content).toBe(scheduleTexts.classFullRefunded);
      expect(await seatsOf(t, id)).toMatchObject([{ user_id: quick.id, state: 'booked' }]);
      expect(await workoutsOf(t, slow.id)).toEqual([]);
      const charges = await chargesFor(id);
      expect(charges.find((c) => c.id === slowIntent.id)).toMatchObject({
        amount: 3500,
        amount_refunded: 3500,
      });
      expect(charges.filter((c) => c.amount_refunded === 0)).toEqual([
        { id: quickIntent.id, amount: 3500, amount_refunded: 0 },
      ]);
      // Asked again, the answer is the same and no second refund is made.
      expect((await confirm(slow.token, id, slowIntent.id, 3500)).body.content).toBe(
        scheduleTexts.classFullRefunded,
      );
      const refunds = await t.db.query(
        'SELECT id FROM sandbox_refunds WHERE payment_intent_id = $1',
        [slowIntent.id],
      );
      expect(refunds).toHaveLength(1);
    } finally {
      t.clock.advance(-(LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
    }
  });

  it('tries a refund again when the gateway fails it, and refunds only once', async () => {
    const slow = await t.newUser();
    const quick = await t.newUser();
    const id = await insertClass(t, { personal: true, priceCents: 2500 });
    const slowIntent = await heldIntent(slow.token, id, 2500);
    const gateway = t.deps.payments;
    const realRefund = gateway.refund.bind(gateway);
    let failuresLeft = 1;
    gateway.refund = async (p, key) => {
      if (failuresLeft-- > 0) throw new Error('the gateway is down');
      return realRefund(p, key);
    };
    t.clock.advance((LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
    try {
      const quickIntent = await heldIntent(quick.token, id, 2500);
      await pay(quickIntent.client_secret);
      // The gateway's payment event tries the refund first, and the gateway fails it.
      await pay(slowIntent.client_secret);
      expect(failuresLeft).toBe(0);
      expect((await chargesFor(id)).find((c) => c.id === slowIntent.id)).toMatchObject({
        amount_refunded: 0,
      });
      // The browser's confirmation comes next and tries again.
      const again = await confirm(slow.token, id, slowIntent.id, 2500);
      expectFailure(again, 409);
      expect(again.body.content).toBe(scheduleTexts.classFullRefunded);
      expect((await chargesFor(id)).find((c) => c.id === slowIntent.id)).toMatchObject({
        amount: 2500,
        amount_refunded: 2500,
      });
      const refunds = await t.db.query(
        'SELECT id FROM sandbox_refunds WHERE payment_intent_id = $1',
        [slowIntent.id],
      );
      expect(refunds).toHaveLength(1);
      expect(await seatsOf(t, id)).toMatchObject([{ user_id: quick.id, state: 'booked' }]);
    } finally {
      gateway.refund = realRefund;
      t.clock.advance(-(LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
    }
  });

  // Its setup signs up 50 people and asks 50 payment intents through the API: on a busy two-core
  // machine that alone can pass the default 30 s.
  it('gives a one-seat class to one of 50 people paying at once: one booking, one charge', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => t.newUser()));
    const id = await insertClass(t, { personal: true, priceCents: 4000 });
    const intents = await Promise.all(people.map((p) => intentFor(p.token, id, 4000)));
    const winners = intents
      .map((r, i) => ({ r, p: people[i]! }))
      .filter(({ r }) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(
      intents.filter((r) => r.statusCode === 409 && r.body.content === scheduleTexts.classFull),
    ).toHaveLength(49);

    // Everyone who got an intent pays and confirms, each twice at once (a double click).
    const { r, p } = winners[0]!;
    expectOk(r);
    await pay(r.body.content.client_secret);
    const confirmations = await Promise.all([
      confirm(p.token, id, r.body.content.id, 4000),
      confirm(p.token, id, r.body.content.id, 4000),
    ]);
    expect(confirmations.map((c) => c.statusCode)).toEqual([200, 200]);

    expect(await seatsOf(t, id)).toMatchObject([
      { user_id: p.id, state: 'booked', paid_with: 'card', amount_cents: 4000 },
    ]);
    expect(await seatsTaken(t, id)).toBe(1);
    expect(await chargesFor(id)).toEqual([
      { id: r.body.content.id, amount: 4000, amount_refunded: 0 },
    ]);
    expect(await eventsOf(t, p.id)).toEqual([
      {
        name: 'purchase',
        properties: { product: 'liveclass', liveClassId: id, amountCents: 4000, currency: 'usd' },
      },
    ]);
    const workouts = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM workouts WHERE live_class_id = $1',
      [id],
    );
    expect(workouts[0]!.n).toBe(1);
  }, 120_000);

  it('books a free class without a card, once', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 0 });
    const [a, b] = await Promise.all([
      confirm(person.token, id, null, 0),
      confirm(person.token, id, null, 0),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expectOk(a);
    expect(a.body.content.booking).toMatchObject({ amount: 0, paidWith: 'free', promo: null });
    expect(await seatsOf(t, id)).toHaveLength(1);
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
  });

  it('refuses the free path for a class that costs money, and books nothing', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 1500 });
    const res = await confirm(person.token, id, null, 0);
    expectFailure(res, 402);
    expect(res.body.content).toBe(scheduleTexts.notFree);
    expect(await seatsOf(t, id)).toEqual([]);
  });

  it('needs a login and a valid body', async () => {
    const id = await insertClass(t);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/liveclass/upcoming/${id}/confirmation`,
          payload: { amount: 0, studioId: NORTHLOOP_ID, paymentIntentId: null },
        })
      ).statusCode,
    ).toBe(401);
    const person = await t.newUser();
    const bad = await t.call({
      method: 'POST',
      url: `/api/liveclass/upcoming/${id}/confirmation`,
      token: person.token,
      payload: { amount: -5, studioId: NORTHLOOP_ID, paymentIntentId: null },
    });
    expectFailure(bad, 400);
    expect(bad.body.content).toBe('The amount cannot be negative.');
    expect(await seatsOf(t, id)).toEqual([]);
  });
});

describe('promo codes on a live class', () => {
  const verify = (token: string, promo: string, amount: number) =>
    t.call(
      {
        method: 'POST',
        url: '/api/basic/verifyPromo',
        token,
        payload: { promo, amount, purpose: 'liveclass' },
      },
      promoResultSchema,
    );
  const redemptions = (userId: number) =>
    t.db.query<{ code: string; reference: string }>(
      'SELECT c.code, r.reference FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id WHERE r.user_id = $1',
      [userId],
    );

  it('books a class made free by a coupon without a card, and spends the coupon once', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 1500 });
    const quote = await verify(person.token, 'freeclass', 1500);
    expectOk(quote);
    expect(quote.body.content).toMatchObject({ code: 'FREECLASS', newAmount: 0 });

    const [a, b] = await Promise.all([
      confirm(person.token, id, null, 0, { promo: 'freeclass' }),
      confirm(person.token, id, null, 0, { promo: 'freeclass' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expectOk(a);
    expect(a.body.content.booking).toMatchObject({
      amount: 0,
      paidWith: 'coupon',
      promo: 'FREECLASS',
    });
    expect(await seatsOf(t, id)).toMatchObject([
      { user_id: person.id, state: 'booked', paid_with: 'coupon', amount_cents: 0 },
    ]);
    expect(await redemptions(person.id)).toEqual([
      { code: 'FREECLASS', reference: `liveclass:${id}` },
    ]);
    expect(await chargesFor(id)).toEqual([]);
    expect(t.mailer.to(person.email).at(-1)!.text).toContain('Free with FREECLASS.');

    // The same person cannot use it for a second class; nothing is booked.
    const other = await insertClass(t, { priceCents: 1500 });
    const again = await confirm(person.token, other, null, 0, { promo: 'FREECLASS' });
    expectFailure(again, 400);
    expect(again.body.content).toBe('You have already used this promo code.');
    expect(await seatsOf(t, other)).toEqual([]);
  });

  it('charges the discounted price in cents and records the coupon with the booking', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 1500 });
    expect((await intentFor(person.token, id, 1500, { coupon: 'TAKE5' })).body.content).toBe(
      scheduleTexts.wrongAmount,
    );
    const intent = await heldIntent(person.token, id, 1000, { coupon: 'TAKE5' });
    expect(intent.amount).toBe(1000);
    await pay(intent.client_secret);
    const res = await confirm(person.token, id, intent.id, 1000, { promo: 'TAKE5' });
    expectOk(res);
    expect(res.body.content.booking).toMatchObject({
      amount: 1000,
      paidWith: 'card',
      promo: 'TAKE5',
    });
    expect(await chargesFor(id)).toMatchObject([{ amount: 1000, amount_refunded: 0 }]);
    expect(await redemptions(person.id)).toEqual([{ code: 'TAKE5', reference: `liveclass:${id}` }]);
  });

  it('refuses the card path for a coupon that makes the class free, and the free path with a price left', async () => {
    const person = await t.newUser();
    const id = await insertClass(t, { priceCents: 1500 });
    const intent = await intentFor(person.token, id, 0, { coupon: 'FREECLASS' });
    expectFailure(intent, 400);
    expect(intent.body.content).toBe(scheduleTexts.noPaymentNeeded);
    const partly = await confirm(person.token, id, null, 0, { promo: 'TAKE5' });
    expectFailure(partly, 402);
    expect(partly.body.content).toBe(scheduleTexts.notFree);
    expect(await seatsOf(t, id)).toEqual([]);
    expect(await redemptions(person.id)).toEqual([]);
  });
});
