import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingTexts,
  cardTexts,
  paymentSourceSchema,
  subscriptionChangeSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  after,
  authenticate,
  bankStep,
  bought,
  cards,
  chargesFor,
  DAY,
  me,
  orBankStep,
  subscribe,
  subscribed,
  subscription,
  subscriptionRows,
  tokenFor,
} from '../../../../test/billing-kit.ts';
import { lifecycleTexts } from './lifecycle.ts';

let t: TestApp;
beforeAll(async () => {
  // The clock moves months ahead here; sessions must outlive it.
  t = await createTestApp({ env: { SESSION_DAYS: '365' } });
});
afterAll(() => t.close());

/** What the lifecycle calls answer (route-schemas.ts): the change, or update-card's bank step. */
const changeAnswerSchema = orBankStep(subscriptionChangeSchema);

const post = (token: string, action: string, payload?: unknown) =>
  t.call(
    {
      method: 'POST',
      url: `/api/user/subscription/${action}`,
      token,
      ...(payload ? { payload: payload as never } : {}),
    },
    changeAnswerSchema,
  );

/** The subscription as GET /api/user/subscription shows it (fails the test when there is none). */
async function current(token: string) {
  const sub = (await subscription(t, token)).subscription;
  expect(sub).not.toBeNull();
  return sub!;
}

async function subscriber(card: string = cards.ok, packageId = 'jetsweat_monthly') {
  const u = await t.newUser();
  const res = await subscribe(t, u.token, { packageId, token: await tokenFor(t, card) });
  subscribed(res);
  return u;
}

const active = async (token: string) => (await me(t, token)).subscription?.active;

// Each test moves the shared clock forward only; every subscription starts at the clock's now.
describe('the subscription lifecycle', () => {
  it('goes trial → active → renewed → cancelled at the period’s end', async () => {
    const u = await subscriber();
    const start = t.clock.now().getTime();
    expect((await current(u.token)).status).toBe('trialing');

    // Day 6: still in the trial, nothing charged.
    await after(t, 6 * DAY);
    expect(await chargesFor(t, u.id)).toHaveLength(0);

    // Day 7: the trial ends and the first month is charged.
    await after(t, 1 * DAY + 60_000);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 1999 }]);
    let sub = await current(u.token);
    expect(sub).toMatchObject({ status: 'active', trial: false, active: true });
    expect(new Date(sub.currentPeriodEnd!).getTime()).toBe(
      new Date(
        new Date(start + 7 * DAY).setUTCMonth(new Date(start + 7 * DAY).getUTCMonth() + 1),
      ).getTime(),
    );
    expect(t.mailer.to(u.email).at(-1)!.subject).toBe('Your JetSweat receipt');

    // Running the job again at the same moment charges nothing more.
    await after(t, 0);
    expect(await chargesFor(t, u.id)).toHaveLength(1);

    // A month later it renews.
    await after(t, 31 * DAY);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 1999 }, { amount: 1999 }]);

    // Cancelling keeps access until the period ends, and nothing more is charged.
    const cancel = await t.call(
      { method: 'DELETE', url: '/api/user/subscription', token: u.token },
      subscriptionChangeSchema,
    );
    expectOk(cancel);
    expect(cancel.body.content.subscriptionRecord).toMatchObject({
      cancelled: true,
      active: true,
      status: 'active',
      nextPayment: null,
    });
    expect(t.mailer.to(u.email).at(-1)!.subject).toBe('Your JetSweat subscription is cancelled');
    expect(await active(u.token)).toBe(true);
    await after(t, 32 * DAY);
    expect(await chargesFor(t, u.id)).toHaveLength(2);
    sub = await current(u.token);
    expect(sub).toMatchObject({ status: 'canceled', cancelled: true, active: false });
    expect(await active(u.token)).toBe(false);
    // Once over, the person may subscribe again.
    expect(
      (await subscribe(t, u.token, { packageId: 'jetsweat_yearly', token: await tokenFor(t) }))
        .statusCode,
    ).toBe(200);
  });

  it('ends a trial cancelled during the trial without charging', async () => {
    const u = await subscriber();
    const cancel = await post(u.token, 'cancel');
    expect(bought(cancel).subscriptionRecord).toMatchObject({
      trial: true,
      cancelled: true,
      active: true,
    });
    await after(t, 8 * DAY);
    expect(await chargesFor(t, u.id)).toHaveLength(0);
    expect((await current(u.token)).status).toBe('canceled');
  });

  it('undoes a cancellation before the period ends, and renews as before', async () => {
    const u = await subscriber();
    await post(u.token, 'cancel');
    const undo = await post(u.token, 'un-cancel');
    expect(bought(undo)).toMatchObject({
      success: true,
      subscriptionRecord: { cancelled: false, nextPayment: { amountCents: 1999 } },
    });
    const again = await post(u.token, 'un-cancel');
    expect(again.statusCode).toBe(400);
    expect(again.body.content).toBe(lifecycleTexts.notCancelled);
    await after(t, 8 * DAY);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 1999 }]);
  });

  it('is not entitled while paused, and gets the time that was left back on resuming', async () => {
    const u = await subscriber();
    await after(t, 2 * DAY);
    const pause = await post(u.token, 'pause');
    expect(bought(pause).subscriptionRecord).toMatchObject({
      paused: true,
      active: false,
      status: 'paused',
      trial: true,
      nextPayment: null,
    });
    expect(await active(u.token)).toBe(false);
    expect((await post(u.token, 'pause')).body.content).toBe(lifecycleTexts.alreadyPaused);

    // Ten days paused: the trial would have ended, but nothing happens while paused.
    await after(t, 10 * DAY);
    expect(await chargesFor(t, u.id)).toHaveLength(0);

    const resume = await post(u.token, 'un-pause');
    const resumed = bought(resume).subscriptionRecord;
    expect(resumed).toMatchObject({ status: 'trialing', active: true });
    const left = new Date(resumed.trialEnd!).getTime() - t.clock.now().getTime();
    expect(left).toBe(5 * DAY);
    expect((await post(u.token, 'un-pause')).body.content).toBe(lifecycleTexts.notPaused);
    await after(t, 5 * DAY + 1000);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 1999 }]);
  });

  it('leaves a failed renewal unentitled and past due, retries, and ends it after the last try', async () => {
    const u = await subscriber(cards.insufficientFunds);
    await after(t, 7 * DAY + 1000);
    expect(await chargesFor(t, u.id)).toHaveLength(0);
    const summary = await subscription(t, u.token);
    expect(summary).toMatchObject({
      active: false,
      subscription: {
        status: 'past_due',
        active: false,
        lastPaymentError: cardTexts.insufficientFunds,
      },
    });
    const mail = t.mailer.to(u.email).at(-1)!;
    expect(mail.subject).toBe('Your JetSweat payment did not go through');
    expect(mail.text).toContain(cardTexts.insufficientFunds);
    const tries = () =>
      t.db.query<{ status: string }>(
        "SELECT status FROM payments WHERE user_id = $1 AND purpose = 'subscription'",
        [u.id],
      );
    expect((await tries()).map((r) => r.status)).toEqual(['failed']);

    // Retries after 1, 3 and 5 more days, then the subscription ends.
    await after(t, 1 * DAY);
    await after(t, 3 * DAY);
    expect((await tries()).map((r) => r.status)).toEqual(['failed', 'failed', 'failed']);
    expect((await current(u.token)).status).toBe('past_due');
    await after(t, 5 * DAY);
    expect(await current(u.token)).toMatchObject({ status: 'canceled', active: false });
    expect(await tries()).toHaveLength(4);
    expect(await subscriptionRows(t, u.id)).toMatchObject([{ end_reason: 'payment_failed' }]);
  });

  it('charges a past-due subscription again at once when the card is changed', async () => {
    const u = await subscriber(cards.chargeDeclined);
    await after(t, 7 * DAY + 1000);
    expect((await current(u.token)).status).toBe('past_due');
    const declined = await post(u.token, 'update-card', {
      token: await tokenFor(t, cards.declined),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body.content).toBe(cardTexts.declined);
    const res = await post(u.token, 'update-card', {
      token: await tokenFor(t, '5555555555554444'),
    });
    expect(bought(res).subscriptionRecord).toMatchObject({
      status: 'active',
      active: true,
      card: { brand: 'mastercard', last4: '4444' },
      lastPaymentError: null,
    });
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 1999 }]);
    expect(await active(u.token)).toBe(true);
    const source = await t.call(
      { method: 'GET', url: '/api/user/subscription/payment-source', token: u.token },
      paymentSourceSchema,
    );
    expectOk(source);
    expect(source.body.content).toEqual({ card: { brand: 'mastercard', last4: '4444' } });
  });

  it('asks for authentication when the new card’s bank wants it', async () => {
    const u = await subscriber();
    const first = await post(u.token, 'update-card', {
      token: await tokenFor(t, cards.authenticate),
    });
    const secret = bankStep(first).clientSecret;
    await authenticate(t, secret);
    const done = await post(u.token, 'update-card', { setupIntentId: secret.split('_secret_')[0] });
    expect(bought(done).subscriptionRecord.card).toEqual({ brand: 'visa', last4: '3184' });
    // Renewals then charge the authenticated card without the buyer.
    await after(t, 7 * DAY + 1000);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 1999 }]);
  });

  it('ends a paused subscription at once when it is cancelled', async () => {
    const u = await subscriber();
    await post(u.token, 'pause');
    const cancel = await post(u.token, 'cancel');
    expect(bought(cancel).subscriptionRecord).toMatchObject({
      status: 'canceled',
      active: false,
    });
    expect(t.mailer.to(u.email).at(-1)!.text).toContain('you will not be charged again');
  });

  it('answers 404 to every change for a person without a subscription', async () => {
    const u = await t.newUser();
    for (const action of ['cancel', 'un-cancel', 'pause', 'un-pause']) {
      const res = await post(u.token, action);
      expect(res.statusCode).toBe(404);
      expect(res.body.content).toBe(billingTexts.noSubscription);
    }
    expect(
      (await t.call({ method: 'DELETE', url: '/api/user/subscription', token: u.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/user/subscription/payment-source',
          token: u.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets no one else read or change a subscription', async () => {
    const owner = await subscriber();
    const other = await t.newUser();
    const before = await subscriptionRows(t, owner.id);
    expect(await subscription(t, other.token)).toMatchObject({ active: false, subscription: null });
    for (const action of ['cancel', 'pause'])
      expect((await post(other.token, action)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/user/subscription', token: other.token }))
        .statusCode,
    ).toBe(404);
    expect((await post(other.token, 'update-card', { token: await tokenFor(t) })).statusCode).toBe(
      404,
    );
    for (const action of ['cancel', 'pause', 'un-pause', 'un-cancel', 'update-card']) {
      expect(
        (await post('not-a-real-session-token-at-all', action, { token: 'tok_x' })).statusCode,
      ).toBe(401);
    }
    expect((await t.call({ method: 'GET', url: '/api/user/subscription' })).statusCode).toBe(401);
    expect(await subscriptionRows(t, owner.id)).toEqual(before);
  });
});
