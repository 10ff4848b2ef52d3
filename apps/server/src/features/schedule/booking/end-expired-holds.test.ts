// The seat-hold expiry job: seats held for card payments that ran out of time are given back in
// classes nobody books, and holds still running, and booked seats, stay.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIVE_CLASS_HOLD_MINUTES } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { releaseExpiredSeatHolds } from './end-expired-holds.ts';
import {
  insertClass,
  NORTHLOOP_ID,
  seatsOf,
  seatsTaken,
} from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** Starts a card payment for the class: the server holds a seat for LIVE_CLASS_HOLD_MINUTES. */
async function holdSeat(classId: number): Promise<void> {
  const person = await t.newUser();
  const res = await t.call({
    method: 'POST',
    url: '/api/liveclass/upcoming/payment-intent',
    token: person.token,
    payload: {
      amount: 1500,
      studioId: NORTHLOOP_ID,
      liveClassId: classId,
      coupon: null,
    },
  });
  expect(res.statusCode).toBe(200);
}

it('gives back the seats whose hold ran out, and only those', async () => {
  const stale = await insertClass(t, { capacity: 3 });
  const other = await insertClass(t, { capacity: 3 });
  await holdSeat(stale);
  await holdSeat(stale);
  await holdSeat(other);
  t.clock.advance((LIVE_CLASS_HOLD_MINUTES - 2) * MINUTE);
  // Held two minutes before the others ran out: still running when the job comes.
  await holdSeat(stale);
  t.clock.advance(3 * MINUTE);
  try {
    expect(await seatsTaken(t, stale)).toBe(3);
    const ran = await releaseExpiredSeatHolds(t.db.kysely, t.clock.now());
    expect(ran).toEqual({ seatHoldsReleased: 3 });
    expect(await seatsTaken(t, stale)).toBe(1);
    expect(await seatsTaken(t, other)).toBe(0);
    expect(await seatsOf(t, stale)).toMatchObject([{ state: 'held' }]);
    expect(await seatsOf(t, other)).toEqual([]);
    // A second run finds nothing more to do.
    expect(await releaseExpiredSeatHolds(t.db.kysely, t.clock.now())).toEqual({
      seatHoldsReleased: 0,
    });
  } finally {
    t.clock.advance(-(LIVE_CLASS_HOLD_MINUTES + 1) * MINUTE);
  }
});
