import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditPageSchema,
  billingTexts,
  consoleTexts,
  couponCreatedSchema,
  couponRedemptionsSchema,
  dayPassViewSchema,
  moneyTexts,
  studioCouponSchema,
  studioCouponsSchema,
  type StudioCoupon,
} from '@jetsweat/contract';
import { expectFailure, expectOk, type Answer } from '../../../../test/answer.ts';
import { bought, chargesFor, orBankStep, tokenFor } from '../../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { BK, BROOKS, consoleCallers, type Callers } from '../console-kit.ts';

let t: TestApp;
let who: Callers;
// 15:00 UTC on 20 November 2026 is 10:00 in New York.
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const couponsUrl = (studioId: number) => `/api/console/studios/${studioId}/coupons`;
const body = (changes: Record<string, unknown> = {}) => ({
  code: `BK${Math.floor(Math.random() * 1e8)}`,
  description: 'Opening week',
  percentOff: 20,
  amountOffCents: null,
  duration: 'once',
  durationInMonths: null,
  appliesTo: ['daypass'],
  redeemBy: null,
  maxRedemptions: 2,
  ...changes,
});
/** Creates a coupon; a created one is answered as the studio's list then shows it. */
async function create(token: string, studioId: number, b: Record<string, unknown>) {
  const res = await t.call(
    { method: 'POST', url: couponsUrl(studioId), token, payload: b },
    couponCreatedSchema,
  );
  if (res.statusCode !== 201 || res.body.status !== 1) return res as Answer<StudioCoupon>;
  const { id } = res.body.content;
  expect(Object.keys(res.body.content)).toEqual(['id']);
  const list = await t.okContent(
    { method: 'GET', url: couponsUrl(studioId), token: who.staff },
    studioCouponsSchema,
  );
  const content = list.coupons.find((c) => c.id === id)!;
  return { ...res, body: { ...res.body, content } } as Answer<StudioCoupon>;
}
const couponCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons'))[0]!.n;
const auditCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM console_audit_log'))[0]!.n;
const buyPass = async (promo: string, passDate: string, studioId = BK) => {
  const u = await t.newUser();
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token: u.token,
      payload: { source: 'website', token: await tokenFor(t), promo, studioId, passDate },
    },
    orBankStep(dayPassViewSchema),
  );
  return { u, res };
};

describe('studio coupons in the console', () => {
  it('an admin creates one that checkout honours, limited to the studio, and sees its redemptions', async () => {
    const made = await create(who.bkAdmin, BK, body());
    expectOk(made, 201);
    const coupon = made.body.content;
    expect(coupon).toMatchObject({
      percentOff: 20,
      maxRedemptions: 2,
      timesRedeemed: 0,
      active: true,
    });
    const { u, res } = await buyPass(coupon.code, '2026-11-21');
    const price = (
      await t.db.query<{ price_cents: number }>(
        "SELECT price_cents FROM packages WHERE id = 'bkpilates_daily'",
      )
    )[0]!.price_cents;
    expect(bought(res).amountCents).toBe(Math.round(price * 0.8));
    expect(await chargesFor(t, u.id)).toEqual([{ amount: Math.round(price * 0.8) }]);
    // Another studio's day pass: the coupon is not for it.
    const other = await buyPass(coupon.code, '2026-11-21', BROOKS);
    expect(other.res.statusCode).toBe(400);
    expect(other.res.body.content).toBe(billingTexts.couponNotApplicable);
    const redemptions = await t.okContent(
      { method: 'GET', url: `${couponsUrl(BK)}/${coupon.id}/redemptions`, token: who.bkAdmin },
      couponRedemptionsSchema,
    );
    expect(redemptions.redemptions).toEqual([
      {
        id: expect.any(Number),
        memberName: expect.any(String),
        purpose: 'daypass',
        redeemedAt: expect.any(String),
      },
    ]);
    const list = await t.okContent(
      { method: 'GET', url: couponsUrl(BK), token: who.staff },
      studioCouponsSchema,
    );
    expect(list.coupons.find((c) => c.id === coupon.id)?.timesRedeemed).toBe(1);
    const log = await t.okContent(
      { method: 'GET', url: `/api/console/audit?studioId=${BK}`, token: who.bkAdmin },
      auditPageSchema,
    );
    expect(log.entries[0]).toMatchObject({
      action: 'coupon.create',
      before: null,
      entityId: String(coupon.id),
    });
  });

  it('an expired coupon is refused at checkout with the existing message; limits and switching off hold', async () => {
    const made = await create(who.bkAdmin, BK, body({ maxRedemptions: 5 }));
    expectOk(made, 201);
    const { id, code } = made.body.content;
    const patch = (payload: object, token = who.bkAdmin, studioId = BK) =>
      t.call(
        { method: 'PATCH', url: `${couponsUrl(studioId)}/${id}`, token, payload },
        studioCouponSchema,
      );
    // Already past: refused by field, nothing changed.
    const past = await patch({ redeemBy: '2026-11-19T00:00:00Z' });
    expectFailure(past, 400);
    expect(past.body.content).toBe(moneyTexts.expiryInPast);
    // Expire it an hour from now, then let the hour pass.
    expectOk(await patch({ redeemBy: '2026-11-20T16:00:00Z' }));
    t.clock.advance(2 * 60 * 60 * 1000);
    const expired = await buyPass(code, '2026-11-23');
    expect(expired.res.statusCode).toBe(400);
    expect(expired.res.body.content).toBe(billingTexts.couponExpired);
    const log = await t.okContent(
      { method: 'GET', url: `/api/console/audit?studioId=${BK}`, token: who.bkAdmin },
      auditPageSchema,
    );
    expect(log.entries[0]).toMatchObject({
      action: 'coupon.update',
      before: { redeemBy: null, maxRedemptions: 5, active: true },
      after: { redeemBy: '2026-11-20T16:00:00.000Z' },
    });
    // No expiry again, then switched off: the code is unknown at checkout.
    expectOk(await patch({ redeemBy: null, active: false }));
    const off = await buyPass(code, '2026-11-24');
    expect(off.res.statusCode).toBe(404);
    expect(off.res.body.content).toBe(billingTexts.noSuchCoupon(code));
  });

  it('keeps the limit at or above the redemptions made, and a full coupon is used up', async () => {
    const made = await create(who.staff, BK, body({ maxRedemptions: 1 }));
    expectOk(made, 201);
    const { id, code } = made.body.content;
    expect(bought((await buyPass(code, '2026-11-25')).res).status).toBe('paid');
    const full = await buyPass(code, '2026-11-26');
    expect(full.res.body.content).toBe(billingTexts.couponUsedUp);
    await t.db.query('UPDATE coupons SET max_redemptions = 3, times_redeemed = 2 WHERE id = $1', [
      id,
    ]);
    const below = await t.call({
      method: 'PATCH',
      url: `${couponsUrl(BK)}/${id}`,
      token: who.bkAdmin,
      payload: { maxRedemptions: 1 },
    });
    expectFailure(below, 400);
    expect(below.body.content).toBe(moneyTexts.limitBelowUsed(2));
  });

  it('answers bad input by field and changes nothing', async () => {
    const before = await couponCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'a b' }, 'code', 'The code must be 2 to 40 letters, digits, - or _.'],
      [{ percentOff: null }, 'percentOff', 'Give either a percentage or an amount off.'],
      [{ percentOff: 150 }, 'percentOff', 'The percentage may be at most 100.'],
      [{ amountOffCents: 500 }, 'percentOff', 'Give either a percentage or an amount off.'],
      [
        { duration: 'repeating' },
        'durationInMonths',
        'Give the number of months for a repeating coupon, and only then.',
      ],
      [{ appliesTo: [] }, 'appliesTo', 'Choose what the coupon is for.'],
      [{ maxRedemptions: 0 }, 'maxRedemptions', 'The limit must be at least 1.'],
      [{ redeemBy: 'soon' }, 'redeemBy', 'The expiry must be a date and time.'],
    ];
    for (const [changes, field, message] of cases) {
      const res = await create(who.bkAdmin, BK, body(changes));
      expectFailure(res, 400);
      expect(res.body).toMatchObject({ content: message, field });
    }
    const taken = await create(who.bkAdmin, BK, body({ code: 'take5' }));
    expectFailure(taken, 409);
    expect(taken.body.content).toBe(moneyTexts.codeTaken);
    expect(await couponCount()).toBe(before);
  });

  it('refuses instructors, members, other studios’ admins and other studios’ coupon ids: 403, nothing changed', async () => {
    const made = await create(who.brooksAdmin, BROOKS, body());
    expectOk(made, 201);
    const brooksCoupon = made.body.content.id;
    const [coupons, audits] = [await couponCount(), await auditCount()];
    for (const token of [who.bkInstructor, who.member, who.brooksAdmin]) {
      const res = await create(token, BK, body());
      expectFailure(res, 403);
      const list = await t.call({ method: 'GET', url: couponsUrl(BK), token });
      expect(list.statusCode).toBe(403);
    }
    expect((await create(who.bkInstructor, BK, body())).body.content).toBe(consoleTexts.adminsOnly);
    // BK's admin names Brooks's coupon under BK's studio id, and under Brooks's.
    for (const studioId of [BK, BROOKS]) {
      const patch = await t.call({
        method: 'PATCH',
        url: `${couponsUrl(studioId)}/${brooksCoupon}`,
        token: who.bkAdmin,
        payload: { active: false },
      });
      expectFailure(patch, 403);
      const read = await t.call({
        method: 'GET',
        url: `${couponsUrl(studioId)}/${brooksCoupon}/redemptions`,
        token: who.bkAdmin,
      });
      expect(read.statusCode).toBe(403);
    }
    const active = await t.db.query<{ active: boolean }>(
      'SELECT active FROM coupons WHERE id = $1',
      [brooksCoupon],
    );
    expect(active).toEqual([{ active: true }]);
    expect([await couponCount(), await auditCount()]).toEqual([coupons, audits]);
    const anonymous = await t.call({ method: 'GET', url: couponsUrl(BK) });
    expect(anonymous.statusCode).toBe(401);
  });
});
