import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { calendarFeedAddressSchema, workoutSchema, workoutTexts } from '@jetsweat/contract';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { newMember } from '../../videos/test-fixtures.ts';
import { HOUR, insertClass, newCustomer, onNorthloop } from '../../../../test/schedule-fixtures.ts';

// Friday 20 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-20T15:00:00Z');
let t: TestApp;
let videoId: number;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 1');
  videoId = row!.id;
});
afterAll(() => t.close());

type Person = { id: number; token: string };

const feedAddress = (token: string | undefined, url = '/api/calendar/feed') =>
  t.call({ method: 'POST', url, token }, calendarFeedAddressSchema);

/** The member's feed address, made for them. */
async function addressOf(m: Person) {
  const res = await feedAddress(m.token);
  expectOk(res);
  return res.body.content;
}

/** GETs a feed by its full address, as a calendar app would. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

async function schedule(m: Person, hoursAhead: number): Promise<number> {
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/workout/add',
      token: m.token,
      payload: { videoId, when: new Date(NOW.getTime() + hoursAhead * HOUR).toISOString() },
    },
    workoutSchema,
  );
  expectOk(res, 201);
  return res.body.content.id;
}

const reschedule = async (m: Person, workoutId: number, when: string) =>
  expectOk(
    await t.call(
      { method: 'POST', url: '/api/workout/update', token: m.token, payload: { workoutId, when } },
      z.array(workoutSchema),
    ),
  );

/** The feed's events, read by an independent parser (ical.js). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      sequence: e.sequence,
      start: e.startDate.toJSDate(),
      end: e.endDate.toJSDate(),
      url: String(v.getFirstPropertyValue('url')),
      location: e.location,
    };
  });
}

describe('the calendar feed address', () => {
  it('needs a login', async () => {
    expectFailure(await feedAddress(undefined), 401);
  });

  it('is made once and shown again, over http(s) and webcal', async () => {
    const m = await newMember(t);
    const current = () =>
      t.call(
        { method: 'GET', url: '/api/calendar/feed', token: m.token },
        calendarFeedAddressSchema.nullable(),
      );
    const off = await current();
    expectOk(off);
    expect(off.body.content).toBeNull();
    const first = await addressOf(m);
    const on = await current();
    expectOk(on);
    expect(on.body.content).toEqual(first);
    expect(first.url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace(/^https?:/, 'webcal:'));
    expect(await addressOf(m)).toEqual(first);
  });

  it('stops at once when replaced, and when turned off', async () => {
    const m = await newMember(t);
    const old = await addressOf(m);
    const replaced = await feedAddress(m.token, '/api/calendar/feed/replace');
    expectOk(replaced);
    expect(replaced.body.content.url).not.toBe(old.url);
    const gone = await fetchFeed(old.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 0, content: workoutTexts.feedNotFound });
    expect((await fetchFeed(replaced.body.content.url)).statusCode).toBe(200);
    expect(await addressOf(m)).toEqual(replaced.body.content);

    expectOk(await t.call({ method: 'DELETE', url: '/api/calendar/feed', token: m.token }));
    expect((await fetchFeed(replaced.body.content.url)).statusCode).toBe(404);
  });

  it('refuses an address that is not a feed token with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/calendar/feed/%27%20OR%201=1.ics' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, content: workoutTexts.feedNotFound });
  });
});

describe('the calendar feed', () => {
  it("carries the member's workouts (and nobody else's) with stable ids and class links", async () => {
    const m = await newMember(t);
    const other = await newMember(t);
    const mine = await schedule(m, 5);
    await schedule(other, 6);
    const res = await fetchFeed((await addressOf(m)).url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(res.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `workout-${mine}@jetsweat`,
      sequence: 0,
      start: new Date(NOW.getTime() + 5 * HOUR),
      url: expect.stringMatching(new RegExp(`/newplatform/items/classes/${videoId}$`)),
      // A place a person reads as online, not a bare host a maps app would look up.
      location: `Online: class on ${new URL(t.config.publicUrl).host}`,
    });
    expect(events[0]!.end.getTime()).toBeGreaterThan(events[0]!.start.getTime());
  });

  it("links a booked live class to its page, for the class's length", async () => {
    const person = await newCustomer(t);
    const classId = await insertClass(t, { startsInHours: 30, minutes: 50 });
    const booked = await t.call(
      {
        method: 'POST',
        url: '/api/workout/add',
        token: person.token,
        headers: onNorthloop,
        payload: { liveClassId: classId, videoId: null },
      },
      workoutSchema,
    );
    expectOk(booked, 201);
    const [event] = eventsOf((await fetchFeed((await addressOf(person)).url)).body);
    expect(event).toMatchObject({
      summary: 'Test Class with Test Instructor',
      url: expect.stringMatching(new RegExp(`/newplatform/live/upcoming/${classId}$`)),
      // Booked on the studio's own site: the place names that site.
      location: `Online: live class on northloop.${new URL(t.config.publicUrl).host}`,
    });
    expect(event!.end.getTime() - event!.start.getTime()).toBe(50 * 60_000);
  });

  it('moves an event across a daylight-saving change to the same wall-clock time, with a higher SEQUENCE', async () => {
    const m = await newMember(t);
    const id = await schedule(m, 5);
    const { url } = await addressOf(m);
    await reschedule(m, id, '03-12-2027 09:00'); // Eastern Standard Time
    const before = eventsOf((await fetchFeed(url)).body)[0]!;
    expect(before.start.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    await reschedule(m, id, '03-15-2027 09:00'); // Eastern Daylight Time, after 14 March
    const after = eventsOf((await fetchFeed(url)).body)[0]!;
    expect(after.uid).toBe(before.uid);
    expect(after.start.toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(after.sequence).toBe(before.sequence + 1);
    const newYork = (d: Date) =>
      d.toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: 'numeric' });
    expect(newYork(before.start)).toBe(newYork(after.start));
  });

  it('answers a conditional request with 304 until something changes', async () => {
    const m = await newMember(t);
    const id = await schedule(m, 5);
    const { url } = await addressOf(m);
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const same = await fetchFeed(url, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await fetchFeed(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);

    t.clock.advance(60_000);
    expectOk(
      await t.call(
        {
          method: 'POST',
          url: '/api/workout/updateStatus',
          token: m.token,
          // Skipped: a workout still ahead cannot be marked completed.
          payload: { workoutId: id, status: 'skipped' },
        },
        workoutSchema,
      ),
    );
    const changed = await fetchFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Skipped');
  });
});
