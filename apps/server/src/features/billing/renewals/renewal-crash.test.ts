// A renewal a crashed run left pending is finished by a later run with the same idempotency key:
// the gateway answers the charge it already made, so the member is charged once, never twice,
// and the renewal is never skipped for good.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  cards,
  chargesFor,
  DAY,
  subscribe,
  subscribed,
  subscription,
  tokenFor,
} from '../../../../test/billing-kit.ts';
import { runBillingJobs } from '../billing-jobs.ts';
import { STALE_CHARGE_MS } from './renew-subscription.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The gateway takes the charge, then the server dies before hearing back: the call never returns. */
function crashAfterTheGatewayCharges(): () => void {
  const gateway = t.deps.payments;
  const real = gateway.createPaymentIntent.bind(gateway);
  gateway.createPaymentIntent = async (...args) => {
    await real(...args);
    return new Promise(() => undefined);
  };
  return () => {
    gateway.createPaymentIntent = real;
  };
}

async function pendingPayments(userId: number) {
  return t.db.query<{ idempotency_key: string }>(
    "SELECT idempotency_key FROM payments WHERE user_id = $1 AND status = 'pending'",
    [userId],
  );
}

it('finishes a renewal left pending by a crash, charging once', async () => {
  const member = await t.newUser();
  const res = await subscribe(t, member.token, {
    packageId: 'jetsweat_monthly',
    token: await tokenFor(t, cards.ok),
  });
  subscribed(res);
  t.clock.advance(8 * DAY);

  const restart = crashAfterTheGatewayCharges();
  void runBillingJobs(t.services.billing);
  // The crashed run got as far as the gateway: the card is charged, the ledger still pending.
  for (let i = 0; i < 100 && (await chargesFor(t, member.id)).length === 0; i++)
    await new Promise((r) => setTimeout(r, 50));
  restart();
  expect(await chargesFor(t, member.id)).toEqual([{ amount: 1999 }]);
  expect(await pendingPayments(member.id)).toHaveLength(1);

  // A run soon after leaves it alone: the charge may still be under way.
  t.clock.advance(60_000);
  await runBillingJobs(t.services.billing);
  expect(await pendingPayments(member.id)).toHaveLength(1);

  // Once it is stale, the next run finishes it with the same key: no second charge.
  t.clock.advance(STALE_CHARGE_MS);
  await runBillingJobs(t.services.billing);
  expect(await pendingPayments(member.id)).toHaveLength(0);
  expect(await chargesFor(t, member.id)).toEqual([{ amount: 1999 }]);
  const sub = await subscription(t, member.token);
  expect(sub.subscription?.status).toBe('active');
});
