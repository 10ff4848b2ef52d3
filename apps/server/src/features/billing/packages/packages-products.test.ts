import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/studio/packages/{studioShortName}', () => {
  it('answers JetSweat’s own plans for jetsweat: $239.99 a year, $19.99 a month, 7-day trial', async () => {
    const res = await t.call({ method: 'GET', url: '/api/studio/packages/jetsweat' });
    expect(res.statusCode).toBe(200);
    expect(res.body.content).toEqual({
      studio: null,
      yearly: {
        packageId: 'jetsweat_yearly',
        title: 'Annual plan',
        price: 239.99,
        priceCents: 23999,
        trialDays: 7,
      },
      monthly: {
        packageId: 'jetsweat_monthly',
        title: 'Monthly plan',
        price: 19.99,
        priceCents: 1999,
        trialDays: 7,
      },
      daily: {
        packageId: 'jetsweat_daily',
        title: 'Day Pass',
        price: 9.99,
        priceCents: 999,
        trialDays: 0,
      },
    });
  });

  it('answers a studio’s plans and its day price (content.daily.price)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/studio/packages/brookspilates' });
    expect(res.body.content.studio).toMatchObject({ shortName: 'brookspilates' });
    expect(res.body.content.yearly.packageId).toBe('brookspilates_yearly');
    expect(res.body.content.monthly.packageId).toBe('brookspilates_monthly');
    expect(res.body.content.daily).toMatchObject({
      packageId: 'brookspilates_daily',
      price: expect.any(Number),
    });
    expect(res.body.content.daily.price * 100).toBeCloseTo(res.body.content.daily.priceCents);
  });

  it("names mntstudio's plans with the suffix 2 and finds 'pearlcicc i'", async () => {
    const mnt = await t.call({ method: 'GET', url: '/api/studio/packages/mntstudio' });
    expect(mnt.body.content.yearly.packageId).toBe('mntstudio_yearly2');
    expect(mnt.body.content.monthly.packageId).toBe('mntstudio_monthly2');
    const pearl = await t.call({ method: 'GET', url: '/api/studio/packages/pearlcicc%20i' });
    expect(pearl.body.content.monthly.packageId).toBe('pearlcici_monthly');
  });

  it('answers 404 for an unknown studio', async () => {
    const res = await t.call({ method: 'GET', url: '/api/studio/packages/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toBe(0);
  });

  it('keeps the class-only package jetsweat_class at the default class price of $10', async () => {
    const rows = await t.db.query('SELECT kind, price_cents FROM packages WHERE id = $1', [
      'jetsweat_class',
    ]);
    expect(rows).toEqual([{ kind: 'class', price_cents: 1000 }]);
  });
});

describe('GET /api/products/list', () => {
  it('answers the products asked for, in order, with their types', async () => {
    const u = await t.newUser();
    const res = await t.call({
      method: 'GET',
      url: '/api/products/list?productIds=3,1,99,4,2',
      token: u.token,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.body.content.products.map(
        (p: { id: number; type: string; creditType: string | null }) => [
          p.id,
          p.type,
          p.creditType,
        ],
      ),
    ).toEqual([
      [3, 'credit', 'live'],
      [1, 'email', null],
      [4, 'credit', 'ondemand'],
      [2, 'subscription', null],
    ]);
  });

  it('answers an empty list for unknown ids, 400 for ids that are not numbers, 401 without a login', async () => {
    const u = await t.newUser();
    expect(
      (await t.call({ method: 'GET', url: '/api/products/list?productIds=12345', token: u.token }))
        .body.content,
    ).toEqual({ products: [] });
    expect(
      (await t.call({ method: 'GET', url: '/api/products/list?productIds=abc', token: u.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/products/list?productIds=1' })).statusCode,
    ).toBe(401);
  });
});
