import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingTexts,
  cardTexts,
  dayPassViewSchema,
  studioPackagesSchema,
  userSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  authenticate,
  bankStep,
  bought,
  cards,
  chargesFor,
  insertCoupon,
  me,
  orBankStep,
  subscribe,
  subscription,
  tokenFor,
} from '../../../../test/billing-kit.ts';

let t: TestApp;
// 15:00 UTC on 20 November 2026 is 10:00 in New York.
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

const buy = (token: string, body: Record<string, unknown>) =>
  t.call(
    {
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token,
      payload: { source: 'website', ...body },
    },
    orBankStep(dayPassViewSchema),
  );
const studioId = async (shortName: string) =>
  (
    await t.db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [shortName])
  )[0]!.id;
const active = async (token: string) => (await me(t, token)).subscription;
const passes = (userId: number) =>
  t.db.query('SELECT pass_date, status FROM day_passes WHERE user_id = $1', [userId]);

describe('POST /api/user/daypass/purchase', () => {
  it('sells a studio’s day pass at its price, for the chosen Eastern-Time day only', async () => {
    const u = await t.newUser();
    const brooks = await studioId('brookspilates');
    const packages = await t.call(
      { method: 'GET', url: '/api/studio/packages/brookspilates' },
      studioPackagesSchema,
    );
    expectOk(packages);
    const price = packages.body.content.daily!;
    const res = await buy(u.token, {
      token: await tokenFor(t),
      studioId: brooks,
      passDate: '2026-11-22',
    });
    expect(bought(res)).toEqual({
      id: expect.any(Number),
      passDate: '2026-11-22',
      studioId: brooks,
      packageId: 'brookspilates_daily',
      amountCents: price.priceCents,
      status: 'paid',
    });
    expect(await chargesFor(t, u.id)).toEqual([{ amount: price.priceCents }]);
    const mail = t.mailer.to(u.email).at(-1)!;
    expect(mail.subject).toBe('Your Brooks Pilates day pass for Sunday, November 22, 2026');

    // Today (the 20th) it does not entitle; on the 22nd in New York it does, all day.
    expect(await active(u.token)).toEqual({ active: false, packageId: null });
    t.clock.set(new Date('2026-11-22T05:01:00Z')); // 00:01 in New York
    expect(await active(u.token)).toEqual({ active: true, packageId: 'brookspilates_daily' });
    expect((await subscription(t, u.token)).dayPass).toEqual({
      date: '2026-11-22',
      packageId: 'brookspilates_daily',
    });
    t.clock.set(new Date('2026-11-23T04:59:00Z')); // 23:59 in New York, still the 22nd
    expect((await active(u.token))?.active).toBe(true);
    t.clock.set(new Date('2026-11-23T05:00:00Z')); // midnight: the 23rd
    expect((await active(u.token))?.active).toBe(false);
    // A customer on its own day: of the main site and of the studio that sold it, no other.
    const meOn = async (host?: string) => {
      const res = await t.call(
        { method: 'GET', url: '/api/user/me', token: u.token, headers: host ? { host } : {} },
        userSchema,
      );
      expectOk(res);
      return res.body.content;
    };
    t.clock.set(new Date('2026-11-22T15:00:00Z'));
    expect(await meOn()).toMatchObject({ isCustomer: true, entitled: true });
    expect(await meOn('brookspilates.localhost')).toMatchObject({
      isCustomer: true,
      entitled: true,
    });
    expect(await meOn('northloop.localhost')).toMatchObject({ isCustomer: false, entitled: false });
    t.clock.set(new Date('2026-11-20T15:00:00Z'));
    expect(await meOn()).toMatchObject({ isCustomer: false, entitled: false });
    expect(await meOn('brookspilates.localhost')).toMatchObject({ entitled: false });
  });

  it('is for today in Eastern Time when no date is chosen, even when it is already tomorrow in UTC', async () => {
    t.clock.set(new Date('2026-11-21T03:30:00Z')); // 22:30 on the 20th in New York
    const u = await t.newUser();
    const res = await buy(u.token, { token: await tokenFor(t) });
    expect(bought(res)).toMatchObject({
      passDate: '2026-11-20',
      studioId: null,
      packageId: 'jetsweat_daily',
      amountCents: 999,
    });
    expect((await active(u.token))?.active).toBe(true);
    t.clock.set(new Date('2026-11-20T15:00:00Z'));
  });

  it('refuses a past day, a day too far ahead, and a second pass for the same day', async () => {
    const u = await t.newUser();
    expect(
      (await buy(u.token, { token: await tokenFor(t), passDate: '2026-11-19' })).body.content,
    ).toBe(billingTexts.dayPassPast);
    expect(
      (await buy(u.token, { token: await tokenFor(t), passDate: '2027-03-01' })).body.content,
    ).toBe(billingTexts.dayPassTooFar);
    expect(
      (await buy(u.token, { token: await tokenFor(t), passDate: '2026-11-24' })).statusCode,
    ).toBe(200);
    const second = await buy(u.token, { token: await tokenFor(t), passDate: '2026-11-24' });
    expect(second.statusCode).toBe(409);
    expect(second.body.content).toBe(billingTexts.dayPassTaken('2026-11-24'));
    expect(await chargesFor(t, u.id)).toHaveLength(1);
  });

  it('answers Stripe’s message when the card is short of funds, and keeps no pass', async () => {
    const u = await t.newUser();
    const res = await buy(u.token, {
      token: await tokenFor(t, cards.insufficientFunds),
      passDate: '2026-11-21',
    });
    expect(res.statusCode).toBe(402);
    expect(res.body.content).toBe(cardTexts.insufficientFunds);
    expect(await passes(u.id)).toHaveLength(0);
    const ledger = await t.db.query(
      'SELECT status, failure_message FROM payments WHERE user_id = $1',
      [u.id],
    );
    expect(ledger).toEqual([{ status: 'failed', failure_message: cardTexts.insufficientFunds }]);
  });

  it('is free with a 100%-off day-pass coupon, without a card, once per person', async () => {
    const code = await insertCoupon(t, { percent_off: 100, applies_to: ['daypass'] });
    const u = await t.newUser();
    const res = await buy(u.token, { promo: code, passDate: '2026-11-21' });
    expect(bought(res)).toMatchObject({ amountCents: 0, status: 'paid' });
    expect(await chargesFor(t, u.id)).toHaveLength(0);
    const again = await buy(u.token, { promo: code, passDate: '2026-11-22' });
    expect(again.body.content).toBe(billingTexts.couponAlreadyUsed);
  });

  it('refuses FREECLASS, which is for live classes only, and sells nothing', async () => {
    const u = await t.newUser();
    const res = await buy(u.token, { promo: 'FREECLASS', passDate: '2026-11-21' });
    expect(res.statusCode).toBe(400);
    expect(res.body.content).toBe(billingTexts.couponOnlyFor('FREECLASS', 'live classes'));
    expect(await passes(u.id)).toHaveLength(0);
  });

  it('takes $5 off with TAKE5, and refuses an unknown code', async () => {
    const u = await t.newUser();
    const res = await buy(u.token, {
      token: await tokenFor(t),
      promo: 'TAKE5',
      passDate: '2026-11-21',
    });
    expect(bought(res).amountCents).toBe(499);
    const bad = await buy(u.token, {
      token: await tokenFor(t),
      promo: 'BOGUS',
      passDate: '2026-11-22',
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.body.content).toBe("No such coupon: 'BOGUS'");
  });

  it('waits for the bank’s authentication before the pass is paid', async () => {
    const u = await t.newUser();
    const token = await tokenFor(t, cards.authenticate);
    const first = await buy(u.token, { token, passDate: '2026-11-21' });
    const step = bankStep(first);
    expect(step).toMatchObject({ requiresAction: true, amountCents: 999 });
    expect(await passes(u.id)).toEqual([{ pass_date: '2026-11-21', status: 'pending' }]);
    await authenticate(t, step.clientSecret);
    const done = await buy(u.token, { token, passDate: '2026-11-21' });
    expect(bought(done).status).toBe('paid');
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 999 }]);
  });

  it('charges once for twenty identical purchases at once', async () => {
    const u = await t.newUser();
    const token = await tokenFor(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => buy(u.token, { token, passDate: '2026-11-25' })),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 999 }]);
    expect(await passes(u.id)).toHaveLength(1);
  });

  it('is not sold to a subscriber, whose plan already covers every day', async () => {
    const u = await t.newUser();
    await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token: await tokenFor(t) });
    const res = await buy(u.token, { token: await tokenFor(t), passDate: '2026-11-21' });
    expect(res.statusCode).toBe(409);
    expect(res.body.content).toBe(billingTexts.dayPassNotNeeded);
  });

  it('refuses an unknown studio, bad input and anonymous buyers', async () => {
    const u = await t.newUser();
    expect((await buy(u.token, { token: await tokenFor(t), studioId: 999999 })).statusCode).toBe(
      404,
    );
    expect(
      (await buy(u.token, { token: await tokenFor(t), passDate: '22/11/2026' })).statusCode,
    ).toBe(400);
    expect((await buy(u.token, { passDate: '2026-11-21' })).body.content).toBe(
      billingTexts.cardRequired,
    );
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/user/daypass/purchase',
          payload: { token: 'tok_x' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await passes(u.id)).toHaveLength(0);
  });
});
