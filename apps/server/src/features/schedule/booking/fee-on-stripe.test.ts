// A plan booking's late-cancel or no-show fee with Stripe as the gateway (issue 54, item 2): one
// off-session charge of the saved card under the fee's own key, however often its job runs, and a
// card Stripe declines leaves the fee failed with Stripe's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeTestApp, type StripeTestApp } from '../../../../test/stripe-test-app.ts';
import { insertClass, NORTHLOOP_ID } from '../../../../test/schedule-fixtures.ts';
import { settleFee } from '../service.ts';

let t: StripeTestApp;
beforeAll(async () => {
  t = await createStripeTestApp();
});
afterAll(() => t.close());

/** A subscriber whose plan renews with `card` at Stripe, and a fee they owe for a class. */
async function owedFee(card: string, tag: string): Promise<{ feeId: number; userId: number }> {
  const u = await t.newUser();
  await t.db.query(
    `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents,
       payment_method_id, current_period_start, current_period_end, created_at, updated_at)
     VALUES ($1, $2, 'jetsweat_monthly', 'monthly', 'active', 1999, $3, now(),
       now() + interval '30 days', now(), now())`,
    [`sub_fee_${tag}`, u.id, card],
  );
  await t.db.query(
    `INSERT INTO billing_customers (user_id, gateway, customer_id) VALUES ($1, 'stripe', $2)`,
    [u.id, `cus_fee_${tag}`],
  );
  const classId = await insertClass(t, { startsInHours: 5 });
  const [fee] = await t.db.query<{ id: number }>(
    `INSERT INTO booking_fees (studio_id, live_class_id, user_id, kind, settled_by, amount_cents,
       status, created_at, updated_at)
     VALUES ($1, $2, $3, 'late_cancel', 'card', 1000, 'owed', now(), now()) RETURNING id`,
    [NORTHLOOP_ID, classId, u.id],
  );
  return { feeId: fee!.id, userId: u.id };
}

const feeRow = async (id: number) =>
  (
    await t.db.query<{ status: string; failure: string | null; charge_intent_id: string | null }>(
      'SELECT status, failure, charge_intent_id FROM booking_fees WHERE id = $1',
      [id],
    )
  )[0];

describe('booking fees on Stripe', () => {
  it('charges the saved card off-session once, under the fee key, however often the job runs', async () => {
    const { feeId, userId } = await owedFee('pm_card_visa', 'ok');
    await Promise.allSettled([settleFee(t.deps, feeId), settleFee(t.deps, feeId)]);
    expect(await settleFee(t.deps, feeId)).toBe('nothing');
    const asks = t
      .sent('/v1/payment_intents')
      .filter((r) => (r.body.metadata as Record<string, string>)?.feeId === String(feeId));
    expect(asks.length).toBeGreaterThan(0);
    for (const ask of asks) {
      expect(ask.headers['idempotency-key']).toBe(`booking-fee:${feeId}`);
      expect(ask.body).toMatchObject({
        amount: '1000',
        confirm: 'true',
        off_session: 'true',
        customer: 'cus_fee_ok',
        payment_method: 'pm_card_visa',
        metadata: { purpose: 'bookingfee', userId: String(userId) },
      });
    }
    expect(await feeRow(feeId)).toMatchObject({ status: 'charged', failure: null });
  });

  it('leaves a fee failed when Stripe declines the card, and asks no more', async () => {
    const { feeId } = await owedFee('pm_card_chargeDeclined', 'declined');
    expect(await settleFee(t.deps, feeId)).toBe('failed');
    expect(await feeRow(feeId)).toMatchObject({
      status: 'failed',
      failure: 'Your card was declined.',
    });
    const before = t.sent('/v1/payment_intents').length;
    expect(await settleFee(t.deps, feeId)).toBe('nothing');
    expect(t.sent('/v1/payment_intents')).toHaveLength(before);
  });
});
