// Bookings a member controls (issue 22, item 3): a booking is cancelled until the cut-off, a paid
// one refunded once however often it is pressed, a seat in the plan freed; only one's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelBookingAnswerSchema,
  LIVE_CLASS_CANCEL_CUTOFF_HOURS,
  purchasedAnswerSchema,
  scheduleTexts,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  bookByCard,
  HOUR,
  insertClass,
  newCustomer,
  onNorthloop,
  seatsOf,
  seatsTaken,
  workoutsOf,
} from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cancel = (token: string, classId: number, headers?: Record<string, string>) =>
  t.call({ method: 'DELETE', url: `/api/liveclass/purchased/${classId}`, token, headers });

const refundsOf = (classId: number) =>
  t.db.query<{ payment_intent_id: string; amount: number }>(
    `SELECT r.payment_intent_id, r.amount FROM sandbox_refunds r
       JOIN sandbox_intents i ON i.id = r.payment_intent_id
      WHERE i.metadata->>'liveClassId' = $1`,
    [String(classId)],
  );

describe('DELETE /api/liveclass/purchased/:id (cancel a booking)', () => {
  it('refunds a paid class once when cancel is pressed twice at once, and frees its seat and calendar', async () => {
    const classId = await insertClass(t, { priceCents: 1500 });
    const person = await t.newUser();
    const booked = await bookByCard(t, person.token, classId);
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
    const paidIntents = (await seatsOf(t, classId)).map((s) => s.payment_intent_id);
    const [a, b] = await Promise.all([
      cancel(person.token, classId),
      cancel(person.token, classId),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const messages = [a, b].map((res) => cancelBookingAnswerSchema.parse(res.body.content));
    for (const answer of messages)
      expect(answer).toMatchObject({ liveClassId: classId, refunded: true });
    // One press's ask makes the refund; the other's, meeting it in progress at the gateway under
    // the same key, may only say it is on its way.
    expect(messages.map((m) => m.message)).toContain(scheduleTexts.cancelledRefunded);
    for (const { message } of messages)
      expect([scheduleTexts.cancelledRefunded, scheduleTexts.cancelledRefundOnItsWay]).toContain(
        message,
      );
    const [seat] = paidIntents;
    expect(await refundsOf(classId)).toEqual([{ payment_intent_id: seat, amount: 1500 }]);
    expect(await seatsOf(t, classId)).toEqual([]);
    expect(await seatsTaken(t, classId)).toBe(0);
    expect(await workoutsOf(t, person.id)).toEqual([]);
    // The upcoming list no longer shows it as booked.
    const list = await t.okContent(
      { method: 'GET', url: '/api/liveclass/purchased', token: person.token },
      purchasedAnswerSchema,
    );
    expect(list.purchased).toEqual([]);
  });

  it('gives back a seat in the plan without any refund', async () => {
    const classId = await insertClass(t, { capacity: 1 });
    const member = await newCustomer(t);
    const add = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: member.token,
      headers: onNorthloop,
      payload: { liveClassId: classId },
    });
    expect(add.statusCode, JSON.stringify(add.body)).toBeLessThan(300);
    expect(await seatsTaken(t, classId)).toBe(1);
    const res = await cancel(member.token, classId, onNorthloop);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.content).toEqual({
      liveClassId: classId,
      refunded: false,
      message: scheduleTexts.cancelled,
    });
    expect(await seatsTaken(t, classId)).toBe(0);
    expect(await workoutsOf(t, member.id)).toEqual([]);
    expect(await refundsOf(classId)).toEqual([]);
  });

  it(`refuses after the cut-off (${LIVE_CLASS_CANCEL_CUTOFF_HOURS} hours before) and changes nothing`, async () => {
    const classId = await insertClass(t, { priceCents: 1500, startsInHours: 3 });
    const person = await t.newUser();
    expect((await bookByCard(t, person.token, classId)).statusCode).toBe(200);
    const before = t.clock.now();
    try {
      // One minute inside the cut-off.
      t.clock.advance(HOUR + 60_000);
      const res = await cancel(person.token, classId);
      expect(res.statusCode).toBe(409);
      expect(res.body).toEqual({ status: 0, content: scheduleTexts.cancelTooLate });
    } finally {
      t.clock.set(before);
    }
    expect(await seatsOf(t, classId)).toMatchObject([{ user_id: person.id, state: 'booked' }]);
    expect(await seatsTaken(t, classId)).toBe(1);
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
    expect(await refundsOf(classId)).toEqual([]);
  });

  it('refuses to cancel another member’s booking, or a class not booked', async () => {
    const classId = await insertClass(t, { priceCents: 1500 });
    const owner = await t.newUser();
    const other = await t.newUser();
    expect((await bookByCard(t, owner.token, classId)).statusCode).toBe(200);
    const res = await cancel(other.token, classId);
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: 0, content: scheduleTexts.notBooked });
    expect(await seatsOf(t, classId)).toMatchObject([{ user_id: owner.id, state: 'booked' }]);
    expect(await refundsOf(classId)).toEqual([]);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/liveclass/purchased/${classId}` })).statusCode,
    ).toBe(401);
  });
});
