// Seats held while paying end (issue 19, item 2): a hold keeps the end of its first claim, a
// member holds a few seats at once, and starting payments again and again is limited, so a free
// account cannot keep a class full for a paying member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_CLASS_HOLD_MINUTES,
  LIVE_CLASS_HOLDS_PER_CLASS_PER_DAY,
  LIVE_CLASS_MAX_HELD_SEATS,
  LIVE_CLASS_PAYMENT_STARTS_PER_HOUR,
  scheduleTexts,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  bookByCard,
  HOUR,
  insertClass,
  seatsOf,
  seatsTaken,
  startPayment,
} from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

const heldUntil = async (classId: number, userId: number) =>
  (
    await t.db.query<{ held_until: Date }>(
      "SELECT held_until FROM live_class_seats WHERE live_class_id = $1 AND user_id = $2 AND state = 'held'",
      [classId, userId],
    )
  )[0]?.held_until;

/** Runs `body` with the clock moved on as it goes, and puts the clock back afterwards. */
async function inTime(body: () => Promise<void>) {
  const before = t.clock.now();
  try {
    await body();
  } finally {
    t.clock.set(before);
  }
}

describe('a seat held while paying', () => {
  it('ends at its first claim’s end however often the payment is asked for again; a paying member then books it', async () => {
    await inTime(async () => {
      const classId = await insertClass(t, { capacity: 1 });
      const free = await t.newUser();
      const payer = await t.newUser();
      const first = await startPayment(t, free.token, classId);
      expectOk(first);
      const end = await heldUntil(classId, free.id);
      expect(end).toEqual(new Date(t.clock.now().getTime() + LIVE_CLASS_HOLD_MINUTES * MINUTE));
      // Asked again every few minutes: the same payment, the same end, the class kept full.
      for (let minutes = 4; minutes < LIVE_CLASS_HOLD_MINUTES; minutes += 4) {
        t.clock.advance(4 * MINUTE);
        const again = await startPayment(t, free.token, classId);
        expectOk(again);
        expect(again.body.content.id).toBe(first.body.content.id);
        expect(await heldUntil(classId, free.id)).toEqual(end);
        const refused = await startPayment(t, payer.token, classId);
        expect(refused.statusCode).toBe(409);
        expect(refused.body).toEqual({ status: 0, content: scheduleTexts.classFull });
      }
      t.clock.set(end!);
      const booked = await bookByCard(t, payer.token, classId);
      expectOk(booked);
      expect(booked.body.content.booking.paidWith).toBe('card');
      expect(await seatsOf(t, classId)).toMatchObject([
        { user_id: payer.id, state: 'booked', paid_with: 'card' },
      ]);
      expect(await seatsTaken(t, classId)).toBe(1);
      // The free account's next try finds the class full, and nothing of theirs is kept.
      const late = await startPayment(t, free.token, classId);
      expect(late.statusCode).toBe(409);
      expect(late.body).toEqual({ status: 0, content: scheduleTexts.classFull });
      expect(await seatsOf(t, classId)).toHaveLength(1);
    });
  });

  it(`lets one member start ${LIVE_CLASS_HOLDS_PER_CLASS_PER_DAY} holds of a class a day, then answers 429, and a paying member books the seat`, async () => {
    await inTime(async () => {
      const classId = await insertClass(t, { capacity: 1, startsInHours: 100 });
      const free = await t.newUser();
      const payer = await t.newUser();
      for (let i = 0; i < LIVE_CLASS_HOLDS_PER_CLASS_PER_DAY; i++) {
        const held = await startPayment(t, free.token, classId);
        expect(held.statusCode, `hold ${i + 1}`).toBe(200);
        expect(await seatsTaken(t, classId)).toBe(1);
        t.clock.advance((LIVE_CLASS_HOLD_MINUTES + 1) * MINUTE);
      }
      const refused = await startPayment(t, free.token, classId);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toEqual({ status: 0, content: scheduleTexts.holdsPerClassUsedUp });
      // Nothing held by the refusal (the last hold, ended, waits to be given back).
      const last = await heldUntil(classId, free.id);
      expect(last!.getTime()).toBeLessThan(t.clock.now().getTime());
      const booked = await bookByCard(t, payer.token, classId);
      expectOk(booked);
      expect(await seatsOf(t, classId)).toMatchObject([{ user_id: payer.id, state: 'booked' }]);
      // A day on, the count starts again (the class is full now, which is the answer).
      t.clock.advance(24 * HOUR);
      const nextDay = await startPayment(t, free.token, classId);
      expect(nextDay.body).toEqual({ status: 0, content: scheduleTexts.classFull });
    });
  });

  it(`holds at most ${LIVE_CLASS_MAX_HELD_SEATS} seats of one member at once, also when asked at the same moment`, async () => {
    await inTime(async () => {
      const member = await t.newUser();
      const classes: number[] = [];
      // Enough at once that, without the member's lock, several claims count the same holds.
      const asked = LIVE_CLASS_MAX_HELD_SEATS + 4;
      for (let i = 0; i < asked; i++) classes.push(await insertClass(t, { capacity: 5 }));
      const answers = await Promise.all(classes.map((id) => startPayment(t, member.token, id)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([
        ...Array<number>(LIVE_CLASS_MAX_HELD_SEATS).fill(200),
        ...Array<number>(asked - LIVE_CLASS_MAX_HELD_SEATS).fill(409),
      ]);
      for (const a of answers.filter((r) => r.statusCode === 409))
        expect(a.body).toEqual({ status: 0, content: scheduleTexts.tooManyHolds });
      const held = await t.db.query<{ live_class_id: number }>(
        "SELECT live_class_id FROM live_class_seats WHERE user_id = $1 AND state = 'held'",
        [member.id],
      );
      expect(held).toHaveLength(LIVE_CLASS_MAX_HELD_SEATS);
      const total = await Promise.all(classes.map((id) => seatsTaken(t, id)));
      expect(total.reduce((a, b) => a + b, 0)).toBe(LIVE_CLASS_MAX_HELD_SEATS);

      // Paying for one frees a place among their holds; a hold's end frees the rest.
      const heldIds = held.map((h) => h.live_class_id);
      const waiting = classes.filter((id) => !heldIds.includes(id));
      expect((await bookByCard(t, member.token, heldIds[0]!)).statusCode).toBe(200);
      expect((await startPayment(t, member.token, waiting[0]!)).statusCode).toBe(200);
      expect((await startPayment(t, member.token, waiting[1]!)).statusCode).toBe(409);
      // An hour on (past the hour's limit on payment starts too): every hold has ended.
      t.clock.advance(HOUR);
      expect((await startPayment(t, member.token, waiting[1]!)).statusCode).toBe(200);
    });
  });

  it(`answers 429 after ${LIVE_CLASS_PAYMENT_STARTS_PER_HOUR} payments started in an hour, then lets the member pay again`, async () => {
    await inTime(async () => {
      const member = await t.newUser();
      const classId = await insertClass(t);
      for (let i = 0; i < LIVE_CLASS_PAYMENT_STARTS_PER_HOUR; i++)
        expect((await startPayment(t, member.token, classId)).statusCode, `start ${i + 1}`).toBe(
          200,
        );
      const refused = await startPayment(t, member.token, classId);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toEqual({ status: 0, content: scheduleTexts.tooManyPaymentStarts });
      // Another member is not held back by this one.
      const other = await t.newUser();
      expect((await startPayment(t, other.token, classId)).statusCode).toBe(200);
      t.clock.advance(HOUR + MINUTE);
      const booked = await bookByCard(t, member.token, classId);
      expectOk(booked);
      expect(await seatsOf(t, classId)).toContainEqual(
        expect.objectContaining({ user_id: member.id, state: 'booked', paid_with: 'card' }),
      );
    });
  });
});
