// Class packs and intro offers (issue 54, item 1): buying one, booking with its credits, giving a
// credit back on a cancel in time, and the intro offer only for a new customer, once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberPacksAnswerSchema,
  packPurchaseAnswerSchema,
  packTexts,
  receiptSchema,
  receiptsAnswerSchema,
  scheduleTexts,
  studioPacksAnswerSchema,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { bought, chargesFor, orBankStep, tokenFor } from '../../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { HOUR, insertClass, NORTHLOOP_ID } from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

let packNames = 0;
async function insertPack(
  fields: { credits?: number; priceCents?: number; validDays?: number; intro?: boolean } = {},
  studioId = NORTHLOOP_ID,
): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO class_packs (studio_id, name, credits, price_cents, valid_days, intro, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now(), now()) RETURNING id`,
    [
      studioId,
      `Pack ${++packNames}`,
      fields.credits ?? 5,
      fields.priceCents ?? 6000,
      fields.validDays ?? 60,
      fields.intro ?? false,
    ],
  );
  return row!.id;
}

const buy = async (token: string, packId: number, purchaseKey = randomUUID()) =>
  t.call(
    {
      method: 'POST',
      url: '/api/user/pack/purchase',
      token,
      payload: { packId, purchaseKey, token: await tokenFor(t) },
    },
    orBankStep(packPurchaseAnswerSchema),
  );
const myPacks = async (token: string) => {
  const res = await t.call(
    { method: 'GET', url: '/api/user/packs', token },
    memberPacksAnswerSchema,
  );
  expectOk(res);
  return res.body.content.packs;
};
const book = (token: string, liveClassId: number, usePack = true) =>
  t.call({
    method: 'POST',
    url: '/api/workout/add',
    token,
    payload: { liveClassId, videoId: null, usePack },
  });
const cancel = (token: string, liveClassId: number) =>
  t.call({ method: 'DELETE', url: `/api/liveclass/purchased/${liveClassId}`, token });
const otherStudio = async () =>
  (
    await t.db.query<{ id: number }>('SELECT id FROM studios WHERE id <> $1 ORDER BY id LIMIT 1', [
      NORTHLOOP_ID,
    ])
  )[0]!.id;

describe('buying a class pack', () => {
  it('charges once per press of Buy and gives its credits until it expires', async () => {
    const packId = await insertPack({ credits: 5, priceCents: 6000, validDays: 30 });
    const u = await t.newUser();
    const key = randomUUID();
    const first = bought(await buy(u.token, packId, key));
    expect(first).toMatchObject({
      packId,
      studioId: NORTHLOOP_ID,
      status: 'paid',
      creditsTotal: 5,
      creditsLeft: 5,
      amountCents: 6000,
      paidAt: '2026-11-20T15:00:00.000Z',
      expiresAt: '2026-12-20T15:00:00.000Z',
    });
    // The same press again (a double click, a retry): the same pack, charged once.
    const again = await Promise.all([buy(u.token, packId, key), buy(u.token, packId, key)]);
    for (const res of again) expect(bought(res).id).toBe(first.id);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 6000 }]);
    expect((await myPacks(u.token)).map((p) => [p.id, p.creditsLeft])).toEqual([[first.id, 5]]);
    // Another press buys another pack.
    const second = bought(await buy(u.token, packId));
    expect(second.id).not.toBe(first.id);
    expect(await chargesFor(t, u.id)).toHaveLength(2);

    // Each has a receipt, as a live class's payment has: its number is the payment's reference.
    const receipts = await t.okContent(
      { method: 'GET', url: '/api/user/receipts', token: u.token },
      receiptsAnswerSchema,
    );
    const packReceipts = receipts.receipts.filter((r) => r.kind === 'pack');
    expect(packReceipts).toHaveLength(2);
    const [receipt] = packReceipts;
    expect(receipt).toMatchObject({
      amountCents: 6000,
      refunded: false,
      description: expect.stringMatching(/ class pack: Pack \d+$/),
    });
    expect(receipt!.number).toMatch(/^pi_/);
    const one = await t.call(
      { method: 'GET', url: `/api/user/receipts/${receipt!.id}`, token: u.token },
      receiptSchema,
    );
    expectOk(one);
    expect(one.body.content).toEqual(receipt);
    const stranger = await t.newUser();
    expectFailure(
      await t.call({
        method: 'GET',
        url: `/api/user/receipts/${receipt!.id}`,
        token: stranger.token,
      }),
      404,
    );
  });

  it('lists a studio’s packs on sale, and refuses one taken off sale or unknown', async () => {
    const onSale = await insertPack();
    const offSale = await insertPack();
    await t.db.query('UPDATE class_packs SET on_sale = false WHERE id = $1', [offSale]);
    const listed = await t.call(
      { method: 'GET', url: `/api/studios/${NORTHLOOP_ID}/packs` },
      studioPacksAnswerSchema,
    );
    expectOk(listed);
    const ids = listed.body.content.packs.map((p) => p.id);
    expect(ids).toContain(onSale);
    expect(ids).not.toContain(offSale);
    expect(listed.body.content.introOpen).toBeNull();
    const u = await t.newUser();
    for (const id of [offSale, 999999]) {
      const refused = await buy(u.token, id);
      expectFailure(refused, 404);
      expect(refused.body.content).toBe(packTexts.packNotFound);
    }
    expect(await myPacks(u.token)).toEqual([]);
    expect((await buy('', onSale)).statusCode).toBe(401);
  });
});

describe('booking with a class pack', () => {
  it('takes a credit, gives it back on a cancel in time, and keeps it on a late one', async () => {
    const packId = await insertPack({ credits: 2 });
    const u = await t.newUser();
    const pack = bought(await buy(u.token, packId));
    const soon = await insertClass(t, { startsInHours: 1 });
    const later = await insertClass(t, { startsInHours: 48 });

    // Without asking for the pack the class must be paid for.
    expect((await book(u.token, later, false)).statusCode).toBe(402);
    expect((await book(u.token, later)).statusCode).toBe(201);
    expect((await book(u.token, soon)).statusCode).toBe(201);
    expect((await myPacks(u.token))[0]!.creditsLeft).toBe(0);
    const [seat] = await t.db.query<{ paid_with: string; pack_purchase_id: number }>(
      'SELECT paid_with, pack_purchase_id FROM live_class_seats WHERE live_class_id = $1 AND user_id = $2',
      [later, u.id],
    );
    expect(seat).toEqual({ paid_with: 'pack', pack_purchase_id: pack.id });

    const cancelled = await cancel(u.token, later);
    expectOk(cancelled);
    expect(JSON.stringify(cancelled.body)).toContain(packTexts.creditBack);
    expect((await myPacks(u.token))[0]!.creditsLeft).toBe(1);
    // Within the cut-off: refused, and the credit stays spent.
    const late = await cancel(u.token, soon);
    expectFailure(late, 409);
    expect(late.body.content).toBe(scheduleTexts.cancelTooLate);
    expect((await myPacks(u.token))[0]!.creditsLeft).toBe(1);
  });

  it('refuses without a credit at the class’s studio, and after the pack expires', async () => {
    const u = await t.newUser();
    const elsewhere = await insertClass(t, { studioId: await otherStudio(), startsInHours: 48 });
    bought(await buy(u.token, await insertPack({ credits: 3, validDays: 1 })));
    const refused = await book(u.token, elsewhere);
    expectFailure(refused, 402);
    expect(refused.body.content).toBe(packTexts.noCredit);

    const afterExpiry = await insertClass(t, { startsInHours: 72 });
    t.clock.advance(25 * HOUR);
    try {
      const expired = await book(u.token, afterExpiry);
      expectFailure(expired, 402);
      expect((await myPacks(u.token))[0]!.creditsLeft).toBe(3);
    } finally {
      t.clock.advance(-25 * HOUR);
    }
  });

  it('never takes more credits than the pack holds, whatever thirty bookings at once do', async () => {
    const u = await t.newUser();
    bought(await buy(u.token, await insertPack({ credits: 3 })));
    const classes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => insertClass(t, { startsInHours: 48 + i })),
    );
    const answers = await Promise.all(classes.map((id) => book(u.token, id)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 402)).toHaveLength(27);
    expect((await myPacks(u.token))[0]!.creditsLeft).toBe(0);
    const [seats] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM live_class_seats WHERE user_id = $1 AND paid_with = 'pack'",
      [u.id],
    );
    expect(seats!.n).toBe(3);
  });
});

describe('intro offers', () => {
  it('sells an intro offer to a new customer of the studio once, even at once', async () => {
    const intro = await insertPack({ credits: 3, priceCents: 3000, intro: true });
    const u = await t.newUser();
    const open = await t.call(
      { method: 'GET', url: `/api/studios/${NORTHLOOP_ID}/packs`, token: u.token },
      studioPacksAnswerSchema,
    );
    expectOk(open);
    expect(open.body.content.introOpen).toBe(true);

    const both = await Promise.all([buy(u.token, intro), buy(u.token, intro)]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!;
    expect(refused.body.content).toBe(packTexts.introTaken);
    expect(await chargesFor(t, u.id)).toEqual([{ amount: 3000 }]);
    const again = await buy(u.token, intro);
    expectFailure(again, 409);
    const closed = await t.call(
      { method: 'GET', url: `/api/studios/${NORTHLOOP_ID}/packs`, token: u.token },
      studioPacksAnswerSchema,
    );
    expectOk(closed);
    expect(closed.body.content.introOpen).toBe(false);
  });

  it('is not for someone who already booked or bought at the studio', async () => {
    const intro = await insertPack({ intro: true, priceCents: 0 });
    const booker = await t.newUser();
    bought(await buy(booker.token, await insertPack({ credits: 1 })));
    const refused = await buy(booker.token, intro);
    expectFailure(refused, 409);
    expect(refused.body.content).toBe(packTexts.introTaken);
    // A customer of another studio is new here.
    const newcomer = await t.newUser();
    const free = bought(await buy(newcomer.token, intro));
    expect(free).toMatchObject({ intro: true, amountCents: 0, status: 'paid' });
    expect(await chargesFor(t, newcomer.id)).toEqual([]);
  });
});
