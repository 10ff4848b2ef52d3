import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EASTERN_TIME_ZONE,
  easternDay,
  liveClassSchema,
  memberLiveClassSchema,
  purchasedAnswerSchema,
  userSchema,
  scheduleTexts,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { subscribe, tokenFor } from '../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  HOUR,
  insertClass,
  newCustomer,
  newDayPassHolder,
  NORTHLOOP_ID,
  onNorthloop,
} from '../../../test/schedule-fixtures.ts';
import { demoHistoryTitles } from './demo-history-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the class lists answer (routes.ts): the public one, and the member's with `booked`. */
const publicListSchema = z.array(liveClassSchema);
const memberListSchema = z.array(memberLiveClassSchema);

/** The public schedule (GET /api/liveclass/upcoming/public/all, `query` its query string). */
async function publicClasses(query = '') {
  const res = await t.call(
    { method: 'GET', url: `/api/liveclass/upcoming/public/all${query}` },
    publicListSchema,
  );
  expectOk(res);
  return res.body.content;
}

const etHour = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

describe('demo schedule', () => {
  it('fills the coming three weeks, with personal training, studio-only and unpriced classes', async () => {
    const rows = await t.db.query<{
      first: Date;
      last: Date;
      n: number;
      personal: number;
      hidden: number;
      unpriced: number;
    }>(
      `SELECT min(scheduled_at) AS first, max(scheduled_at) AS last, count(*)::int AS n,
              count(*) FILTER (WHERE product_availability = 1 AND capacity = 1)::int AS personal,
              count(*) FILTER (WHERE NOT is_on_jetsweat)::int AS hidden,
              count(*) FILTER (WHERE price_cents IS NULL)::int AS unpriced,
              count(DISTINCT studio_id)::int AS studios
       FROM live_classes WHERE NOT (title = ANY($1))`,
      // The past year made for the console's reports is not the schedule's own.
      [demoHistoryTitles],
    );
    const r = rows[0]!;
    expect(r.n).toBeGreaterThan(100);
    expect(r.personal).toBeGreaterThan(20);
    expect(r.hidden).toBe(21);
    expect(r.unpriced).toBeGreaterThan(10);
    const now = t.clock.now().getTime();
    // Seeded from the test clock's day (Eastern Time), through three weeks ahead.
    expect(new Date(r.first).getTime()).toBeGreaterThan(now - 24 * HOUR);
    expect(new Date(r.last).getTime()).toBeLessThan(now + 22 * 24 * HOUR);
    expect(new Date(r.last).getTime()).toBeGreaterThan(now + 19 * 24 * HOUR);
  });
});

describe('GET /api/liveclass/upcoming/public/all', () => {
  it('lists, without a login, the main-site classes that have not ended, soonest first', async () => {
    const list = await publicClasses();
    expect(list.length).toBeGreaterThan(90);
    const times = list.map((c) => Date.parse(c.scheduledDatetime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const ends = list.map((c) => Date.parse(c.scheduledDatetime) + c.minutesDuration * 60_000);
    expect(ends.every((x) => x > t.clock.now().getTime())).toBe(true);
    expect(list.every((c) => c.isOnJetsweat === 1)).toBe(true);
    const stored = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM live_classes WHERE is_on_jetsweat AND scheduled_at + minutes_duration * interval '1 minute' > $1",
      [t.clock.now()],
    );
    expect(list).toHaveLength(stored[0]!.n);
  });

  it('describes each class as the schedule needs it: price in dollars or null, logo, product, seats', async () => {
    const id = await insertClass(t, { title: 'Described', priceCents: 1250, studioId: 416 });
    const unpriced = await insertClass(t, {
      title: 'No price',
      priceCents: null,
      personal: true,
      studioId: 416,
    });
    const list = await publicClasses();
    const c = list.find((x) => x.id === id)!;
    expect(c).toMatchObject({
      title: 'Described',
      description: 'A test class',
      instructor: 'Test Instructor',
      minutesDuration: 45,
      studioId: 416,
      studioShortName: 'yogavida',
      studioLogo: '/media/studios/yogavida/logo.svg',
      isOnJetsweat: 1,
      price: 12.5,
      product: { availability: null },
      capacity: 200,
      seatsLeft: 200,
    });
    expect(c.scheduledDatetime).toBe(new Date(t.clock.now().getTime() + 48 * HOUR).toISOString());
    expect(list.find((x) => x.id === unpriced)).toMatchObject({
      price: null,
      product: { availability: 1 },
      capacity: 1,
      seatsLeft: 1,
    });
  });

  it('seeds classes at their Eastern Time hours', async () => {
    const list = await publicClasses();
    const hours = new Set(
      list.filter((c) => c.description !== 'A test class').map((c) => etHour(c.scheduledDatetime)),
    );
    // Open Studio's blocks start at 00:00, 08:00 and 16:00 (issue 20).
    expect([...hours].sort()).toEqual([
      '00:00',
      '07:00',
      '08:00',
      '09:30',
      '12:00',
      '16:00',
      '17:30',
      '18:15',
      '19:00',
    ]);
  });

  it("on a studio's own site (?studioId=) lists all of that studio's classes, its studio-only ones too", async () => {
    const list = await publicClasses(`?studioId=${NORTHLOOP_ID}`);
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((c) => c.studioId === NORTHLOOP_ID)).toBe(true);
    expect(list.some((c) => c.isOnJetsweat === 0)).toBe(true);
    const main = await publicClasses();
    expect(main.some((c) => c.studioId === NORTHLOOP_ID && c.isOnJetsweat === 0)).toBe(false);
  });

  it('keeps a class listed while it runs, and leaves it out once it has ended (issue 20)', async () => {
    const id = await insertClass(t, { startsInHours: 1, minutes: 45 });
    const listed = async () => (await publicClasses()).some((c) => c.id === id);
    expect(await listed()).toBe(true);
    // The answer is kept (public reads): what it lists must still change as the class ends.
    t.clock.advance(HOUR + 1000);
    try {
      expect(await listed()).toBe(true);
      t.clock.advance(44 * 60_000);
      expect(await listed()).toBe(true);
      t.clock.advance(60_000);
      expect(await listed()).toBe(false);
    } finally {
      t.clock.advance(-(HOUR + 1000 + 45 * 60_000));
    }
  });

  it('answers 400 with a readable message for a studio id that is not a number', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/liveclass/upcoming/public/all?studioId=abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 0, content: 'The studio id must be a number.' });
  });

  it('answers an empty list for a studio without classes', async () => {
    expect(await publicClasses('?studioId=999999')).toEqual([]);
  });
});

describe('GET /api/liveclass/upcoming', () => {
  it('needs a login', async () => {
    const res = await t.call({ method: 'GET', url: '/api/liveclass/upcoming' });
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe(0);
  });

  it('lists classes not over yet with whether the person booked each; their studio-only bookings too', async () => {
    const person = await newCustomer(t);
    const hidden = await insertClass(t, { onJetsweat: false, title: 'Studio only' });
    const running = await insertClass(t, {
      startsInHours: -0.25,
      minutes: 60,
      title: 'Running now',
    });
    const add = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: person.token,
      headers: onNorthloop,
      payload: { liveClassId: hidden, videoId: null, status: 'scheduled' },
    });
    expect(add.statusCode).toBe(201);

    const res = await t.call(
      { method: 'GET', url: '/api/liveclass/upcoming', token: person.token },
      memberListSchema,
    );
    expectOk(res);
    const list = res.body.content;
    expect(list.find((c) => c.id === hidden)).toMatchObject({ booked: true, isOnJetsweat: 0 });
    // A class under way can still be joined, so the member's list keeps it.
    expect(list.find((c) => c.id === running)).toMatchObject({ booked: false });
    expect(list.filter((c) => c.booked)).toHaveLength(1);
    const other = await t.newUser();
    const res2 = await t.call(
      { method: 'GET', url: '/api/liveclass/upcoming', token: other.token },
      memberListSchema,
    );
    expectOk(res2);
    const theirs = res2.body.content;
    expect(theirs.some((c) => c.id === hidden)).toBe(false);
    expect(theirs.every((c) => !c.booked)).toBe(true);
  });
});

describe('GET /api/liveclass/upcoming/{id}', () => {
  it('needs a login', async () => {
    const id = await insertClass(t);
    expect((await t.call({ method: 'GET', url: `/api/liveclass/upcoming/${id}` })).statusCode).toBe(
      401,
    );
  });

  it('answers 402 with the reason to someone who has neither booked it nor may book without paying', async () => {
    const id = await insertClass(t);
    const person = await t.newUser();
    const res = await t.call({
      method: 'GET',
      url: `/api/liveclass/upcoming/${id}`,
      token: person.token,
    });
    expect(res.statusCode).toBe(402);
    expect(res.body).toEqual({ status: 0, content: scheduleTexts.notEntitled });
  });

  it("shows the class to its studio's customer, to whoever booked it, and to a day pass on its day only", async () => {
    const id = await insertClass(t, { title: 'Detail' });
    const customer = await newCustomer(t);
    const onSite = await t.call(
      {
        method: 'GET',
        url: `/api/liveclass/upcoming/${id}`,
        token: customer.token,
        headers: onNorthloop,
      },
      memberLiveClassSchema,
    );
    expectOk(onSite);
    expect(onSite.body.content).toMatchObject({
      id,
      title: 'Detail',
      booked: false,
      minutesDuration: 45,
      instructor: 'Test Instructor',
    });
    // The studio's own plan is a subscription: the main site includes its classes too (spec 4.6).
    const mainSite = await t.call(
      {
        method: 'GET',
        url: `/api/liveclass/upcoming/${id}`,
        token: customer.token,
      },
      memberLiveClassSchema,
    );
    expectOk(mainSite);

    // A day pass for today does not include a class two days away, on any site.
    const today = easternDay(t.clock.now());
    const pass = await newDayPassHolder(t, NORTHLOOP_ID, today);
    for (const headers of [onNorthloop, {}]) {
      const res = await t.call({
        method: 'GET',
        url: `/api/liveclass/upcoming/${id}`,
        token: pass.token,
        headers,
      });
      expect(res.statusCode).toBe(402);
    }

    await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: customer.token,
      headers: onNorthloop,
      payload: { liveClassId: id, videoId: null },
    });
    const booked = await t.call(
      {
        method: 'GET',
        url: `/api/liveclass/upcoming/${id}`,
        token: customer.token,
      },
      memberLiveClassSchema,
    );
    expectOk(booked);
    expect(booked.body.content.booked).toBe(true);
  });

  it('shows the class to a subscriber on the main site', async () => {
    const id = await insertClass(t, { studioId: 416, title: 'For subscribers' });
    const person = await t.newUser();
    await subscribe(t, person.token, { packageId: 'jetsweat_yearly', token: await tokenFor(t) });
    const res = await t.call(
      {
        method: 'GET',
        url: `/api/liveclass/upcoming/${id}`,
        token: person.token,
      },
      memberLiveClassSchema,
    );
    expectOk(res);
    expect(res.body.content).toMatchObject({ id, title: 'For subscribers', booked: false });
  });

  it('answers 404 for an unknown class and 400 for an id that is not a number', async () => {
    const person = await t.newUser();
    const missing = await t.call({
      method: 'GET',
      url: '/api/liveclass/upcoming/987654',
      token: person.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toEqual({ status: 0, content: scheduleTexts.classNotFound });
    const bad = await t.call({
      method: 'GET',
      url: '/api/liveclass/upcoming/abc',
      token: person.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.content).toBe('The class id must be a number.');
  });

  it('hides a studio-only class from the main site unless the person booked it', async () => {
    const id = await insertClass(t, { onJetsweat: false, studioId: 418 });
    const staff = await t.call(
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'staff@jetsweat.example', password: 'letsworkout' },
      },
      userSchema,
    );
    expectOk(staff);
    const token = staff.body.content.authToken;
    expect(
      (await t.call({ method: 'GET', url: `/api/liveclass/upcoming/${id}`, token })).statusCode,
    ).toBe(404);
    const onSite = await t.call(
      {
        method: 'GET',
        url: `/api/liveclass/upcoming/${id}`,
        token,
        headers: { host: 'brookspilates.localhost' },
      },
      memberLiveClassSchema,
    );
    expectOk(onSite);
  });
});

describe('GET /api/liveclass/purchased', () => {
  it('needs a login', async () => {
    expect((await t.call({ method: 'GET', url: '/api/liveclass/purchased' })).statusCode).toBe(401);
  });

  it("lists the person's own bookings with what they paid, and nobody else's", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const first = await insertClass(t, { startsInHours: 30 });
    const second = await insertClass(t, { startsInHours: 20 });
    for (const id of [first, second]) {
      const r = await t.call({
        method: 'POST',
        url: '/api/workout/add',
        token: a.token,
        headers: onNorthloop,
        payload: { liveClassId: id, videoId: null },
      });
      expect(r.statusCode).toBe(201);
    }
    const res = await t.call(
      { method: 'GET', url: '/api/liveclass/purchased', token: a.token },
      purchasedAnswerSchema,
    );
    expectOk(res);
    const purchased = res.body.content.purchased;
    expect(purchased.map((p) => p.id)).toEqual([second, first]);
    expect(purchased[0]!.booking).toMatchObject({
      liveClassId: second,
      amount: 0,
      paidWith: 'subscription',
      promo: null,
    });
    const theirs = await t.call(
      { method: 'GET', url: '/api/liveclass/purchased', token: b.token },
      purchasedAnswerSchema,
    );
    expectOk(theirs);
    expect(theirs.body.content).toEqual({ purchased: [] });
  });
});
