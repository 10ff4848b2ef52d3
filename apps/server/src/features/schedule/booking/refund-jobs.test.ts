// Refunds are paid even when the gateway fails (issue 50, item 5): every claimed refund has a job
// that asks again with growing delays and the claim's own key, so a cancel whose refund the
// gateway refuses still stands, the member is told the refund is on its way, and the gateway
// refunds the payment exactly once when it answers again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelBookingAnswerSchema,
  consoleClassCancelledSchema,
  owedRefundsSchema,
  scheduleTexts,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { startTestQueue } from '../../../../test/job-queue-kit.ts';
import {
  claimOf,
  flakyRefunds,
  refundsAtGateway,
  untilRefunded,
} from '../../../../test/refund-kit.ts';
import type { Background } from '../../../platform/jobs/background.ts';
import { BK, consoleCallers, type Callers } from '../../console/console-kit.ts';
import {
  bookByCard,
  insertClass,
  seatsOf,
  workoutsOf,
} from '../../../../test/schedule-fixtures.ts';
import { fileOwedRefunds, REFUND_SWEEP_AFTER_MINUTES, startRefundJobs } from './refund-jobs.ts';
import { REFUND_QUEUE } from './refund-payment.ts';

let t: TestApp;
let background: Background;
let who: Callers;
let gateway: ReturnType<typeof flakyRefunds>;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  const started = await startTestQueue(t);
  background = started.background;
  t.deps.jobs.attach(started.queue);
  // The production delays, shortened: retries 1 s, then 2 s apart.
  await startRefundJobs(started.queue, t.deps, t.app.log, {
    retryLimit: 5,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 2,
  });
  gateway = flakyRefunds(t);
});
afterEach(() => {
  gateway.down = false;
  gateway.failNext = 0;
});
afterAll(async () => {
  gateway.restore();
  await background.stop();
  await t.close();
});

/** A class of BK Pilates booked by card by `people` new members: its id, and their payments. */
async function paidClass(people: number) {
  const classId = await insertClass(t, { studioId: BK, priceCents: 2000 });
  const members = [];
  for (let i = 0; i < people; i++) {
    const person = await t.newUser();
    const booked = await bookByCard(t, person.token, classId, { studioId: BK, amount: 2000 });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    members.push(person);
  }
  const intents = (await seatsOf(t, classId)).map((s) => s.payment_intent_id!);
  return { classId, members, intents };
}

const owedAtBk = async () =>
  t.okContent(
    { method: 'GET', url: `/api/console/studios/${BK}/refunds-owed`, token: who.bkAdmin },
    owedRefundsSchema,
  );

describe('a refund the gateway fails', () => {
  it('is paid once by its job when the gateway fails twice, and the member hears it is on its way', async () => {
    const { classId, members, intents } = await paidClass(1);
    const [member] = members;
    const [intent] = intents;
    gateway.asked = 0;
    gateway.failNext = 2;
    const res = await t.call(
      { method: 'DELETE', url: `/api/liveclass/purchased/${classId}`, token: member!.token },
      cancelBookingAnswerSchema,
    );
    // The cancel stands: the seat is given back and the class off their schedule.
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toEqual({
      liveClassId: classId,
      refunded: true,
      message: scheduleTexts.cancelledRefundOnItsWay,
    });
    expect(scheduleTexts.cancelledRefundOnItsWay).toContain('Your refund is on its way');
    expect(await seatsOf(t, classId)).toEqual([]);
    expect(await workoutsOf(t, member!.id)).toEqual([]);
    expect(await claimOf(t, intent!)).toEqual({
      refund_id: null,
      attempts: 1,
      last_error: 'the gateway is down',
    });
    expect(await refundsAtGateway(t, intent!)).toEqual([]);

    await untilRefunded(t, [intent!]);
    const made = await refundsAtGateway(t, intent!);
    expect(made).toEqual([{ id: expect.stringMatching(/^re_/), amount: 2000 }]);
    // The request's try and the job's first failed; the job's retry made it.
    expect(gateway.asked).toBe(3);
    expect(await claimOf(t, intent!)).toEqual({
      refund_id: made[0]!.id,
      attempts: 3,
      last_error: null,
    });
    // The job is done, and asked again (a cancel pressed later) the answer is the refund made.
    const again = await t.call(
      { method: 'DELETE', url: `/api/liveclass/purchased/${classId}`, token: member!.token },
      cancelBookingAnswerSchema,
    );
    expect(again.body.content).toMatchObject({ message: scheduleTexts.cancelledRefunded });
    expect(await refundsAtGateway(t, intent!)).toHaveLength(1);
    const jobs = await t.db.query<{ state: string }>(
      'SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2',
      [REFUND_QUEUE, intent],
    );
    expect(jobs).toEqual([{ state: 'completed' }]);
  }, 90_000);

  it("pays every refund of a studio's whole-class cancel, shown as owed until then", async () => {
    const { classId, intents } = await paidClass(2);
    gateway.down = true;
    const res = await t.call(
      {
        method: 'POST',
        url: `/api/console/studios/${BK}/classes/${classId}/cancel`,
        token: who.bkAdmin,
      },
      consoleClassCancelledSchema,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toMatchObject({ classId, refunded: 0, refundsOwed: 2, mailed: 2 });
    const owed = await owedAtBk();
    expect(owed.refunds.filter((r) => r.classId === classId)).toEqual([
      expect.objectContaining({ amountCents: 2000, reason: 'cancelled', attempts: 1 }),
      expect.objectContaining({ amountCents: 2000, reason: 'cancelled', attempts: 1 }),
    ]);
    // Each claim's job runs and fails too while the gateway is down, then the gateway answers.
    for (let i = 0; i < 150; i++) {
      const claims = await Promise.all(intents.map((id) => claimOf(t, id)));
      if (claims.every((c) => c!.attempts >= 2)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const intent of intents) {
      expect((await claimOf(t, intent))!.attempts).toBeGreaterThanOrEqual(2);
      expect(await refundsAtGateway(t, intent)).toEqual([]);
    }
    gateway.down = false;
    await untilRefunded(t, intents);
    for (const intent of intents)
      expect(await refundsAtGateway(t, intent)).toEqual([
        { id: (await claimOf(t, intent))!.refund_id, amount: 2000 },
      ]);
    expect((await owedAtBk()).refunds.filter((r) => r.classId === classId)).toEqual([]);
  }, 90_000);

  it('is filed again by the sweep when its job was lost, and paid once', async () => {
    const { classId, members, intents } = await paidClass(1);
    const [intent] = intents;
    gateway.down = true;
    const res = await t.call({
      method: 'DELETE',
      url: `/api/liveclass/purchased/${classId}`,
      token: members[0]!.token,
    });
    expect(res.statusCode).toBe(200);
    // As if the instance had stopped between the commit and the queue: no job for the claim.
    await t.db.query('DELETE FROM pgboss.job WHERE name = $1 AND singleton_key = $2', [
      REFUND_QUEUE,
      intent,
    ]);
    gateway.down = false;
    // Too recent for the sweep: a claim's own job may still be on its way.
    expect(await fileOwedRefunds(t.deps)).toEqual({ refundJobsFiled: 0 });
    t.clock.advance((REFUND_SWEEP_AFTER_MINUTES + 1) * 60_000);
    try {
      expect(await fileOwedRefunds(t.deps)).toEqual({ refundJobsFiled: 1 });
      // Filed once: its job is waiting, so the next sweep files nothing.
      expect(await fileOwedRefunds(t.deps)).toEqual({ refundJobsFiled: 0 });
    } finally {
      t.clock.advance(-(REFUND_SWEEP_AFTER_MINUTES + 1) * 60_000);
    }
    await untilRefunded(t, [intent!]);
    expect(await refundsAtGateway(t, intent!)).toHaveLength(1);
  }, 90_000);
});
