import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  billingTexts,
  dayPassesAnswerSchema,
  dayPassViewSchema,
  receiptSchema,
  receiptsAnswerSchema,
  studioPackagesSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { subscribe, subscribed, tokenFor } from '../../../../test/billing-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
/** GET `url` answered 200 with the content `schema` (the route's) describes. */
const read = <S extends z.core.$ZodType>(url: string, schema: S, token?: string) =>
  t.okContent({ method: 'GET', url, token }, schema);
const studioId = async (shortName: string) =>
  (
    await t.db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [shortName])
  )[0]!.id;
const buyDayPass = async (token: string, body: Record<string, unknown>) => {
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token,
      payload: { source: 'website', token: await tokenFor(t), ...body },
    },
    dayPassViewSchema,
  );
  expectOk(res);
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
    subscribed(sub);
    const daily = (await read('/api/studio/packages/brookspilates', studioPackagesSchema)).daily!;

    const { receipts } = await read('/api/user/receipts', receiptsAnswerSchema, u.token);
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
    expect(await read(`/api/user/receipts/${receipts[0]!.id}`, receiptSchema, u.token)).toEqual(
      receipts[0],
    );

    const passes = (await read('/api/user/daypasses', dayPassesAnswerSchema, u.token)).dayPasses;
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
    const [receipt] = (await read('/api/user/receipts', receiptsAnswerSchema, owner.token))
      .receipts;
    expect(receipt!.description).toBe('JetSweat day pass');

    const other = await t.newUser();
    const trial = await subscribe(t, other.token, {
      packageId: 'jetsweat_yearly',
      token: await tokenFor(t),
    });
    subscribed(trial);
    expect(await read('/api/user/receipts', receiptsAnswerSchema, other.token)).toEqual({
      receipts: [],
    });
    expect(await read('/api/user/daypasses', dayPassesAnswerSchema, other.token)).toEqual({
      dayPasses: [],
    });
    const stolen = await get(`/api/user/receipts/${receipt!.id}`, other.token);
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
