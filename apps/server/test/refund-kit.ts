// Helpers for the tests of live-class refunds paid by their jobs (issue 50, item 5): a gateway
// whose refunds fail while it is "down", and what the gateway and the claims hold afterwards.
import type { TestApp } from './harness.ts';

/**
 * Wraps the app's gateway so its refunds fail while `down` is set or `failNext` is above zero
 * (each failure uses one), as a gateway that is unreachable: the ask never reaches it. Counts
 * every ask. `restore` puts the real refund back.
 */
export function flakyRefunds(t: Pick<TestApp, 'deps'>) {
  const gateway = t.deps.payments;
  const real = gateway.refund.bind(gateway);
  const flaky = {
    down: false,
    failNext: 0,
    asked: 0,
    restore: () => void (gateway.refund = real),
  };
  gateway.refund = async (p, key) => {
    flaky.asked++;
    if (flaky.down || flaky.failNext > 0) {
      if (!flaky.down) flaky.failNext--;
      throw new Error('the gateway is down');
    }
    return real(p, key);
  };
  return flaky;
}

/** The refunds the (sandbox) gateway made of a payment. */
export const refundsAtGateway = (t: Pick<TestApp, 'db'>, paymentIntentId: string) =>
  t.db.query<{ id: string; amount: number }>(
    'SELECT id, amount FROM sandbox_refunds WHERE payment_intent_id = $1',
    [paymentIntentId],
  );

/** A payment's refund claim as stored: its refund id once made, and how often it was asked. */
export async function claimOf(t: Pick<TestApp, 'db'>, paymentIntentId: string) {
  const [row] = await t.db.query<{
    refund_id: string | null;
    attempts: number;
    last_error: string | null;
  }>(
    'SELECT refund_id, attempts, last_error FROM live_class_refunds WHERE payment_intent_id = $1',
    [paymentIntentId],
  );
  return row;
}

/** Waits (up to `seconds`) until every one of the payments' claims has its refund id. */
export async function untilRefunded(
  t: Pick<TestApp, 'db'>,
  paymentIntentIds: string[],
  seconds = 60,
): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    const claims = await Promise.all(paymentIntentIds.map((id) => claimOf(t, id)));
    if (claims.every((c) => c?.refund_id)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`refunds still owed after ${seconds} s: ${paymentIntentIds.join(', ')}`);
}
