// Gateway failure sweep (issue 50, item 5): a refund whose ask to the gateway failed was never
// asked for again, so a member whose cancel met a gateway outage kept neither their seat nor their
// money. Here the gateway is down while members cancel (once, twice at once, again and again), a
// studio cancels a whole class and a payment arrives for a seat that went to someone else; then
// it comes back and fails a few more asks. Every cancel must stand and say the refund is on its
// way, and in the end every payment given back is refunded exactly once at the gateway, its
// claim holding that refund, and nothing is owed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelBookingAnswerSchema,
  LIVE_CLASS_HOLD_MINUTES,
  owedRefundsSchema,
  scheduleTexts,
} from '@jetsweat/contract';
import { expectOk } from '../../test/answer.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startTestQueue } from '../../test/job-queue-kit.ts';
import { claimOf, flakyRefunds, refundsAtGateway, untilRefunded } from '../../test/refund-kit.ts';
import { BK, consoleCallers, type Callers } from '../features/console/console-kit.ts';
import { startRefundJobs } from '../features/schedule/booking/refund-jobs.ts';
import {
  bookByCard,
  insertClass,
  NORTHLOOP_ID,
  payIntent,
  seatsOf,
  startPayment,
} from '../../test/schedule-fixtures.ts';
import type { Background } from '../platform/jobs/background.ts';
import { SWEEP_ENV } from './route-table.ts';

let t: TestApp;
let who: Callers;
let background: Background;
beforeAll(async () => {
  t = await createTestApp({ env: SWEEP_ENV });
  who = await consoleCallers(t);
  const started = await startTestQueue(t);
  background = started.background;
  t.deps.jobs.attach(started.queue);
  await startRefundJobs(started.queue, t.deps, t.app.log, {
    retryLimit: 8,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 2,
  });
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

const cancel = (token: string, classId: number) =>
  t.call(
    { method: 'DELETE', url: `/api/liveclass/purchased/${classId}`, token },
    cancelBookingAnswerSchema,
  );

/** A class of BK Pilates booked by card by `people` new members, and their payments. */
async function paidClass(people: number) {
  const classId = await insertClass(t, { studioId: BK, priceCents: 2000 });
  const members = [];
  for (let i = 0; i < people; i++) {
    const person = await t.newUser();
    const booked = await bookByCard(t, person.token, classId, { studioId: BK, amount: 2000 });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    members.push(person);
  }
  return {
    classId,
    members,
    intents: (await seatsOf(t, classId)).map((s) => s.payment_intent_id!),
  };
}

/**
 * A payment for a one-seat class whose hold ran out and went to someone else: the payment is
 * given back (reason `full`). Answers the slow payer's confirmation and their payment.
 */
async function paymentForAGoneSeat() {
  const classId = await insertClass(t, { personal: true, priceCents: 1500 });
  const slow = await t.newUser();
  const quick = await t.newUser();
  const held = await startPayment(t, slow.token, classId);
  expectOk(held);
  t.clock.advance((LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
  try {
    expect((await bookByCard(t, quick.token, classId)).statusCode).toBe(200);
    await payIntent(t, held.body.content);
    const confirmed = await t.call({
      method: 'POST',
      url: `/api/liveclass/upcoming/${classId}/confirmation`,
      token: slow.token,
      payload: {
        amount: 1500,
        studioId: NORTHLOOP_ID,
        paymentIntentId: held.body.content.id,
        promo: null,
      },
    });
    return { confirmed, intent: held.body.content.id };
  } finally {
    t.clock.advance(-(LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
  }
}

describe('gateway failure during cancel sweep', () => {
  it('pays every refund exactly once after an outage, however the cancels came', async () => {
    const gateway = flakyRefunds(t);
    try {
      const once = await paidClass(1);
      const twiceAtOnce = await paidClass(1);
      const again = await paidClass(1);
      const wholeClass = await paidClass(3);
      gateway.down = true;

      // A member cancels once; another presses twice at once; a third presses three times.
      const answers = [
        await cancel(once.members[0]!.token, once.classId),
        ...(await Promise.all([
          cancel(twiceAtOnce.members[0]!.token, twiceAtOnce.classId),
          cancel(twiceAtOnce.members[0]!.token, twiceAtOnce.classId),
        ])),
      ];
      for (let i = 0; i < 3; i++)
        answers.push(await cancel(again.members[0]!.token, again.classId));
      for (const res of answers) {
        expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
        expect(res.body.content).toMatchObject({
          refunded: true,
          message: scheduleTexts.cancelledRefundOnItsWay,
        });
      }
      // The studio cancels a whole class.
      const studioCancel = await t.call({
        method: 'POST',
        url: `/api/console/studios/${BK}/classes/${wholeClass.classId}/cancel`,
        token: who.bkAdmin,
      });
      expect(studioCancel.statusCode).toBe(200);
      expect(studioCancel.body.content).toMatchObject({ refunded: 0, refundsOwed: 3 });
      // A payment arrives for a seat that went to someone else.
      const gone = await paymentForAGoneSeat();
      expect(gone.confirmed.statusCode).toBe(409);
      expect(gone.confirmed.body.content).toBe(scheduleTexts.classFullRefundOnItsWay);

      const payments = [
        ...once.intents,
        ...twiceAtOnce.intents,
        ...again.intents,
        ...wholeClass.intents,
        gone.intent,
      ];
      for (const intent of payments) {
        expect((await claimOf(t, intent))?.refund_id).toBeNull();
        expect(await refundsAtGateway(t, intent)).toEqual([]);
      }
      for (const { classId } of [once, twiceAtOnce, again, wholeClass])
        expect(await seatsOf(t, classId)).toEqual([]);
      const owed = await t.okContent(
        { method: 'GET', url: `/api/console/studios/${BK}/refunds-owed`, token: who.bkAdmin },
        owedRefundsSchema,
      );
      expect(owed.totalCents).toBe(6 * 2000);

      // The gateway comes back, failing a few more asks; the jobs pay every refund, once.
      gateway.down = false;
      gateway.failNext = 3;
      await untilRefunded(t, payments, 90);
      for (const intent of payments) {
        const made = await refundsAtGateway(t, intent);
        expect(made, intent).toHaveLength(1);
        expect((await claimOf(t, intent))!.refund_id).toBe(made[0]!.id);
      }
      const intents = await t.db.query<{ amount: number; amount_refunded: number }>(
        'SELECT amount, amount_refunded FROM sandbox_intents WHERE id = ANY($1)',
        [payments],
      );
      expect(intents.every((i) => i.amount_refunded === i.amount)).toBe(true);
      expect(
        await t.okContent(
          { method: 'GET', url: `/api/console/studios/${BK}/refunds-owed`, token: who.bkAdmin },
          owedRefundsSchema,
        ),
      ).toEqual({ refunds: [], totalCents: 0 });
    } finally {
      gateway.restore();
    }
  }, 180_000);
});
