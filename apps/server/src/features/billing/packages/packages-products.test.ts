import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsAnswerSchema, studioPackagesSchema } from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A studio's plans and day package, as GET /api/studio/packages/{studioShortName} answers them. */
async function packagesOf(shortName: string) {
  const res = await t.call(
    { method: 'GET', url: `/api/studio/packages/${shortName}` },
    studioPackagesSchema,
  );
  expectOk(res);
  return res.body.content;
}

describe('GET /api/studio/packages/{studioShortName}', () => {
  it('answers JetSweat’s own plans for jetsweat: $239.99 a year, $19.99 a month, 7-day trial', async () => {
    expect(await packagesOf('jetsweat')).toEqual({
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
    const brooks = await packagesOf('brookspilates');
    expect(brooks.studio).toMatchObject({ shortName: 'brookspilates' });
    expect(brooks.yearly?.packageId).toBe('brookspilates_yearly');
    expect(brooks.monthly?.packageId).toBe('brookspilates_monthly');
    expect(brooks.daily).toMatchObject({
      packageId: 'brookspilates_daily',
      price: expect.any(Number),
    });
    expect(brooks.daily!.price * 100).toBeCloseTo(brooks.daily!.priceCents);
  });

  it("names mntstudio's plans with the suffix 2 and finds 'pearlcicc i'", async () => {
    const mnt = await packagesOf('mntstudio');
    expect(mnt.yearly?.packageId).toBe('mntstudio_yearly2');
    expect(mnt.monthly?.packageId).toBe('mntstudio_monthly2');
    expect((await packagesOf('pearlcicc%20i')).monthly?.packageId).toBe('pearlcici_monthly');
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
    const res = await t.call(
      { method: 'GET', url: '/api/products/list?productIds=3,1,99,4,2', token: u.token },
      productsAnswerSchema,
    );
    expectOk(res);
    expect(res.body.content.products.map((p) => [p.id, p.type, p.creditType])).toEqual([
      [3, 'credit', 'live'],
      [1, 'email', null],
      [4, 'credit', 'ondemand'],
      [2, 'subscription', null],
    ]);
  });

  it('answers an empty list for unknown ids, 400 for ids that are not numbers, 401 without a login', async () => {
    const u = await t.newUser();
    const unknown = await t.call(
      { method: 'GET', url: '/api/products/list?productIds=12345', token: u.token },
      productsAnswerSchema,
    );
    expectOk(unknown);
    expect(unknown.body.content).toEqual({ products: [] });
    expect(
      (await t.call({ method: 'GET', url: '/api/products/list?productIds=abc', token: u.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: '/api/products/list?productIds=1' })).statusCode,
    ).toBe(401);
  });
});
