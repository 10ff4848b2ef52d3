// A renewal races the subscriber: they pause or cancel while its charge is at the gateway. The
// renewal's outcome is then left out (the purchase machine has no move from paused or canceled to
// active or past due), and the billing pass goes on rather than failing on it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  cards,
  DAY,
  subscribe,
  subscribed,
  subscriptionRows,
  tokenFor,
} from '../../../../test/billing-kit.ts';
import { runBillingJobs } from '../billing-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_DAYS: '365' } });
});
afterAll(() => t.close());

const post = (token: string, action: string) =>
  t.call({ method: 'POST', url: `/api/user/subscription/${action}`, token });

/** The next charge asked of the gateway first lets the subscriber do `meanwhile`. */
function whileCharging(meanwhile: () => Promise<unknown>): void {
  const gateway = t.deps.payments;
  const real = gateway.createPaymentIntent.bind(gateway);
  gateway.createPaymentIntent = async (...args) => {
    gateway.createPaymentIntent = real;
    await meanwhile();
    return real(...args);
  };
}

async function subscriber(card: string) {
  const u = await t.newUser();
  const res = await subscribe(t, u.token, {
    packageId: 'jetsweat_monthly',
    token: await tokenFor(t, card),
  });
  subscribed(res);
  return u;
}

it('leaves a past-due subscription cancelled while its retry was refused', async () => {
  const u = await subscriber(cards.chargeDeclined);
  t.clock.advance(8 * DAY);
  await runBillingJobs(t.services.billing);
  expect((await subscriptionRows(t, u.id)).map((r) => r.status)).toEqual(['past_due']);

  t.clock.advance(DAY + 60_000);
  whileCharging(async () => expect((await post(u.token, 'cancel')).statusCode).toBe(200));
  await runBillingJobs(t.services.billing);
  const [row] = await t.db.query<{ status: string; end_reason: string; renewal_attempts: number }>(
    'SELECT status, end_reason, renewal_attempts FROM subscriptions WHERE user_id = $1',
    [u.id],
  );
  expect(row).toEqual({ status: 'canceled', end_reason: 'cancelled', renewal_attempts: 1 });
});

it('leaves a subscription paused while its renewal was paid, the payment in the ledger', async () => {
  const u = await subscriber(cards.ok);
  t.clock.advance(8 * DAY);
  whileCharging(async () => expect((await post(u.token, 'pause')).statusCode).toBe(200));
  await runBillingJobs(t.services.billing);
  expect((await subscriptionRows(t, u.id)).map((r) => r.status)).toEqual(['paused']);
  const paid = await t.db.query<{ status: string }>(
    'SELECT status FROM payments WHERE user_id = $1',
    [u.id],
  );
  expect(paid).toEqual([{ status: 'succeeded' }]);
});
