// Booking policies per studio (issue 54, item 2): the studio's cancellation window, a late cancel
// with its fee (a pack's credit kept, a paid class not refunded, a plan's booking charged to the
// card on file by the fee's job, once whatever the races), declines left failed, and waiving.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPolicyTexts,
  cancelBookingAnswerSchema,
  consoleRosterSchema,
  packPurchaseAnswerSchema,
  scheduleTexts,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import {
  bought,
  cards,
  orBankStep,
  subscribe,
  subscribed,
  tokenFor,
} from '../../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  bookByCard,
  insertClass,
  newCustomer,
  newStudioMember,
  NORTHLOOP_ID,
  onNorthloop,
  seatsOf,
} from '../../../../test/schedule-fixtures.ts';
import { BK, BROOKS, consoleCallers, type Callers } from '../../console/console-kit.ts';
import { settleFee } from '../service.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  who = await consoleCallers(t);
});
afterAll(() => t.close());

/** A 12-hour window; fees in cents (0: none). */
async function setPolicy(studioId: number, lateCancelFeeCents: number, noShowFeeCents = 0) {
  await t.db.query(
    `INSERT INTO studio_booking_policies (studio_id, late_booking_minutes, cancel_window_minutes,
       late_cancel_fee_cents, no_show_fee_cents, updated_at)
     VALUES ($1, NULL, 720, $2, $3, now())
     ON CONFLICT (studio_id) DO UPDATE SET cancel_window_minutes = 720,
       late_cancel_fee_cents = $2, no_show_fee_cents = $3`,
    [studioId, lateCancelFeeCents, noShowFeeCents],
  );
}

/** A refusal with its status and the member's words. */
function refusedWith(res: Awaited<ReturnType<typeof cancel>>, status: number, text: string) {
  expectFailure(res, status);
  expect(res.body.content).toBe(text);
}

const cancel = (
  token: string,
  classId: number,
  accept = false,
  headers: Record<string, string> = onNorthloop,
) =>
  t.call({
    method: 'DELETE',
    url: `/api/liveclass/purchased/${classId}${accept ? '?acceptLateFee=true' : ''}`,
    token,
    headers,
  });
const bookInPlan = async (token: string, classId: number) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/workout/add',
    token,
    headers: onNorthloop,
    payload: { liveClassId: classId },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(300);
};
const feesOf = (classId: number) =>
  t.db.query<{
    id: number;
    user_id: number;
    kind: string;
    settled_by: string;
    amount_cents: number;
    status: string;
    failure: string | null;
    refund_owed: boolean;
    refund_id: string | null;
  }>(
    `SELECT id, user_id, kind, settled_by, amount_cents, status, failure, refund_owed, refund_id
       FROM booking_fees WHERE live_class_id = $1 ORDER BY id`,
    [classId],
  );
const feeCharges = (feeId: number) =>
  t.db.query<{ id: string; amount: number; status: string }>(
    `SELECT id, amount, status FROM sandbox_intents WHERE metadata->>'feeId' = $1`,
    [String(feeId)],
  );
const refundsOfIntent = (intentId: string) =>
  t.db.query<{ amount: number }>(
    'SELECT amount FROM sandbox_refunds WHERE payment_intent_id = $1',
    [intentId],
  );
const cancellationsOf = (classId: number) =>
  t.db.query<{ user_id: number; late: boolean }>(
    'SELECT user_id, late FROM live_class_cancellations WHERE live_class_id = $1 ORDER BY id',
    [classId],
  );
const waive = (token: string, studioId: number, classId: number, feeId: number) =>
  t.call({
    method: 'POST',
    url: `/api/console/studios/${studioId}/classes/${classId}/fees/${feeId}/waive`,
    token,
  });

/** A northloop subscriber whose saved card declines every charge (it is saved in the trial). */
async function subscriberWithDecliningCard() {
  const person = await newStudioMember(t, NORTHLOOP_ID);
  const [pkg] = await t.db.query<{ id: string }>(
    "SELECT id FROM packages WHERE studio_id = $1 AND kind = 'monthly' AND active",
    [NORTHLOOP_ID],
  );
  subscribed(
    await subscribe(
      t,
      person.token,
      { packageId: pkg!.id, token: await tokenFor(t, cards.chargeDeclined) },
      person.shortName,
    ),
  );
  return person;
}

describe('cancelling inside the studio window', () => {
  it('refuses with the studio window when it has no late-cancel fee, and cancels before it as today', async () => {
    await setPolicy(NORTHLOOP_ID, 0);
    const member = await newCustomer(t);
    const soon = await insertClass(t, { startsInHours: 5 });
    await bookInPlan(member.token, soon);
    const refused = await cancel(member.token, soon, true);
    refusedWith(refused, 409, bookingPolicyTexts.cancelTooLate(720));
    expect(bookingPolicyTexts.cancelTooLate(720)).toContain('until 12 hours before');
    expect(await seatsOf(t, soon)).toHaveLength(1);

    const later = await insertClass(t, { startsInHours: 13 });
    await bookInPlan(member.token, later);
    const ok = await cancel(member.token, later);
    expectOk(ok);
    expect(cancelBookingAnswerSchema.parse(ok.body.content).message).toBe(scheduleTexts.cancelled);
    expect(await cancellationsOf(later)).toEqual([{ user_id: member.id, late: false }]);
    expect(await feesOf(later)).toEqual([]);
  });

  it('keeps the default 2-hour cut-off for a studio without a policy', () => {
    expect(bookingPolicyTexts.cancelTooLate(120)).toBe(scheduleTexts.cancelTooLate);
  });

  it("charges a plan booking's late-cancel fee once, whatever two presses and retried jobs do", async () => {
    await setPolicy(NORTHLOOP_ID, 1000);
    const member = await newCustomer(t);
    const classId = await insertClass(t, { startsInHours: 5 });
    await bookInPlan(member.token, classId);
    // Not told of the fee yet (a page from before): refused, nothing changed.
    refusedWith(
      await cancel(member.token, classId),
      409,
      bookingPolicyTexts.lateFeeNotAccepted(1000),
    );
    expect(await seatsOf(t, classId)).toHaveLength(1);

    const [a, b] = await Promise.all([
      cancel(member.token, classId, true),
      cancel(member.token, classId, true),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 404]);
    const done = [a, b].find((r) => r.statusCode === 200)!;
    expect(cancelBookingAnswerSchema.parse(done.body.content).message).toBe(
      bookingPolicyTexts.lateCancelled(1000),
    );
    expect(await seatsOf(t, classId)).toEqual([]);
    expect(await cancellationsOf(classId)).toEqual([{ user_id: member.id, late: true }]);
    const [fee, ...more] = await feesOf(classId);
    expect(more).toEqual([]);
    expect(fee).toMatchObject({
      kind: 'late_cancel',
      settled_by: 'card',
      amount_cents: 1000,
      status: 'owed',
    });

    // Two runs of the job at once, and a retry after: one charge at the gateway.
    const runs = await Promise.allSettled([settleFee(t.deps, fee!.id), settleFee(t.deps, fee!.id)]);
    expect(runs.some((r) => r.status === 'fulfilled' && r.value === 'charged')).toBe(true);
    expect(await settleFee(t.deps, fee!.id)).toBe('nothing');
    const charges = await feeCharges(fee!.id);
    expect(charges).toEqual([{ id: expect.any(String), amount: 1000, status: 'succeeded' }]);
    expect((await feesOf(classId))[0]).toMatchObject({ status: 'charged' });
  });

  it('leaves a declined fee failed for the studio to see, and never asks again', async () => {
    await setPolicy(NORTHLOOP_ID, 1000);
    const member = await subscriberWithDecliningCard();
    const classId = await insertClass(t, { startsInHours: 5 });
    await bookInPlan(member.token, classId);
    expectOk(await cancel(member.token, classId, true));
    const [fee] = await feesOf(classId);
    expect(await settleFee(t.deps, fee!.id)).toBe('failed');
    expect(await settleFee(t.deps, fee!.id)).toBe('nothing');
    const [failed] = await feesOf(classId);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.failure).toMatch(/declined/i);
    expect((await feeCharges(fee!.id)).filter((c) => c.status === 'succeeded')).toEqual([]);

    const roster = await t.okContent(
      {
        method: 'GET',
        url: `/api/console/studios/${NORTHLOOP_ID}/classes/${classId}/roster`,
        token: who.staff,
      },
      consoleRosterSchema,
    );
    expect(roster.fees).toEqual([
      expect.objectContaining({
        id: fee!.id,
        status: 'failed',
        userId: member.id,
        name: 'Studio Member',
      }),
    ]);
  });

  it("keeps a pack's credit as the fee, and gives it back when waived", async () => {
    await setPolicy(NORTHLOOP_ID, 1000);
    const [pack] = await t.db.query<{ id: number }>(
      `INSERT INTO class_packs (studio_id, name, credits, price_cents, valid_days, intro, created_at, updated_at)
       VALUES ($1, 'Fee pack', 5, 6000, 60, false, now(), now()) RETURNING id`,
      [NORTHLOOP_ID],
    );
    const u = await t.newUser();
    const purchase = bought(
      await t.call(
        {
          method: 'POST',
          url: '/api/user/pack/purchase',
          token: u.token,
          payload: { packId: pack!.id, purchaseKey: randomUUID(), token: await tokenFor(t) },
        },
        orBankStep(packPurchaseAnswerSchema),
      ),
    );
    const classId = await insertClass(t, { startsInHours: 5 });
    const booked = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: u.token,
      payload: { liveClassId: classId, videoId: null, usePack: true },
    });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBeLessThan(300);
    const creditsLeft = async () =>
      (
        await t.db.query<{ credits_left: number }>(
          'SELECT credits_left FROM pack_purchases WHERE id = $1',
          [purchase.id],
        )
      )[0]!.credits_left;
    expect(await creditsLeft()).toBe(4);
    const res = await cancel(u.token, classId, true, {});
    expectOk(res);
    expect(cancelBookingAnswerSchema.parse(res.body.content).message).toBe(
      bookingPolicyTexts.lateCancelledKept,
    );
    expect(await creditsLeft()).toBe(4);
    const [fee] = await feesOf(classId);
    expect(fee).toMatchObject({ settled_by: 'pack', status: 'charged' });
    expect(await feeCharges(fee!.id)).toEqual([]);

    // Waived twice: the credit comes back once.
    for (let i = 0; i < 2; i++) expectOk(await waive(who.staff, NORTHLOOP_ID, classId, fee!.id));
    expect(await creditsLeft()).toBe(5);
    expect((await feesOf(classId))[0]).toMatchObject({ status: 'waived' });
  });
});

describe('waiving a fee from the roster', () => {
  it("keeps a paid class's payment on a late cancel, and refunds it when its studio waives the fee", async () => {
    await setPolicy(BK, 1000);
    const classId = await insertClass(t, { studioId: BK, startsInHours: 5, priceCents: 1800 });
    const u = await t.newUser();
    expectOk(await bookByCard(t, u.token, classId, { studioId: BK, amount: 1800 }));
    const [seat] = await seatsOf(t, classId);
    expectOk(await cancel(u.token, classId, true, {}));
    expect(await refundsOfIntent(seat!.payment_intent_id!)).toEqual([]);
    const [fee] = await feesOf(classId);
    expect(fee).toMatchObject({ settled_by: 'payment', amount_cents: 1800, status: 'charged' });

    // Another studio's admin, and the class's instructor, may not waive it; nothing changes.
    expect((await waive(who.brooksAdmin, BK, classId, fee!.id)).statusCode).toBe(403);
    expect((await waive(who.bkInstructor, BK, classId, fee!.id)).statusCode).toBe(403);
    // Nor through their own studio's address.
    expect([403, 404]).toContain(
      (await waive(who.brooksAdmin, BROOKS, classId, fee!.id)).statusCode,
    );
    expect((await feesOf(classId))[0]).toMatchObject({ status: 'charged' });

    const waived = await waive(who.bkAdmin, BK, classId, fee!.id);
    expectOk(waived);
    expect((waived.body.content as { message: string }).message).toBe(
      bookingPolicyTexts.feeWaivedRefund,
    );
    const [audit] = await t.db.query<{ action: string; entity_id: string }>(
      "SELECT action, entity_id FROM console_audit_log WHERE action = 'booking_fee.waive' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toEqual({ action: 'booking_fee.waive', entity_id: String(fee!.id) });
    const [claim] = await t.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM live_class_refunds WHERE payment_intent_id = $1',
      [seat!.payment_intent_id],
    );
    expect(claim).toEqual({ amount_cents: 1800 });
  });

  it('waives an owed fee before its charge (nothing charged), and refunds one waived after it, once', async () => {
    await setPolicy(NORTHLOOP_ID, 1000);
    const first = await newCustomer(t);
    const second = await newCustomer(t);
    const classId = await insertClass(t, { startsInHours: 5 });
    for (const m of [first, second]) {
      await bookInPlan(m.token, classId);
      expectOk(await cancel(m.token, classId, true));
    }
    const [before, after] = await feesOf(classId);
    expectOk(await waive(who.staff, NORTHLOOP_ID, classId, before!.id));
    expect(await settleFee(t.deps, before!.id)).toBe('nothing');
    expect(await feeCharges(before!.id)).toEqual([]);

    expect(await settleFee(t.deps, after!.id)).toBe('charged');
    expectOk(await waive(who.staff, NORTHLOOP_ID, classId, after!.id));
    await Promise.allSettled([settleFee(t.deps, after!.id), settleFee(t.deps, after!.id)]);
    expect(await settleFee(t.deps, after!.id)).toBe('nothing');
    const [charge] = await feeCharges(after!.id);
    expect(await refundsOfIntent(charge!.id)).toEqual([{ amount: 1000 }]);
    expect((await feesOf(classId))[1]).toMatchObject({ status: 'waived', refund_owed: true });
    expect((await feesOf(classId))[1]!.refund_id).not.toBeNull();
  });

  it('answers 404 for a fee of another class', async () => {
    const classId = await insertClass(t, { studioId: BK, startsInHours: 30 });
    expect((await waive(who.bkAdmin, BK, classId, 999999)).statusCode).toBe(404);
  });
});
