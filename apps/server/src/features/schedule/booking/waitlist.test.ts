// A full class's waitlist (issue 22, item 3): joined only when full, and a freed seat (a cancel,
// or a hold that ran out) goes to exactly one waiting member, the first, who is mailed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  easternDay,
  LIVE_CLASS_WAITLIST_OFFER_MINUTES,
  memberLiveClassSchema,
  scheduleTexts,
  waitlistAnswerSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { releaseExpiredSeatHolds } from './end-expired-holds.ts';
import { sendGivenSeatMails } from './waitlist-mail.ts';
import {
  bookByCard,
  insertClass,
  NORTHLOOP_ID,
  seatsOf,
  seatsTaken,
  startPayment,
} from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (token: string, classId: number) =>
  t.call(
    { method: 'PUT', url: `/api/liveclass/upcoming/${classId}/waitlist`, token },
    waitlistAnswerSchema,
  );
const leave = (token: string, classId: number) =>
  t.call(
    { method: 'DELETE', url: `/api/liveclass/upcoming/${classId}/waitlist`, token },
    waitlistAnswerSchema,
  );
const bookFree = (token: string, classId: number) =>
  t.call({
    method: 'POST',
    url: `/api/liveclass/upcoming/${classId}/confirmation`,
    token,
    payload: { amount: 0, studioId: NORTHLOOP_ID, paymentIntentId: null, promo: null },
  });
const cancel = (token: string, classId: number) =>
  t.call({ method: 'DELETE', url: `/api/liveclass/purchased/${classId}`, token });
const waitingOf = async (classId: number) =>
  (
    await t.db.query<{ user_id: number }>(
      'SELECT user_id FROM live_class_waitlist WHERE live_class_id = $1 ORDER BY id',
      [classId],
    )
  ).map((r) => r.user_id);

describe('the waitlist', () => {
  it('refuses a class with seats, one booked already, or joined twice, and changes nothing', async () => {
    const classId = await insertClass(t, { priceCents: 0, capacity: 1 });
    const a = await t.newUser();
    const b = await t.newUser();
    const notFull = await join(a.token, classId);
    expect(notFull.statusCode).toBe(409);
    expect(notFull.body).toEqual({ status: 0, content: scheduleTexts.waitlistNotFull });
    expect((await bookFree(a.token, classId)).statusCode).toBe(200);
    const booked = await join(a.token, classId);
    expect(booked.statusCode).toBe(409);
    expect(booked.body).toEqual({ status: 0, content: scheduleTexts.waitlistAlreadyBooked });
    expect((await join(b.token, classId)).body.content).toEqual({
      liveClassId: classId,
      waiting: true,
      message: scheduleTexts.waitlistJoined,
    });
    const twice = await join(b.token, classId);
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toEqual({ status: 0, content: scheduleTexts.waitlistAlreadyWaiting });
    expect(await waitingOf(classId)).toEqual([b.id]);
    const list = await t.okContent(
      { method: 'GET', url: '/api/liveclass/upcoming', token: b.token },
      z.array(memberLiveClassSchema),
    );
    expect(list.find((c) => c.id === classId)).toMatchObject({
      seatsLeft: 0,
      waiting: true,
      booked: false,
    });
    const left = await leave(b.token, classId);
    expectOk(left);
    expect(left.body.content.waiting).toBe(false);
    const notWaiting = await leave(b.token, classId);
    expect(notWaiting.statusCode).toBe(404);
    expect(notWaiting.body).toEqual({ status: 0, content: scheduleTexts.notWaiting });
    expect(await waitingOf(classId)).toEqual([]);
  });

  it('gives a cancelled seat to exactly one of 30 waiting members, the first, while 30 others race to book it', async () => {
    const classId = await insertClass(t, { priceCents: 0, capacity: 1 });
    const holder = await t.newUser();
    expect((await bookFree(holder.token, classId)).statusCode).toBe(200);
    const waiting = await Promise.all(Array.from({ length: 30 }, () => t.newUser()));
    for (const w of waiting) expect((await join(w.token, classId)).statusCode).toBe(200);
    const racers = await Promise.all(Array.from({ length: 30 }, () => t.newUser()));
    t.mailer.sent.length = 0;
    const [cancelled, ...tries] = await Promise.all([
      cancel(holder.token, classId),
      ...racers.map((r) => bookFree(r.token, classId)),
    ]);
    expect(cancelled!.statusCode, JSON.stringify(cancelled!.body)).toBe(200);
    const seats = await seatsOf(t, classId);
    expect(seats).toHaveLength(1);
    expect(await seatsTaken(t, classId)).toBe(1);
    const racerWon = tries.filter((r) => r.statusCode === 200).length;
    // Whoever reached the lock first: a racer before the cancel finds it full; after it, the
    // first waiting member holds the seat already.
    expect(racerWon).toBe(0);
    expect(seats[0]).toMatchObject({ user_id: waiting[0]!.id, state: 'booked', paid_with: 'free' });
    expect(await waitingOf(classId)).toEqual(waiting.slice(1).map((w) => w.id));
    expect(t.mailer.to(waiting[0]!.email)).toHaveLength(1);
    expect(t.mailer.to(waiting[0]!.email)[0]!.subject).toMatch(/^You're booked: /);
  }, 120_000);

  it('offers a seat freed in a paid class as a hold to pay for, when a hold runs out', async () => {
    const classId = await insertClass(t, { priceCents: 1500, capacity: 1 });
    const payer = await t.newUser();
    const waiter = await t.newUser();
    expect((await startPayment(t, payer.token, classId)).statusCode).toBe(200);
    expect((await join(waiter.token, classId)).statusCode).toBe(200);
    const before = t.clock.now();
    try {
      t.clock.advance(16 * 60_000);
      const ran = await releaseExpiredSeatHolds(t.db.kysely, t.clock.now(), (given) =>
        sendGivenSeatMails(t.deps, given, (err) => {
          throw err;
        }),
      );
      expect(ran).toEqual({ seatHoldsReleased: 1 });
      expect(await seatsOf(t, classId)).toMatchObject([
        { user_id: waiter.id, state: 'held', paid_with: null },
      ]);
      expect(await seatsTaken(t, classId)).toBe(1);
      const [mail] = t.mailer.to(waiter.email);
      expect(mail!.subject).toMatch(/^A seat is free: /);
      expect(mail!.text).toContain(`${LIVE_CLASS_WAITLIST_OFFER_MINUTES} minutes`);
      // The mail leads to the schedule's day of the class, where the member's list says the
      // full class's seat is theirs to pay for (so it offers Book, not the waitlist).
      const list = await t.okContent(
        { method: 'GET', url: '/api/liveclass/upcoming', token: waiter.token },
        z.array(memberLiveClassSchema),
      );
      const offered = list.find((c) => c.id === classId)!;
      expect(offered).toMatchObject({ seatsLeft: 0, seatHeld: true, booked: false });
      expect(mail!.text).toContain(`/liveschedule?day=${easternDay(offered.scheduledDatetime)}`);
      // The offered member pays and the seat is booked (nobody else can take it meanwhile).
      expect((await bookByCard(t, waiter.token, classId)).statusCode).toBe(200);
      expect(await seatsOf(t, classId)).toMatchObject([
        { user_id: waiter.id, state: 'booked', paid_with: 'card' },
      ]);
    } finally {
      t.clock.set(before);
    }
  });
});
