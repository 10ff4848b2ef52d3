import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorCodes,
  easternDay,
  scheduleTexts,
  workoutSchema,
  userSchema,
} from '@jetsweat/contract';
import { subscribe, tokenFor } from '../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import {
  HOUR,
  insertClass,
  newCustomer,
  newDayPassHolder,
  NORTHLOOP_ID,
  onNorthloop,
  seatsOf,
  seatsTaken,
  workoutsOf,
} from '../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const add = (token: string, payload: unknown, headers: Record<string, string> = onNorthloop) =>
  t.call(
    { method: 'POST', url: '/api/workout/add', token, headers, payload: payload as object },
    workoutSchema,
  );

describe('POST /api/workout/add (live class)', () => {
  it('needs a login', async () => {
    const id = await insertClass(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      payload: { liveClassId: id, videoId: null },
    });
    expect(res.statusCode).toBe(401);
    expect(await seatsOf(t, id)).toEqual([]);
  });

  it('books a seat for an entitled person and puts the class on their schedule at its time, status scheduled', async () => {
    const person = await newCustomer(t);
    const id = await insertClass(t, { startsInHours: 26 });
    const when = new Date(t.clock.now().getTime() + 26 * HOUR);
    const res = await add(person.token, {
      authUserInfo: { id: person.id },
      videoId: null,
      liveClassId: id,
      status: 'scheduled',
      when: when.toISOString(),
    });
    expectOk(res, 201);
    expect(res.body.content).toMatchObject({
      when: when.toISOString(),
      status: 'scheduled',
      videoId: null,
      liveClassId: id,
      liveClass: {
        id,
        studioId: 466,
        title: 'Test Class',
        instructor: 'Test Instructor',
        minutesDuration: 45,
      },
    });
    expect(await workoutsOf(t, person.id)).toEqual([
      { live_class_id: id, status: 'scheduled', scheduled_for: when },
    ]);
    expect(await seatsOf(t, id)).toEqual([
      {
        user_id: person.id,
        state: 'booked',
        paid_with: 'subscription',
        amount_cents: 0,
        payment_intent_id: null,
      },
    ]);
    expect(await seatsTaken(t, id)).toBe(1);
  });

  it('stores the class time truncated to the minute, whatever time the request carries', async () => {
    const person = await newCustomer(t);
    const id = await insertClass(t, { startsInHours: 10.123 });
    const res = await add(person.token, {
      liveClassId: id,
      videoId: null,
      when: '2030-01-01T00:00:00Z',
    });
    expectOk(res, 201);
    const start = (
      await t.db.query<{ s: Date }>('SELECT scheduled_at AS s FROM live_classes WHERE id = $1', [
        id,
      ])
    )[0]!.s;
    const minute = Math.floor(new Date(start).getTime() / 60000) * 60000;
    expect(res.body.content.when).toBe(new Date(minute).toISOString());
  });

  it('refuses the same class twice with the already-registered message and adds nothing', async () => {
    const person = await newCustomer(t);
    const id = await insertClass(t);
    expect((await add(person.token, { liveClassId: id, videoId: null })).statusCode).toBe(201);
    const again = await add(person.token, { liveClassId: id, videoId: null });
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({
      status: 0,
      content: scheduleTexts.alreadyRegistered,
      code: apiErrorCodes.alreadyRegistered,
    });
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
    expect(await seatsTaken(t, id)).toBe(1);
  });

  it('adds a class once when the same person books it many times at once (double click, two tabs)', async () => {
    const person = await newCustomer(t);
    const id = await insertClass(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => add(person.token, { liveClassId: id, videoId: null })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
    expect(await seatsOf(t, id)).toHaveLength(1);
    const bookingMails = t.mailer
      .to(person.email)
      .filter((m) => m.text.includes('Included in your membership.'));
    expect(bookingMails).toHaveLength(1);
  });

  it('puts a booked class back on the schedule after its workout was deleted, without a second seat', async () => {
    const person = await newCustomer(t);
    const id = await insertClass(t);
    await add(person.token, { liveClassId: id, videoId: null });
    await t.db.query('DELETE FROM workouts WHERE user_id = $1', [person.id]);
    // Even off the studio's site: the seat is theirs.
    const res = await add(person.token, { liveClassId: id, videoId: null }, {});
    expectOk(res, 201);
    expect(await workoutsOf(t, person.id)).toHaveLength(1);
    expect(await seatsTaken(t, id)).toBe(1);
  });

  it('answers 402 to someone who must pay for the class, and stores nothing', async () => {
    const person = await t.newUser();
    const id = await insertClass(t);
    const res = await add(person.token, { liveClassId: id, videoId: null });
    expect(res.statusCode).toBe(402);
    expect(res.body).toEqual({ status: 0, content: scheduleTexts.bookFirst });
    // A day pass for today does not include a class two days away, on either site.
    const pass = await newDayPassHolder(t, NORTHLOOP_ID, easternDay(t.clock.now()));
    for (const headers of [onNorthloop, {}]) {
      expect((await add(pass.token, { liveClassId: id, videoId: null }, headers)).statusCode).toBe(
        402,
      );
    }
    expect(await seatsOf(t, id)).toEqual([]);
    expect(await workoutsOf(t, person.id)).toEqual([]);
  });

  it("includes a studio's day pass for that studio's classes on the pass's own day only", async () => {
    const ours = await insertClass(t, { startsInHours: 48 });
    const theirs = await insertClass(t, { studioId: 418, startsInHours: 48 });
    const classDay = easternDay(new Date(t.clock.now().getTime() + 48 * HOUR));
    const holder = await newDayPassHolder(t, NORTHLOOP_ID, classDay);
    const other = await add(holder.token, { liveClassId: theirs, videoId: null });
    expect(other.statusCode).toBe(402);
    expect(await seatsOf(t, theirs)).toEqual([]);
    expect((await add(holder.token, { liveClassId: ours, videoId: null })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown class and 409 for a class that has ended', async () => {
    const person = await newCustomer(t);
    const missing = await add(person.token, { liveClassId: 987654, videoId: null });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.content).toBe(scheduleTexts.classNotFound);
    const started = await insertClass(t, { startsInHours: -1 });
    const late = await add(person.token, { liveClassId: started, videoId: null });
    expect(late.statusCode).toBe(409);
    expect(late.body.content).toBe(scheduleTexts.bookingClosed);
    expect(await workoutsOf(t, person.id)).toEqual([]);
  });

  it('answers 409 with a readable message once a personal-training class has its one person', async () => {
    const first = await newCustomer(t);
    const second = await newCustomer(t);
    const id = await insertClass(t, { personal: true });
    expect((await add(first.token, { liveClassId: id, videoId: null })).statusCode).toBe(201);
    const res = await add(second.token, { liveClassId: id, videoId: null });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ status: 0, content: scheduleTexts.classFull });
    expect(await workoutsOf(t, second.id)).toEqual([]);
  });

  // Its setup signs up and subscribes 50 people through the API: on a busy two-core machine
  // that alone can pass the default 30 s.
  it('gives a one-seat class to exactly one of 50 people booking it at the same moment', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => newCustomer(t)));
    const id = await insertClass(t, { personal: true });
    const results = await Promise.all(
      people.map((p) => add(p.token, { liveClassId: id, videoId: null })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.body.content === scheduleTexts.classFull)).toBe(true);
    expect(await seatsOf(t, id)).toHaveLength(1);
    expect(await seatsTaken(t, id)).toBe(1);
    const workouts = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM workouts WHERE live_class_id = $1',
      [id],
    );
    expect(workouts[0]!.n).toBe(1);
  }, 120_000);

  it('lets the database itself refuse an overbooking', async () => {
    const id = await insertClass(t, { personal: true });
    await t.db.query('UPDATE live_classes SET seats_taken = 1 WHERE id = $1', [id]);
    await expect(
      t.db.query('UPDATE live_classes SET seats_taken = 2 WHERE id = $1', [id]),
    ).rejects.toThrow(/live_classes_not_overbooked/);
    await expect(
      t.db.query('UPDATE live_classes SET capacity = 5 WHERE id = $1', [id]),
    ).rejects.toThrow(/live_classes_personal_training_one_seat/);
  });
});

describe('POST /api/workout/add for subscribers on the main site', () => {
  it('books a class without paying for an active subscription', async () => {
    const person = await t.newUser();
    expect(
      (
        await subscribe(t, person.token, {
          packageId: 'jetsweat_monthly',
          token: await tokenFor(t),
        })
      ).statusCode,
    ).toBe(200);
    const id = await insertClass(t, { studioId: 416 });
    const res = await add(person.token, { liveClassId: id, videoId: null }, {});
    expectOk(res, 201);
    expect(await seatsOf(t, id)).toMatchObject([
      { user_id: person.id, state: 'booked', paid_with: 'subscription', amount_cents: 0 },
    ]);
  });

  it('makes the class-only package pay', async () => {
    const person = await t.newUser();
    // Billing sells no class-only subscription today; a record of one (an older purchase) may exist.
    await t.db.query(
      `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents, current_period_start,
         current_period_end, created_at, updated_at)
       VALUES ($1, $2, 'jetsweat_class', 'monthly', 'active', 1000, $3, $4, $3, $3)`,
      [
        `sub_class${person.id}`,
        person.id,
        t.clock.now(),
        new Date(t.clock.now().getTime() + 30 * 24 * HOUR),
      ],
    );
    const me = await t.call(
      { method: 'GET', url: '/api/user/me', token: person.token },
      userSchema,
    );
    expectOk(me);
    expect(me.body.content.subscription).toEqual({ active: true, packageId: 'jetsweat_class' });
    const id = await insertClass(t, { studioId: 416 });
    const res = await add(person.token, { liveClassId: id, videoId: null }, {});
    expect(res.statusCode).toBe(402);
    expect(await seatsOf(t, id)).toEqual([]);
  });

  it("covers a day pass's own day only", async () => {
    const person = await t.newUser();
    const pass = await t.call({
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token: person.token,
      payload: { source: 'website', token: await tokenFor(t) },
    });
    expectOk(pass);
    const tonight = await insertClass(t, { studioId: 416, startsInHours: 5 });
    const nextWeek = await insertClass(t, { studioId: 416, startsInHours: 24 * 7 });
    expect((await add(person.token, { liveClassId: tonight, videoId: null }, {})).statusCode).toBe(
      201,
    );
    expect((await add(person.token, { liveClassId: nextWeek, videoId: null }, {})).statusCode).toBe(
      402,
    );
  });
});

describe('POST /api/workout/add: bad input changes nothing', () => {
  it.each([
    [
      'neither a video nor a live class',
      { videoId: null, liveClassId: null },
      'Please choose one class to schedule: a video or a live class.',
    ],
    [
      'both a video and a live class',
      { videoId: 3, liveClassId: 4 },
      'Please choose one class to schedule: a video or a live class.',
    ],
    [
      'a status other than scheduled',
      { liveClassId: 4, status: 'completed' },
      "A new workout's status is 'scheduled'.",
    ],
    [
      'a time that is not a time',
      { liveClassId: 4, when: 'tomorrow' },
      'Please give the time as an ISO date and time.',
    ],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const person = await newCustomer(t);
    const res = await add(person.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 0, content: message });
    expect(await workoutsOf(t, person.id)).toEqual([]);
  });

  it('answers 403 when the body names another account', async () => {
    const person = await newCustomer(t);
    const other = await t.newUser();
    const id = await insertClass(t);
    const res = await add(person.token, {
      authUserInfo: { id: other.id },
      liveClassId: id,
      videoId: null,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.content).toBe(scheduleTexts.notYourAccount);
    expect(await workoutsOf(t, other.id)).toEqual([]);
    expect(await workoutsOf(t, person.id)).toEqual([]);
  });
});
