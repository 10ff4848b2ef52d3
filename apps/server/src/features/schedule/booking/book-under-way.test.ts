// Booking a class under way (issue 51, item 1): open from its start until it ends, for every way
// in (a plan, a day pass, a card, a free class), unless its studio's booking policy closes earlier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPolicySchema,
  easternDay,
  liveClassConfirmationAnswerSchema,
  liveClassSchema,
  scheduleTexts,
} from '@jetsweat/contract';
import { z } from 'zod';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { consoleCallers, lastAudit, type Callers } from '../../console/console-kit.ts';
import { DEMO_BOOKING_POLICIES } from '../../../demo/booking-policies.ts';
import { DEFAULT_BOOKING_POLICY } from './booking-policy-store.ts';
import {
  bookByCard,
  insertClass,
  newCustomer,
  newDayPassHolder,
  NORTHLOOP_ID,
  onNorthloop,
  seatsOf,
  startPayment,
  workoutsOf,
} from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await consoleCallers(t);
});
afterAll(() => t.close());

/** Started 20 minutes ago, runs 45: under way for 25 minutes more. */
const UNDER_WAY = { startsInHours: -20 / 60, minutes: 45 };
/** Started an hour ago, ran 45 minutes: over. */
const ENDED = { startsInHours: -1, minutes: 45 };

const addToSchedule = (token: string, liveClassId: number, headers = onNorthloop) =>
  t.call({
    method: 'POST',
    url: '/api/workout/add',
    token,
    headers,
    payload: { liveClassId, videoId: null },
  });

const policyUrl = (studioId: number) => `/api/console/studios/${studioId}/booking-policy`;
const setPolicy = (token: string, studioId: number, lateBookingMinutes: unknown) =>
  t.call(
    { method: 'PUT', url: policyUrl(studioId), token, payload: { lateBookingMinutes } },
    bookingPolicySchema,
  );

const publicClass = async (id: number) => {
  const res = await t.call(
    { method: 'GET', url: `/api/liveclass/upcoming/public/all?studioId=${NORTHLOOP_ID}` },
    z.array(liveClassSchema),
  );
  expectOk(res);
  return res.body.content.find((c) => c.id === id);
};

describe('booking a class under way', () => {
  it("takes a plan's booking from the class's start until it ends, and refuses it after", async () => {
    const member = await newCustomer(t);
    const running = await insertClass(t, UNDER_WAY);
    expect((await addToSchedule(member.token, running)).statusCode).toBe(201);
    expect(await seatsOf(t, running)).toMatchObject([{ user_id: member.id, state: 'booked' }]);
    expect(await workoutsOf(t, member.id)).toMatchObject([{ live_class_id: running }]);

    const over = await insertClass(t, ENDED);
    const late = await addToSchedule(member.token, over);
    expectFailure(late, 409);
    expect(late.body.content).toBe(scheduleTexts.bookingClosed);
    expect(await seatsOf(t, over)).toEqual([]);
  });

  it("takes today's day pass for a class under way today", async () => {
    const running = await insertClass(t, UNDER_WAY);
    const holder = await newDayPassHolder(t, NORTHLOOP_ID, easternDay(t.clock.now()));
    expect((await addToSchedule(holder.token, running)).statusCode).toBe(201);
    expect(await seatsOf(t, running)).toMatchObject([{ user_id: holder.id, state: 'booked' }]);
  });

  it('takes a card payment for a class under way, and refuses to start one for a class over', async () => {
    const person = await t.newUser();
    const running = await insertClass(t, UNDER_WAY);
    const res = await bookByCard(t, person.token, running);
    expectOk(res);
    expect(res.body.content.booking).toMatchObject({ paidWith: 'card', amount: 1500 });
    expect(await seatsOf(t, running)).toMatchObject([{ user_id: person.id, state: 'booked' }]);

    const over = await insertClass(t, ENDED);
    const refused = await startPayment(t, person.token, over);
    expectFailure(refused, 409);
    expect(refused.body.content).toBe(scheduleTexts.bookingClosed);
    expect(await seatsOf(t, over)).toEqual([]);
  });

  it('books a free class under way without a card', async () => {
    const person = await t.newUser();
    const running = await insertClass(t, { ...UNDER_WAY, priceCents: 0 });
    const res = await t.call(
      {
        method: 'POST',
        url: `/api/liveclass/upcoming/${running}/confirmation`,
        token: person.token,
        payload: { amount: 0, studioId: NORTHLOOP_ID, paymentIntentId: null, promo: null },
      },
      liveClassConfirmationAnswerSchema,
    );
    expectOk(res);
    expect(res.body.content.booking).toMatchObject({ paidWith: 'free', amount: 0 });
  });
});

describe("a studio's booking policy", () => {
  it('is the default (open until the end) for a studio that set none, and the classes say so', async () => {
    const read = await t.call(
      { method: 'GET', url: policyUrl(NORTHLOOP_ID), token: callers.staff },
      bookingPolicySchema,
    );
    expectOk(read);
    expect(read.body.content).toEqual({ ...DEFAULT_BOOKING_POLICY });
    const running = await insertClass(t, UNDER_WAY);
    const c = await publicClass(running);
    expect(Date.parse(c!.bookingClosesAt)).toBe(Date.parse(c!.scheduledDatetime) + 45 * 60_000);
  });

  it('is edited by staff and the studio admins only; bad input changes nothing', async () => {
    const { bkAdmin, brooksAdmin, bkInstructor, member } = callers;
    for (const caller of [brooksAdmin, bkInstructor, member])
      expectFailure(await setPolicy(caller, 402, 10), 403);
    for (const bad of [-1, 601, 2.5, 'soon'])
      expectFailure(await setPolicy(bkAdmin, 402, bad), 400);
    const read = await t.call(
      { method: 'GET', url: policyUrl(402), token: bkAdmin },
      bookingPolicySchema,
    );
    // The demo's policy for BK Pilates (demo/booking-policies.ts): its window and fees.
    expect(read.body.content).toEqual(DEMO_BOOKING_POLICIES.bkpilates);

    const saved = await setPolicy(bkAdmin, 402, 15);
    expectOk(saved);
    // A PUT of the late-booking minutes alone leaves the window and fees at their defaults.
    expect(saved.body.content).toEqual({ ...DEFAULT_BOOKING_POLICY, lateBookingMinutes: 15 });
    expect(await lastAudit(t)).toMatchObject({
      action: 'booking_policy.update',
      entity_id: '402',
      before: { lateBookingMinutes: null },
      after: { lateBookingMinutes: 15 },
    });
    expectOk(await setPolicy(bkAdmin, 402, null));
  });

  it("closes booking when the studio says, for every way in, while a booked member's class goes on", async () => {
    const member = await newCustomer(t);
    const early = await newCustomer(t);
    const running = await insertClass(t, UNDER_WAY);
    expect((await addToSchedule(early.token, running)).statusCode).toBe(201);
    // Booking closes 10 minutes after the start; the class started 20 minutes ago.
    expectOk(await setPolicy(callers.staff, NORTHLOOP_ID, 10));
    try {
      const c = await publicClass(running);
      expect(Date.parse(c!.bookingClosesAt)).toBe(Date.parse(c!.scheduledDatetime) + 10 * 60_000);
      const late = await addToSchedule(member.token, running);
      expectFailure(late, 409);
      expect(late.body.content).toBe(scheduleTexts.bookingClosed);
      const card = await startPayment(t, (await t.newUser()).token, running);
      expectFailure(card, 409);
      expect(card.body.content).toBe(scheduleTexts.bookingClosed);
      expect(await seatsOf(t, running)).toMatchObject([{ user_id: early.id, state: 'booked' }]);

      // A class that starts in 5 minutes can still be booked: its booking closes at 10 past.
      const soon = await insertClass(t, { startsInHours: 5 / 60 });
      expect((await addToSchedule(member.token, soon)).statusCode).toBe(201);
    } finally {
      expectOk(await setPolicy(callers.staff, NORTHLOOP_ID, null));
    }
  });
});
