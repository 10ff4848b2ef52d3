// Refunding a class pack from the console (issue 54, item 1; docs/decisions/0114-pack-refunds.md):
// the unused classes voided at once and paid back by the gateway once, whatever the presses and
// the bookings racing it; the receipt and the sales list show it; nobody else's studio may.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consolePacksTexts,
  consoleTexts,
  packPurchaseAnswerSchema,
  packRefundCents,
  packRefundSchema,
  packSalesSchema,
  receiptSchema,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { bought, orBankStep, tokenFor } from '../../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { flakyRefunds } from '../../../../test/refund-kit.ts';
import { insertClass } from '../../../../test/schedule-fixtures.ts';
import { payPackRefund } from '../../billing/packs/pack-refund-payment.ts';
import { auditCount, BK, BROOKS, consoleCallers, lastAudit, type Callers } from '../console-kit.ts';

/** A refusal with its status and the text a person reads. */
function refusedWith(res: Parameters<typeof expectFailure>[0], status: number, text: string) {
  expectFailure(res, status);
  expect(res.body.content).toBe(text);
}

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  who = await consoleCallers(t);
});
afterAll(() => t.close());

async function insertPack(credits: number, priceCents: number, studioId = BK): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO class_packs (studio_id, name, credits, price_cents, valid_days, intro, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 60, false, now(), now()) RETURNING id`,
    [studioId, `Refundable ${randomUUID().slice(0, 8)}`, credits, priceCents],
  );
  return row!.id;
}

/** A new member's pack of `credits` classes at BK Pilates, bought by card: the member, the sale. */
async function soldPack(credits = 5, priceCents = 6000) {
  const member = await t.newUser({ firstName: 'Rhea', lastName: 'Quill' });
  const packId = await insertPack(credits, priceCents);
  const pack = bought(
    await t.call(
      {
        method: 'POST',
        url: '/api/user/pack/purchase',
        token: member.token,
        payload: { packId, purchaseKey: randomUUID(), token: await tokenFor(t) },
      },
      orBankStep(packPurchaseAnswerSchema),
    ),
  );
  return { member, purchaseId: pack.id };
}

const refund = (token: string, purchaseId: number, studioId = BK) =>
  t.call(
    {
      method: 'POST',
      url: `/api/console/studios/${studioId}/pack-sales/${purchaseId}/refund`,
      token,
    },
    packRefundSchema,
  );
const book = (token: string, liveClassId: number) =>
  t.call({
    method: 'POST',
    url: '/api/workout/add',
    token,
    payload: { liveClassId, videoId: null, usePack: true },
  });
const purchaseRow = async (id: number) =>
  (
    await t.db.query<{
      status: string;
      credits_left: number;
      credits_voided: number | null;
      refund_cents: number | null;
      refund_id: string | null;
      intent_id: string;
    }>('SELECT * FROM pack_purchases WHERE id = $1', [id])
  )[0]!;
const gatewayRefunds = (intentId: string) =>
  t.db.query<{ amount: number }>(
    'SELECT amount FROM sandbox_refunds WHERE payment_intent_id = $1',
    [intentId],
  );
const packSeats = async (purchaseId: number) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM live_class_seats WHERE pack_purchase_id = $1 AND state = 'booked'",
      [purchaseId],
    )
  )[0]!.n;

describe('refunding a pack sale', () => {
  it('pays back the unused classes once, voids them, keeps the booked seats, and shows it everywhere', async () => {
    const { member, purchaseId } = await soldPack(5, 6000);
    const used = await insertClass(t, { studioId: BK, startsInHours: 72 });
    expect((await book(member.token, used)).statusCode).toBe(201);
    expect((await book(member.token, await insertClass(t, { studioId: BK }))).statusCode).toBe(201);
    const audits = await auditCount(t);

    const res = await refund(who.bkAdmin, purchaseId);
    expectOk(res);
    // 6000 × 3 unused ÷ 5 = 3600, the contract's rule.
    expect(packRefundCents(6000, 3, 5)).toBe(3600);
    expect(res.body.content).toEqual({
      id: purchaseId,
      refundCents: 3600,
      creditsVoided: 3,
      state: 'refunded',
    });
    const row = await purchaseRow(purchaseId);
    expect(row).toMatchObject({ status: 'refunded', credits_left: 0, credits_voided: 3 });
    expect(await gatewayRefunds(row.intent_id)).toEqual([{ amount: 3600 }]);
    expect(await packSeats(purchaseId)).toBe(2);
    expect(await auditCount(t)).toBe(audits + 1);
    expect(await lastAudit(t)).toMatchObject({
      action: 'pack.refund',
      entity_id: String(purchaseId),
      after: { refundCents: 3600, creditsVoided: 3 },
    });

    // The voided classes can no longer be booked; the member's receipt shows the refund.
    expectFailure(await book(member.token, await insertClass(t, { studioId: BK })), 402);
    const receipt = await t.okContent(
      { method: 'GET', url: `/api/user/receipts/${row.intent_id}`, token: member.token },
      receiptSchema,
    );
    expect(receipt).toMatchObject({ amountCents: 6000, refunded: true, refundedCents: 3600 });
    const sales = await t.okContent(
      { method: 'GET', url: `/api/console/studios/${BK}/pack-sales`, token: who.bkAdmin },
      packSalesSchema,
    );
    expect(sales.sales.find((s) => s.id === purchaseId)).toMatchObject({
      status: 'refunded',
      creditsLeft: 0,
      refundCents: 3600,
      creditsVoided: 3,
    });
  });

  it('refunds once under a second press and two presses at once', async () => {
    const { purchaseId } = await soldPack(4, 5000);
    const audits = await auditCount(t);
    const both = await Promise.all([
      refund(who.bkAdmin, purchaseId),
      refund(who.staff, purchaseId),
    ]);
    const again = await refund(who.bkAdmin, purchaseId);
    for (const r of [...both, again]) {
      expectOk(r);
      expect(r.body.content).toMatchObject({ refundCents: 5000, creditsVoided: 4 });
    }
    expect(await gatewayRefunds((await purchaseRow(purchaseId)).intent_id)).toEqual([
      { amount: 5000 },
    ]);
    expect(await auditCount(t)).toBe(audits + 1);
  });

  it('voids and refunds exactly the credits no booking took when bookings race the refund', async () => {
    const { member, purchaseId } = await soldPack(5, 5000);
    const classes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => insertClass(t, { studioId: BK, startsInHours: 30 + i })),
    );
    const answers = await Promise.all([
      ...classes.map((id) => book(member.token, id)),
      refund(who.bkAdmin, purchaseId),
    ]);
    const row = await purchaseRow(purchaseId);
    const booked = await packSeats(purchaseId);
    expect(answers.slice(0, -1).filter((r) => r.statusCode === 201)).toHaveLength(booked);
    expect(row.credits_left).toBe(0);
    const refunded = answers.at(-1)!;
    if (refunded.statusCode === 200) {
      // Every credit is either a booked seat or voided and paid back, never both.
      expect(booked + row.credits_voided!).toBe(5);
      expect(row.refund_cents).toBe(packRefundCents(5000, 5 - booked, 5));
    } else {
      // The bookings took every credit first: nothing was left to refund.
      refusedWith(refunded, 409, consolePacksTexts.nothingLeftToRefund);
      expect(booked).toBe(5);
    }
  });

  it('is owed while the gateway fails, and its job pays it once when it answers', async () => {
    const { purchaseId } = await soldPack(2, 3000);
    const gateway = flakyRefunds(t);
    try {
      gateway.down = true;
      const res = await refund(who.bkAdmin, purchaseId);
      expectOk(res);
      expect(res.body.content).toMatchObject({ refundCents: 3000, state: 'owed' });
      const row = await purchaseRow(purchaseId);
      expect(row).toMatchObject({ status: 'refunded', credits_left: 0, refund_id: null });
      await expect(payPackRefund(t.deps, purchaseId)).rejects.toThrow('the gateway is down');
      gateway.down = false;
      expect(await payPackRefund(t.deps, purchaseId)).toBe(true);
      expect(await payPackRefund(t.deps, purchaseId)).toBe(false);
      expect(await gatewayRefunds(row.intent_id)).toEqual([{ amount: 3000 }]);
      expect(gateway.asked).toBe(3);
      const [tries] = await t.db.query<{ refund_attempts: number }>(
        'SELECT refund_attempts FROM pack_purchases WHERE id = $1',
        [purchaseId],
      );
      expect(tries!.refund_attempts).toBe(3);
      expect((await refund(who.bkAdmin, purchaseId)).body.content).toMatchObject({
        state: 'refunded',
      });
    } finally {
      gateway.restore();
    }
  });

  it("refuses another studio's admin, instructors and members, and changes nothing", async () => {
    const { purchaseId } = await soldPack();
    const audits = await auditCount(t);
    refusedWith(await refund(who.brooksAdmin, purchaseId), 403, consoleTexts.notThisStudio);
    refusedWith(await refund(who.bkInstructor, purchaseId), 403, consoleTexts.adminsOnly);
    expectFailure(await refund(who.member, purchaseId), 403);
    // Brooks' admin naming their own studio: the sale is not theirs, as unknown as none.
    refusedWith(
      await refund(who.brooksAdmin, purchaseId, BROOKS),
      404,
      consolePacksTexts.purchaseNotFound,
    );
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 'paid', credits_left: 5 });
    expect(await auditCount(t)).toBe(audits);
  });
});
