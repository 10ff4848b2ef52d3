// Billing's machines (subscriptions, day passes, the ledger's payments): every move each allows,
// named, and every other refused; their states are exactly what the tables' CHECKs let in.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { describeStatesInDatabase, expectExactMoves } from '../../../../test/machine-kit.ts';
import type { Tables } from '../../../platform/db/database.ts';
import { IllegalTransitionError } from '../../../platform/db/state-machine.ts';
import { dayPass, type DayPassState } from '../day-passes/day-pass-machine.ts';
import { subscription, type SubscriptionState } from '../subscriptions/subscription-machine.ts';
import { subscriptionByPublicId, updateSubscription } from '../subscriptions/subscription-store.ts';
import { payment, type PaymentState } from './payment-machine.ts';

describe("billing's state machines", () => {
  it('moves a subscription only as its use cases do', () => {
    expectExactMoves(subscription, [
      'none -> incomplete',
      'incomplete -> none',
      'incomplete -> trialing',
      'incomplete -> active',
      'trialing -> active',
      'active -> active',
      'past_due -> active',
      'trialing -> past_due',
      'active -> past_due',
      'past_due -> past_due',
      'past_due -> canceled',
      'trialing -> canceled',
      'active -> canceled',
      'paused -> canceled',
      'trialing -> paused',
      'active -> paused',
      'paused -> trialing',
      'paused -> active',
    ]);
  });

  it('moves a day pass and a payment only as their use cases do', () => {
    expectExactMoves(dayPass, ['none -> pending', 'pending -> paid', 'pending -> none']);
    expectExactMoves(payment, [
      'none -> pending',
      'none -> succeeded',
      'pending -> succeeded',
      'pending -> failed',
    ]);
  });

  it('names a move by what it does, and refuses it from another state', () => {
    expect(subscription.moves.pause.check('active')).toEqual({ from: 'active', to: 'paused' });
    expect(() => subscription.moves.pause.check('canceled')).toThrow(
      'A subscription may not move from canceled to paused.',
    );
    expect(dayPass.moves.discard.fromStored).toEqual(['pending']);
  });

  it('has the states the generated row types have', () => {
    expectTypeOf<SubscriptionState>().toEqualTypeOf<Tables['subscriptions']['status']>();
    expectTypeOf<DayPassState>().toEqualTypeOf<Tables['day_passes']['status']>();
    expectTypeOf<PaymentState>().toEqualTypeOf<Tables['payments']['status']>();
  });
});

describeStatesInDatabase([
  ['subscriptions', 'status', subscription],
  ['day_passes', 'status', dayPass],
  ['payments', 'status', payment],
]);

describe('a subscription move the machine lacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a subscription move the machine lacks before writing it', async () => {
    const u = await t.newUser();
    await t.db.query(
      `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents,
         ended_at, end_reason, created_at, updated_at)
       VALUES ('sub_machine', $1, 'jetsweat_monthly', 'monthly', 'canceled', 1999, now(),
         'cancelled', now(), now())`,
      [u.id],
    );
    const row = (await subscriptionByPublicId(t.db.kysely, 'sub_machine'))!;
    await expect(
      updateSubscription(t.db.kysely, row, { status: 'active' }, new Date()),
    ).rejects.toThrow(IllegalTransitionError);
    const [after] = await t.db.query<{ status: string }>(
      `SELECT status FROM subscriptions WHERE public_id = 'sub_machine'`,
    );
    expect(after!.status).toBe('canceled');
  });
});
