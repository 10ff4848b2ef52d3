import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productEventTexts, userSchema } from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { cards, subscribe, tokenFor } from '../../../test/billing-kit.ts';
import { eventsOf } from '../../../test/product-events-kit.ts';

/** The events the business counts (spec 4.3, 4.5, 7), recorded with the changes they report. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cancel = (token: string) =>
  t.call({ method: 'POST', url: '/api/user/subscription/cancel', token });

describe('product events', () => {
  it('counts a log-out once, and not a second try with the revoked token', async () => {
    const u = await t.newUser();
    expect(
      (await t.call({ method: 'POST', url: '/api/user/logout', token: u.token })).statusCode,
    ).toBe(200);
    expect(
      (await t.call({ method: 'POST', url: '/api/user/logout', token: u.token })).statusCode,
    ).toBe(401);
    expect(await eventsOf(t, u.id)).toEqual([{ name: 'log-out', properties: {} }]);
  });

  it('counts a started trial at the attribution value, a purchase at what was charged, and a cancelled trial', async () => {
    const u = await t.newUser();
    expect(
      (await subscribe(t, u.token, { packageId: 'jetsweat_yearly', token: await tokenFor(t) }))
        .statusCode,
    ).toBe(200);
    expect((await cancel(u.token)).statusCode).toBe(200);
    // Cancelling again changes nothing and counts nothing.
    expect((await cancel(u.token)).statusCode).toBe(200);
    expect(await eventsOf(t, u.id)).toEqual([
      { name: 'yearly-trial', properties: { value: 149.99, currency: 'USD' } },
      {
        name: 'purchase',
        properties: {
          product: 'subscription',
          packageId: 'jetsweat_yearly',
          amountCents: 0,
          currency: 'usd',
        },
      },
      { name: 'cancelled-yearly', properties: { packageId: 'jetsweat_yearly' } },
    ]);
  });

  it('counts a monthly trial at 14.99', async () => {
    const u = await t.newUser();
    await subscribe(t, u.token, { packageId: 'jetsweat_monthly', token: await tokenFor(t) });
    expect((await eventsOf(t, u.id))[0]).toEqual({
      name: 'monthly-trial',
      properties: { value: 14.99, currency: 'USD' },
    });
  });

  it('counts a promo purchase, which has no trial, at the amount charged, and a paid cancellation not at all', async () => {
    const u = await t.newUser();
    const res = await subscribe(t, u.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t),
      promo: 'TAKE5',
    });
    expect(res.statusCode).toBe(200);
    await cancel(u.token);
    expect(await eventsOf(t, u.id)).toEqual([
      {
        name: 'purchase',
        properties: {
          product: 'subscription',
          packageId: 'jetsweat_monthly',
          amountCents: 1499,
          currency: 'usd',
        },
      },
    ]);
  });

  it('counts a day pass, and nothing for a declined card', async () => {
    const u = await t.newUser();
    const declined = await t.call({
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token: u.token,
      payload: { source: 'website', token: await tokenFor(t, cards.declined) },
    });
    expect(declined.statusCode).toBe(402);
    expect(await eventsOf(t, u.id)).toEqual([]);
    const bought = await t.call({
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token: u.token,
      payload: { source: 'website', token: await tokenFor(t) },
    });
    expect(bought.statusCode).toBe(200);
    expect(await eventsOf(t, u.id)).toEqual([
      {
        name: 'purchase',
        properties: {
          product: 'daypass',
          packageId: 'jetsweat_daily',
          amountCents: expect.any(Number),
          currency: 'usd',
        },
      },
    ]);
  });
});

describe('GET /api/product-events', () => {
  const staffToken = async () => {
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'staff@jetsweat.example', password: 'letsworkout' },
      },
      userSchema,
    );
    expectOk(res);
    // Log-in always answers the session's token (it is optional only in GET /api/user/me).
    return res.body.content.authToken!;
  };

  it('shows staff the newest events first, of one name when asked', async () => {
    const u = await t.newUser();
    await t.call({ method: 'POST', url: '/api/user/logout', token: u.token });
    const res = await t.call({
      method: 'GET',
      url: '/api/product-events?name=log-out&limit=1',
      token: await staffToken(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.content).toEqual([
      {
        id: expect.any(Number),
        name: 'log-out',
        userId: u.id,
        properties: {},
        occurredAt: expect.any(String),
      },
    ]);
  });

  it('refuses members, visitors and names it does not know', async () => {
    const u = await t.newUser();
    const member = await t.call({ method: 'GET', url: '/api/product-events', token: u.token });
    expect(member.statusCode).toBe(403);
    expect(member.body.content).toBe(productEventTexts.staffOnly);
    expect((await t.call({ method: 'GET', url: '/api/product-events' })).statusCode).toBe(401);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/product-events?name=nonsense',
          token: await staffToken(),
        })
      ).statusCode,
    ).toBe(400);
  });
});
