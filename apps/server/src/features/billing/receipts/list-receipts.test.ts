import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTexts } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { subscribe, tokenFor } from '../../../../test/billing-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
const studioId = async (shortName: string) =>
  (
    await t.db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [shortName])
  )[0]!.id;
const buyDayPass = async (token: string, body: Record<string, unknown>) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/user/daypass/purchase',
    token,
    payload: { source: 'website', token: await tokenFor(t), ...body },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
};

describe('receipts and day passes', () => {
  it('lists a member’s own payments as receipts and their day passes with studio and date', async () => {
    const u = await t.newUser();
    await buyDayPass(u.token, {
      studioId: await studioId('brookspilates'),
      passDate: '2026-11-27',
    });
    // A promo code replaces the trial, so the first month is charged at once.
    const sub = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
      promo: 'TAKE5',
    });
    expect(sub.statusCode, JSON.stringify(sub.body)).toBe(200);
    const daily = (await get('/api/studio/packages/brookspilates')).body.content.daily;

    const receipts = (await get('/api/user/receipts', u.token)).body.content.receipts;
    expect(receipts).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        number: expect.stringMatching(/^JS-\d{6}$/),
        paidAt: '2026-11-20T15:00:00.000Z',
        kind: 'subscription',
        description: 'JetSweat Monthly plan',
        passDate: null,
        amountCents: 1499,
        refunded: false,
      },
      {
        id: expect.stringMatching(/^\d+$/),
        number: expect.stringMatching(/^JS-\d{6}$/),
        paidAt: '2026-11-20T15:00:00.000Z',
        kind: 'daypass',
        description: 'Brooks Pilates day pass',
        passDate: '2026-11-27',
        amountCents: daily.priceCents,
        refunded: false,
      },
    ]);
    const one = await get(`/api/user/receipts/${receipts[0].id}`, u.token);
    expect(one.statusCode).toBe(200);
    expect(one.body.content).toEqual(receipts[0]);

    const passes = (await get('/api/user/daypasses', u.token)).body.content.dayPasses;
    expect(passes).toEqual([
      {
        id: expect.any(Number),
        passDate: '2026-11-27',
        studio: { name: 'Brooks Pilates', shortName: 'brookspilates' },
        amountCents: daily.priceCents,
      },
    ]);
  });

  it('shows no one else’s receipts or passes, and a trial has nothing to show yet', async () => {
    const owner = await t.newUser();
    await buyDayPass(owner.token, { passDate: '2026-11-21' });
    const [receipt] = (await get('/api/user/receipts', owner.token)).body.content.receipts;
    expect(receipt.description).toBe('JetSweat day pass');

    const other = await t.newUser();
    const trial = await subscribe(t, other.token, {
      packageId: 'jetsweat_yearly',
      token: await tokenFor(t),
    });
    expect(trial.statusCode).toBe(200);
    expect((await get('/api/user/receipts', other.token)).body.content).toEqual({ receipts: [] });
    expect((await get('/api/user/daypasses', other.token)).body.content).toEqual({ dayPasses: [] });
    const stolen = await get(`/api/user/receipts/${receipt.id}`, other.token);
    expect(stolen).toEqual({
      statusCode: 404,
      body: { status: 0, content: billingTexts.noSuchReceipt },
    });
  });

  it('needs a login and a receipt number', async () => {
    expect((await get('/api/user/receipts')).statusCode).toBe(401);
    expect((await get('/api/user/daypasses')).statusCode).toBe(401);
    const u = await t.newUser();
    const bad = await get('/api/user/receipts/abc', u.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.status).toBe(0);
  });
});
