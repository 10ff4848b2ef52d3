import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  billingTexts,
  cardObjectSchema,
  easternShortDate,
  LIVE_CLASS_HOLD_MINUTES,
  liveClassPaymentIntentAnswerSchema,
  publicIntentSchema,
  receiptSchema,
  receiptsAnswerSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { cards } from '../../../../test/billing-kit.ts';
import { insertClass, NORTHLOOP_ID } from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
/** GET `url` answered 200 with the content `schema` (the route's) describes. */
const read = <S extends z.core.$ZodType>(url: string, schema: S, token?: string) =>
  t.okContent({ method: 'GET', url, token }, schema);

/** A sandbox payment method for a good card, as the card form makes it. */
async function paymentMethod(name: string) {
  const pm = await t.call(
    {
      method: 'POST',
      url: '/api/sandbox/v1/payment_methods',
      payload: { card: { number: cards.ok, expMonth: 12, expYear: 2031, cvc: '123', name } },
    },
    cardObjectSchema,
  );
  expectOk(pm);
  return pm.body.content.id;
}

/** Asks for a class's payment and pays it as the browser does in sandbox mode; answers the intent. */
async function startAndPay(token: string, classId: number, amount: number) {
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/liveclass/upcoming/payment-intent',
      token,
      payload: { amount, studioId: NORTHLOOP_ID, liveClassId: classId, coupon: null },
    },
    liveClassPaymentIntentAnswerSchema,
  );
  expectOk(res);
  const { id, client_secret: clientSecret } = res.body.content;
  const paid = await t.call(
    {
      method: 'POST',
      url: `/api/sandbox/v1/intents/${id}/confirm`,
      payload: { clientSecret, paymentMethod: await paymentMethod('T P') },
    },
    publicIntentSchema,
  );
  expectOk(paid);
  return id;
}

const confirm = (token: string, classId: number, paymentIntentId: string, amount: number) =>
  t.call({
    method: 'POST',
    url: `/api/liveclass/upcoming/${classId}/confirmation`,
    token,
    payload: { amount, studioId: NORTHLOOP_ID, paymentIntentId, promo: null },
  });

const startOf = async (classId: number) =>
  (
    await t.db.query<{ scheduled_at: Date }>(
      'SELECT scheduled_at FROM live_classes WHERE id = $1',
      [classId],
    )
  )[0]!.scheduled_at;

describe('receipts for single live classes paid by card', () => {
  it('lists the class as a receipt its buyer alone can open', async () => {
    const buyer = await t.newUser();
    const id = await insertClass(t, { title: 'Core Burn', priceCents: 1800 });
    const intentId = await startAndPay(buyer.token, id, 1800);
    expect((await confirm(buyer.token, id, intentId, 1800)).statusCode).toBe(200);

    const expected = {
      id: intentId,
      number: intentId,
      paidAt: '2026-11-20T15:00:00.000Z',
      kind: 'liveclass',
      description: `North Loop Fitness live class: Core Burn, ${easternShortDate(await startOf(id))}`,
      passDate: null,
      amountCents: 1800,
      refunded: false,
    };
    const list = await read('/api/user/receipts', receiptsAnswerSchema, buyer.token);
    expect(list.receipts).toEqual([expected]);
    expect(await read(`/api/user/receipts/${intentId}`, receiptSchema, buyer.token)).toEqual(
      expected,
    );

    const other = await t.newUser();
    expect(await read('/api/user/receipts', receiptsAnswerSchema, other.token)).toEqual({
      receipts: [],
    });
    expect(await get(`/api/user/receipts/${intentId}`, other.token)).toEqual({
      statusCode: 404,
      body: { status: 0, content: billingTexts.noSuchReceipt },
    });
    expect((await get(`/api/user/receipts/pi_unknown`, buyer.token)).statusCode).toBe(404);
    expect((await get(`/api/user/receipts/${intentId}`)).statusCode).toBe(401);
  });

  it('shows a payment refunded because the seat went to someone else as refunded', async () => {
    const slow = await t.newUser();
    const quick = await t.newUser();
    const id = await insertClass(t, { title: 'One to One', personal: true, priceCents: 3500 });
    const slowIntent = await t.call(
      {
        method: 'POST',
        url: '/api/liveclass/upcoming/payment-intent',
        token: slow.token,
        payload: { amount: 3500, studioId: NORTHLOOP_ID, liveClassId: id, coupon: null },
      },
      liveClassPaymentIntentAnswerSchema,
    );
    expectOk(slowIntent);
    t.clock.advance((LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
    const quickIntent = await startAndPay(quick.token, id, 3500);
    expect((await confirm(quick.token, id, quickIntent, 3500)).statusCode).toBe(200);
    // The slow buyer's browser still pays the old intent: the money is given back.
    const { id: intentId, client_secret: clientSecret } = slowIntent.body.content;
    await t.call({
      method: 'POST',
      url: `/api/sandbox/v1/intents/${intentId}/confirm`,
      payload: { clientSecret, paymentMethod: await paymentMethod('S') },
    });
    expect((await confirm(slow.token, id, intentId, 3500)).statusCode).toBe(409);

    const [receipt] = (await read('/api/user/receipts', receiptsAnswerSchema, slow.token)).receipts;
    expect(receipt).toMatchObject({ id: intentId, amountCents: 3500, refunded: true });
    expect(await read(`/api/user/receipts/${intentId}`, receiptSchema, slow.token)).toEqual(
      receipt,
    );
    const [theirs] = (await read('/api/user/receipts', receiptsAnswerSchema, quick.token)).receipts;
    expect(theirs).toMatchObject({ id: quickIntent, refunded: false });
  });
});
