import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorCodes, billingTexts, promoResultSchema } from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { insertCoupon, subscribe, tokenFor } from '../../../../test/billing-kit.ts';
import { runBillingJobs } from '../billing-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (payload: Record<string, unknown>, token?: string) =>
  t.call(
    { method: 'POST', url: '/api/basic/verifyPromo', payload, ...(token ? { token } : {}) },
    promoResultSchema,
  );

/** The price a code gives: fails the test unless verifyPromo accepted it. */
async function quote(payload: Record<string, unknown>, token?: string) {
  const res = await verify(payload, token);
  expectOk(res);
  return res.body.content;
}

const coupon = (fields: Record<string, unknown>) => insertCoupon(t, fields);

describe('POST /api/basic/verifyPromo', () => {
  it('prices a percent-off code for a plan, in cents', async () => {
    const res = await verify({ promo: 'welcome20', packageId: 'jetsweat_yearly' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      content: {
        code: 'WELCOME20',
        output: '20% off for 3 months',
        newAmount: 19199,
        amount: 23999,
      },
    });
  });

  it('prices an amount-off code for a live class’s price', async () => {
    const res = await verify({ promo: 'TAKE5', amount: 1000 });
    expect(res.body.content).toMatchObject({ newAmount: 500, output: '$5.00 off' });
  });

  it('says a 100% code makes the order free (newAmount 0)', async () => {
    expect((await quote({ promo: 'FREECLASS', amount: 1000 })).newAmount).toBe(0);
  });

  it("answers 'No such coupon' with a failure status and its code for an unknown code", async () => {
    const res = await verify({ promo: 'NOPE-NOPE', packageId: 'jetsweat_monthly' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({
      status: 0,
      content: "No such coupon: 'NOPE-NOPE'",
      code: apiErrorCodes.noSuchCoupon,
    });
  });

  it('carries no code on failures a client need not tell apart', async () => {
    const res = await verify({ promo: 'SUMMER2024', packageId: 'jetsweat_monthly' });
    expect(res.body).toEqual({ status: 0, content: billingTexts.couponExpired });
  });

  it('refuses an expired code', async () => {
    const res = await verify({ promo: 'SUMMER2024', packageId: 'jetsweat_monthly' });
    expect(res.statusCode).toBe(400);
    expect(res.body.content).toBe(billingTexts.couponExpired);
  });

  it('refuses a code for something else, or for other packages', async () => {
    expect((await verify({ promo: 'WELCOME20', packageId: 'jetsweat_daily' })).body.content).toBe(
      billingTexts.couponOnlyFor('WELCOME20', 'subscriptions'),
    );
    const onlyYearly = await coupon({ percent_off: 10, package_ids: ['jetsweat_yearly'] });
    expect((await verify({ promo: onlyYearly, packageId: 'jetsweat_monthly' })).body.content).toBe(
      billingTexts.couponNotApplicable,
    );
    expect((await quote({ promo: onlyYearly, packageId: 'jetsweat_yearly' })).newAmount).toBe(
      21599,
    );
  });

  it('never leaves less than the smallest card charge ($0.50) to pay', async () => {
    const code = await coupon({ amount_off_cents: 980 });
    expect((await quote({ promo: code, amount: 1000 })).newAmount).toBe(50);
  });

  it('tells a signed-in person that they have already used a code', async () => {
    const u = await t.newUser();
    await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
      promo: 'TAKE5',
    });
    const res = await verify({ promo: 'TAKE5', packageId: 'jetsweat_monthly' }, u.token);
    expect(res.body.content).toBe(billingTexts.couponAlreadyUsed);
    // A 'once' coupon is once per member across products: not for a day pass either.
    expect((await verify({ promo: 'TAKE5', packageId: 'jetsweat_daily' }, u.token)).body).toEqual({
      status: 0,
      content: billingTexts.couponAlreadyUsed,
    });
  });

  it('answers 400 for bad input', async () => {
    for (const payload of [
      {},
      { promo: '' },
      { promo: 'X'.repeat(61) },
      { promo: 'TAKE5', amount: -1 },
      { promo: 'TAKE5' },
    ]) {
      const res = await verify(payload);
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(0);
    }
  });
});

describe('coupon redemption limits', () => {
  it('redeems a limited code no more than its limit, however many buy at once', async () => {
    const code = await coupon({ percent_off: 50, max_redemptions: 3 });
    const people = await Promise.all(Array.from({ length: 6 }, () => t.newUser()));
    const tokens = await Promise.all(people.map(() => tokenFor(t)));
    const results = await Promise.all(
      people.map((p, i) =>
        subscribe(t, p.token, { packageId: 'jetsweat_monthly', token: tokens[i], promo: code }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(r.body.content).toBe(billingTexts.couponUsedUp);
    const row = (
      await t.db.query<{ times_redeemed: number }>(
        'SELECT times_redeemed FROM coupons WHERE code = $1',
        [code],
      )
    )[0]!;
    expect(row.times_redeemed).toBe(3);
    expect((await verify({ promo: code, packageId: 'jetsweat_monthly' })).body.content).toBe(
      billingTexts.couponUsedUp,
    );
  });

  it('gives a redemption back when the charge it was for fails', async () => {
    const code = await coupon({ percent_off: 50, max_redemptions: 1 });
    const u = await t.newUser();
    const declined = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t, '4000000000000002'),
      promo: code,
    });
    expect(declined.statusCode).toBe(402);
    const row = (
      await t.db.query<{ times_redeemed: number }>(
        'SELECT times_redeemed FROM coupons WHERE code = $1',
        [code],
      )
    )[0]!;
    expect(row.times_redeemed).toBe(0);
    const ok = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
      promo: code,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('discounts only as many payments as the coupon lasts, with no trial', async () => {
    const code = await coupon({ percent_off: 50, duration: 'repeating', duration_in_months: 2 });
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
      promo: code,
    });
    expect(res.body.content).toMatchObject({
      trial: false,
      status: 'active',
      nextPayment: { amountCents: 999 },
    });
    const charges = async () =>
      (
        await t.db.query<{ amount_cents: number }>(
          "SELECT amount_cents FROM payments WHERE user_id = $1 AND status = 'succeeded' ORDER BY period",
          [u.id],
        )
      ).map((r) => r.amount_cents);
    t.clock.advance(31 * 24 * 3600 * 1000);
    await runBillingJobs(t.services.billing);
    t.clock.advance(31 * 24 * 3600 * 1000);
    await runBillingJobs(t.services.billing);
    expect(await charges()).toEqual([999, 999, 1999]);
  });
});
