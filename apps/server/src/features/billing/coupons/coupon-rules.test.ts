// Coupons as a business rule (issue 19, item 7): the products a coupon is for, its total cap under
// racing purchases, and 'once' meaning once per member across every kind of purchase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingTexts,
  dayPassViewSchema,
  liveClassConfirmationAnswerSchema,
  promoResultSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  bought,
  insertCoupon,
  orBankStep,
  subscribe,
  tokenFor,
} from '../../../../test/billing-kit.ts';
import { insertClass, NORTHLOOP_ID } from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
// 15:00 UTC on 20 November 2026 is 10:00 in New York.
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

const verify = (payload: Record<string, unknown>, token?: string) =>
  t.call(
    { method: 'POST', url: '/api/basic/verifyPromo', payload, ...(token ? { token } : {}) },
    promoResultSchema,
  );

/** Books a live class on the free path (no card): the coupon must bring it to $0. */
const bookFree = (token: string, classId: number, promo: string) =>
  t.call(
    {
      method: 'POST',
      url: `/api/liveclass/upcoming/${classId}/confirmation`,
      token,
      payload: { amount: 0, studioId: NORTHLOOP_ID, paymentIntentId: null, promo },
    },
    liveClassConfirmationAnswerSchema,
  );

const buyDayPass = (token: string, body: Record<string, unknown>) =>
  t.call(
    {
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token,
      payload: { source: 'website', ...body },
    },
    orBankStep(dayPassViewSchema),
  );

const redemptionsOf = (code: string) =>
  t.db.query<{ user_id: number; purpose: string }>(
    `SELECT r.user_id, r.purpose FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id
     WHERE c.code = $1 ORDER BY r.id`,
    [code],
  );

describe('the products a coupon is for', () => {
  it('answers verifyPromo with what FREECLASS is for when asked about a plan or a day pass', async () => {
    const onlyLive = billingTexts.couponOnlyFor('FREECLASS', 'live classes');
    for (const packageId of ['jetsweat_yearly', 'jetsweat_monthly', 'jetsweat_daily']) {
      const res = await verify({ promo: 'FREECLASS', packageId });
      expect(res.statusCode, packageId).toBe(400);
      expect(res.body).toEqual({ status: 0, content: onlyLive });
    }
    const subscription = await verify({
      promo: 'FREECLASS',
      amount: 1999,
      purpose: 'subscription',
    });
    expect(subscription.body.content).toBe(onlyLive);
    const live = await verify({ promo: 'FREECLASS', amount: 1500, purpose: 'liveclass' });
    expect(live.statusCode).toBe(200);
    expect(live.body.content).toMatchObject({ code: 'FREECLASS', newAmount: 0 });
  });

  it('names every kind a coupon is for', async () => {
    const code = await insertCoupon(t, { percent_off: 10, applies_to: ['daypass', 'liveclass'] });
    const res = await verify({ promo: code, packageId: 'jetsweat_monthly' });
    expect(res.body.content).toBe(billingTexts.couponOnlyFor(code, 'day passes and live classes'));
  });

  it('refuses FREECLASS for a plan and a day pass, and changes nothing', async () => {
    const u = await t.newUser();
    const plan = await subscribe(t, u.token, {
      packageId: 'jetsweat_yearly',
      token: await tokenFor(t),
      promo: 'FREECLASS',
    });
    expect(plan.statusCode).toBe(400);
    const pass = await buyDayPass(u.token, { promo: 'FREECLASS', passDate: '2026-11-21' });
    expect(pass.statusCode).toBe(400);
    expect(pass.body.content).toBe(billingTexts.couponOnlyFor('FREECLASS', 'live classes'));
    expect(await redemptionsOf('FREECLASS')).not.toContainEqual(
      expect.objectContaining({ user_id: u.id }),
    );
  });
});

describe("a 'once' coupon", () => {
  it('makes one live class free for a member, without a card, and no second one', async () => {
    const u = await t.newUser();
    const first = await insertClass(t);
    const res = await bookFree(u.token, first, 'FREECLASS');
    expectOk(res);
    expect(res.body.content.booking).toMatchObject({ amount: 0, paidWith: 'coupon' });
    const second = await bookFree(u.token, await insertClass(t), 'FREECLASS');
    expect(second.statusCode).toBe(400);
    expect(second.body.content).toBe(billingTexts.couponAlreadyUsed);
    expect(
      (await verify({ promo: 'FREECLASS', amount: 1500, purpose: 'liveclass' }, u.token)).body
        .content,
    ).toBe(billingTexts.couponAlreadyUsed);
  });

  it('is used once per member across products: a live class, then no day pass or plan', async () => {
    const code = await insertCoupon(t, { percent_off: 100 });
    const u = await t.newUser();
    expect((await bookFree(u.token, await insertClass(t), code)).statusCode).toBe(200);
    for (const packageId of ['jetsweat_daily', 'jetsweat_monthly']) {
      const res = await verify({ promo: code, packageId }, u.token);
      expect(res.body.content, packageId).toBe(billingTexts.couponAlreadyUsed);
    }
    const pass = await buyDayPass(u.token, { promo: code, passDate: '2026-11-21' });
    expect(pass.statusCode).toBe(400);
    expect(pass.body.content).toBe(billingTexts.couponAlreadyUsed);
    const plan = await subscribe(t, u.token, { packageId: 'jetsweat_monthly', promo: code });
    expect(plan.body.content).toBe(billingTexts.couponAlreadyUsed);
    expect(await redemptionsOf(code)).toEqual([{ user_id: u.id, purpose: 'liveclass' }]);
  });

  it('is redeemed once when a member spends it on two kinds of purchase at the same moment', async () => {
    const code = await insertCoupon(t, { percent_off: 100 });
    const u = await t.newUser();
    // The class is on 22 November: a pass for that day would include it, so that the booking
    // needs no coupon at all when the pass wins the race. The pass is for the day after.
    const classId = await insertClass(t);
    const [live, pass] = await Promise.all([
      bookFree(u.token, classId, code),
      buyDayPass(u.token, { promo: code, passDate: '2026-11-23' }),
    ]);
    expect([live.statusCode, pass.statusCode].sort()).toEqual([200, 400]);
    expect([live, pass].find((r) => r.statusCode === 400)!.body.content).toBe(
      billingTexts.couponAlreadyUsed,
    );
    expect(await redemptionsOf(code)).toHaveLength(1);
  });

  it('is held to once per member by the database itself', async () => {
    const code = await insertCoupon(t, { percent_off: 100 });
    const u = await t.newUser();
    const [c] = await t.db.query<{ id: number }>('SELECT id FROM coupons WHERE code = $1', [code]);
    const insert = (purpose: string) =>
      t.db.query(
        `INSERT INTO coupon_redemptions (coupon_id, coupon_duration, user_id, purpose, reference, redeemed_at)
         VALUES ($1, 'once', $2, $3, 'test', now())`,
        [c!.id, u.id, purpose],
      );
    await insert('liveclass');
    await expect(insert('daypass')).rejects.toThrow(/coupon_redemptions_once_per_member/);
  });

  it('stays once per kind for a coupon that discounts several payments', async () => {
    const code = await insertCoupon(t, {
      percent_off: 10,
      duration: 'repeating',
      duration_in_months: 3,
    });
    const u = await t.newUser();
    const pass = await buyDayPass(u.token, {
      promo: code,
      passDate: '2026-11-23',
      token: await tokenFor(t),
    });
    bought(pass);
    expect((await verify({ promo: code, packageId: 'jetsweat_daily' }, u.token)).statusCode).toBe(
      400,
    );
    expect((await verify({ promo: code, packageId: 'jetsweat_monthly' }, u.token)).statusCode).toBe(
      200,
    );
  });
});

describe('the total cap', () => {
  it('lets exactly the cap of members book free with it when more race for it', async () => {
    const code = await insertCoupon(t, {
      percent_off: 100,
      applies_to: ['liveclass'],
      max_redemptions: 3,
    });
    const classId = await insertClass(t);
    const people = await Promise.all(Array.from({ length: 8 }, () => t.newUser()));
    const results = await Promise.all(people.map((p) => bookFree(p.token, classId, code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.body.content).toBe(billingTexts.couponUsedUp);
    }
    expect(await redemptionsOf(code)).toHaveLength(3);
    const [row] = await t.db.query<{ times_redeemed: number }>(
      'SELECT times_redeemed FROM coupons WHERE code = $1',
      [code],
    );
    expect(row!.times_redeemed).toBe(3);
    const late = await verify({ promo: code, amount: 1500, purpose: 'liveclass' });
    expect(late.statusCode).toBe(400);
    expect(late.body).toEqual({ status: 0, content: billingTexts.couponUsedUp });
  });
});
