import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingTexts,
  dayPassViewSchema,
  liveClassPaymentIntentAnswerSchema,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  bought,
  chargesFor,
  orBankStep,
  subscribe,
  subscribed,
  subscriptionRows,
  tokenFor,
} from '../../../../test/billing-kit.ts';
import {
  insertClass,
  NORTHLOOP_ID,
  seatsOf,
  seatsTaken,
} from '../../../../test/schedule-fixtures.ts';
import { IN_FLIGHT_MS } from './claim-timings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

type GatewayCalls = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** The gateway cannot be reached for the next call of `method` (a timeout, a dropped line). */
function unreachableOnce(method: 'createPaymentIntent' | 'createSetupIntent') {
  const gateway = t.deps.payments as unknown as GatewayCalls;
  const real = gateway[method]!;
  gateway[method] = async () => {
    gateway[method] = real;
    throw new Error('connect ETIMEDOUT');
  };
}

const buyDayPass = (token: string, card: string) =>
  t.call(
    {
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token,
      payload: { source: 'website', token: card, passDate: '2026-11-21' },
    },
    orBankStep(dayPassViewSchema),
  );

describe('the purchase flow when the gateway cannot be reached', () => {
  it('keeps a day pass claim, refuses a second attempt meanwhile, and charges once on the retry', async () => {
    const u = await t.newUser();
    const card = await tokenFor(t);
    unreachableOnce('createPaymentIntent');
    expect((await buyDayPass(u.token, card)).statusCode).toBe(500);
    const claimed = await t.db.query<{ status: string }>(
      'SELECT status FROM day_passes WHERE user_id = $1',
      [u.id],
    );
    expect(claimed).toEqual([{ status: 'pending' }]);

    const meanwhile = await buyDayPass(u.token, card);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.body.content).toBe(billingTexts.purchaseInProgress);

    t.clock.advance(IN_FLIGHT_MS + 1000);
    const retry = await buyDayPass(u.token, card);
    expect(bought(retry).status).toBe('paid');
    expect(await chargesFor(t, u.id)).toHaveLength(1);
  });

  it('keeps a subscription claim, and the same purchase again starts the trial with the saved card', async () => {
    const u = await t.newUser();
    const card = await tokenFor(t);
    unreachableOnce('createSetupIntent');
    const first = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token: card });
    expect(first.statusCode).toBe(500);
    expect((await subscriptionRows(t, u.id)).map((r) => r.status)).toEqual(['incomplete']);

    t.clock.advance(IN_FLIGHT_MS + 1000);
    const retry = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token: card });
    subscribed(retry);
    const rows = await subscriptionRows(t, u.id);
    expect(rows.map((r) => [r.status, r.card_last4])).toEqual([['trialing', '4242']]);
    expect(await chargesFor(t, u.id)).toHaveLength(0);
  });

  it('gives back the seat a live class held when its intent could not be made, and holds it again on the retry', async () => {
    const u = await t.newUser();
    const id = await insertClass(t, { priceCents: 1500 });
    const start = () =>
      t.call(
        {
          method: 'POST',
          url: '/api/liveclass/upcoming/payment-intent',
          token: u.token,
          payload: { amount: 1500, studioId: NORTHLOOP_ID, liveClassId: id, coupon: null },
        },
        liveClassPaymentIntentAnswerSchema,
      );
    unreachableOnce('createPaymentIntent');
    expect((await start()).statusCode).toBe(500);
    expect(await seatsOf(t, id)).toEqual([]);
    expect(await seatsTaken(t, id)).toBe(0);

    const retry = await start();
    expect(retry.statusCode).toBe(200);
    expect(await seatsOf(t, id)).toMatchObject([{ user_id: u.id, state: 'held' }]);
    expect(await seatsTaken(t, id)).toBe(1);
  });
});
