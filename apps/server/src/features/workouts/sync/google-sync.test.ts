import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarSyncStatusSchema,
  SYNC_OTHER_BROWSER,
  workoutSchema,
  workoutTexts,
} from '@jetsweat/contract';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { startSyncTestApp } from '../../../../test/calendar-fakes/sync-test-app.ts';
import { redirectBack, startSignIn } from '../../../../test/calendar-fakes/sign-in-kit.ts';
import { startFakeGoogle, type FakeGoogle } from '../../../../test/calendar-fakes/fake-google.ts';
import { newMember } from '../../videos/test-fixtures.ts';
import { insertClass, newCustomer, onNorthloop } from '../../../../test/schedule-fixtures.ts';
import { openGrant } from './grant-seal.ts';
import { signInKey } from './sign-in-cookie.ts';
import { SIGN_IN_MINUTES } from './sync-service.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 3600_000;
let t: TestApp;
let google: FakeGoogle;
let videoId: number;

let app: Awaited<ReturnType<typeof startSyncTestApp>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  app = await startSyncTestApp(NOW, google.env);
  ({ t, videoId } = app);
}, 60_000);
afterAll(async () => {
  await app.close();
  await google.close();
});

type Person = { id: number; token: string };

const status = (m: Person) =>
  t.okContent(
    { method: 'GET', url: '/api/calendar/sync', token: m.token },
    calendarSyncStatusSchema,
  );

/** Signs `m` in to the fake Google: the connect URL, the consent, the callback's redirect. */
async function connect(m: Person): Promise<string> {
  const { url, cookie } = await startSignIn(t, 'google', m.token);
  const res = await redirectBack(t, google.consent(url), cookie);
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

async function schedule(m: Person, hoursAhead: number): Promise<number> {
  const w = await t.okContent(
    {
      method: 'POST',
      url: '/api/workout/add',
      token: m.token,
      payload: { videoId, when: new Date(NOW.getTime() + hoursAhead * HOUR).toISOString() },
    },
    workoutSchema,
    201,
  );
  return w.id;
}

const eventOf = (workoutId: number) =>
  google
    .events()
    .find((e) => e.extendedProperties?.private?.jetsweatWorkoutId === String(workoutId));

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const synced = async (m: Person) => (await status(m)).google.state === 'synced';

describe('connecting Google Calendar', () => {
  it('needs a login to connect, and the status says Google is configured', async () => {
    expectFailure(await t.call({ method: 'POST', url: '/api/calendar/sync/google/connect' }), 401);
    const m = await t.newUser();
    expect((await status(m)).google).toEqual({ configured: true, state: 'unsynced', waiting: 0 });
    expect((await status(m)).outlook.configured).toBe(false);
  });

  it('asks for offline access to calendar events, with a state the callback takes only once', async () => {
    const m = await t.newUser();
    const { url, cookie } = await startSignIn(t, 'google', m.token);
    const q = new URL(url).searchParams;
    expect(url.startsWith(`${google.url}/o/oauth2/v2/auth`)).toBe(true);
    expect(q.get('scope')).toBe('https://www.googleapis.com/auth/calendar.events');
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/calendar/sync/google/callback`);
    const back = google.consent(url);
    const first = await redirectBack(t, back, cookie);
    expect(first.headers.location).toBe('/newplatform/items/calendar?synced=google');
    const again = await redirectBack(t, back, cookie);
    expect(again.headers.location).toBe('/newplatform/items/calendar?syncFailed=google');
  });

  it('refuses a made-up state, a state for another provider, and a declined consent', async () => {
    const m = await t.newUser();
    const { url, cookie } = await startSignIn(t, 'google', m.token);
    const forged = await redirectBack(
      t,
      `${google.url}/api/calendar/sync/google/callback?code=abc&state=made-up`,
      cookie,
    );
    expect(forged.headers.location).toBe('/newplatform/items/calendar?syncFailed=google');
    const state = new URL(url).searchParams.get('state')!;
    const declined = await redirectBack(
      t,
      `${google.url}/api/calendar/sync/google/callback?error=access_denied&state=${state}`,
      cookie,
    );
    expect(declined.headers.location).toBe('/newplatform/items/calendar?syncFailed=google');
    expect((await status(m)).google.state).toBe('unsynced');
  });

  it('ends a sign-in when its session logs out', async () => {
    const m = await t.newUser();
    const { url, cookie } = await startSignIn(t, 'google', m.token);
    await t.db.query('DELETE FROM sessions WHERE user_id = $1', [m.id]);
    const res = await redirectBack(t, google.consent(url), cookie);
    expect(res.headers.location).toBe('/newplatform/items/calendar?syncFailed=google');
  });

  it('binds the state to its browser with an HttpOnly, Lax cookie on the callback only', async () => {
    const m = await t.newUser();
    const { url, cookie, setCookie } = await startSignIn(t, 'google', m.token);
    expect(setCookie.split('; ').slice(1).sort()).toEqual(
      [
        'HttpOnly',
        `Max-Age=${SIGN_IN_MINUTES * 60}`,
        'Path=/api/calendar/sync/google/callback',
        'SameSite=Lax',
      ].sort(),
    );
    // Neither the state nor the browser's value is kept as it is.
    const state = new URL(url).searchParams.get('state')!;
    const value = cookie.split('=')[1]!;
    const rows = await t.db.query<{ state: string }>(
      'SELECT state FROM calendar_sign_ins WHERE user_id = $1',
      [m.id],
    );
    expect(rows).toEqual([{ state: signInKey(state, value) }]);
    // Back without the cookie: refused with the reason, nothing kept, and the cookie cleared.
    const back = google.consent(url);
    const bare = await redirectBack(t, back);
    expect(bare.headers.location).toBe(
      `/newplatform/items/calendar?syncFailed=google&reason=${SYNC_OTHER_BROWSER}`,
    );
    expect(bare.headers['set-cookie']).toContain('Max-Age=0');
    expect(
      await t.db.query('SELECT 1 FROM calendar_connections WHERE user_id = $1', [m.id]),
    ).toEqual([]);
    // Its own browser still finishes it; the answer clears the cookie.
    const own = await redirectBack(t, back, cookie);
    expect(own.headers.location).toBe('/newplatform/items/calendar?synced=google');
    expect(own.headers['set-cookie']).toBe(
      'jetsweat_calendar_sign_in=; Path=/api/calendar/sync/google/callback; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('sets the cookie Secure when the site is served over HTTPS', async () => {
    const m = await t.newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/sync/google/connect',
      headers: { authorization: `Bearer ${m.token}`, 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('keeps the refresh token sealed (AES-256-GCM), never as it is', async () => {
    const m = await t.newUser();
    await connect(m);
    const [row] = await t.db.query<{ sealed_grant: string }>(
      "SELECT sealed_grant FROM calendar_connections WHERE user_id = $1 AND provider = 'google'",
      [m.id],
    );
    const token = openGrant(t.config.calendar.tokenKey, row!.sealed_grant);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.sealed_grant).not.toContain(token);
    expect(row!.sealed_grant.startsWith('v1.')).toBe(true);
    const other = Buffer.alloc(32, 7);
    expect(() => openGrant(other, row!.sealed_grant)).toThrow();
  });
});

describe('syncing workouts to Google Calendar', () => {
  it('pushes upcoming workouts on connect, then creates, moves and deletes events as they change', async () => {
    const m = await newMember(t);
    const before = await schedule(m, 5);
    expect(await connect(m)).toBe('/newplatform/items/calendar?synced=google');
    await until(() => eventOf(before) !== undefined, 'the workout of before connecting');
    const id = await schedule(m, 30);
    await until(() => eventOf(id) !== undefined, 'the new workout');
    const event = eventOf(id)!;
    expect(event.start.dateTime).toBe(new Date(NOW.getTime() + 30 * HOUR).toISOString());
    expect(event.location).toBe(`Online: class on ${new URL(t.config.publicUrl).host}`);
    expect(event.description).toContain(`/newplatform/items/classes/${videoId}`);
    expect(event.description).toMatch(/<a href=/);
    await until(() => synced(m), 'synced');

    await t.okContent(
      {
        method: 'POST',
        url: '/api/workout/update',
        token: m.token,
        payload: { workoutId: id, when: '12-01-2026 07:30' },
      },
      z.array(workoutSchema),
    );
    await until(
      () => eventOf(id)?.start.dateTime === '2026-12-01T12:30:00.000Z',
      'the event moved',
    );
    expect(eventOf(id)!.id).toBe(event.id);

    await t.okContent(
      { method: 'POST', url: '/api/workout/delete', token: m.token, payload: { workoutId: id } },
      z.object({ workoutId: z.number() }),
    );
    await until(() => eventOf(id) === undefined, 'the event deleted');
    expect(eventOf(before)).toBeDefined();
  });

  it('sends one member’s changes in order: a workout made and deleted before sync leaves nothing', async () => {
    const m = await newMember(t);
    await connect(m);
    await until(() => synced(m), 'synced');
    const ids = [await schedule(m, 40), await schedule(m, 41), await schedule(m, 42)];
    await t.okContent(
      {
        method: 'POST',
        url: '/api/workout/delete',
        token: m.token,
        payload: { workoutId: ids[1] },
      },
      z.object({ workoutId: z.number() }),
    );
    await until(() => synced(m), 'synced');
    expect(eventOf(ids[0]!)).toBeDefined();
    expect(eventOf(ids[1]!)).toBeUndefined();
    expect(eventOf(ids[2]!)).toBeDefined();
    const created = google.events().map((e) => e.extendedProperties?.private?.jetsweatWorkoutId);
    expect(created.indexOf(String(ids[0]))).toBeLessThan(created.indexOf(String(ids[2])));
  });

  it('retries a failing provider with back-off and gets there', async () => {
    const m = await newMember(t);
    await connect(m);
    await until(() => synced(m), 'synced');
    google.failNext(1);
    const id = await schedule(m, 50);
    await until(() => eventOf(id) !== undefined, 'the event after a retry');
    await until(() => synced(m), 'synced');
  });

  it('marks a provider failing past its retries "needs reconnecting", keeping every change', async () => {
    const m = await newMember(t);
    await connect(m);
    await until(() => synced(m), 'synced');
    google.failNext(1000);
    const inserts = () =>
      google.calls.filter((c) => c === 'POST /calendar/v3/calendars/primary/events').length;
    const before = inserts();
    const id = await schedule(m, 55);
    await until(
      async () => (await status(m)).google.state === 'needs-reconnecting',
      'needs reconnecting',
    );
    // The first try and two retries (1 s, then 2 s later): never a try per look.
    expect(inserts() - before).toBe(3);
    expect((await status(m)).google.waiting).toBe(1);
    google.failNext(0);
    await connect(m);
    await until(() => eventOf(id) !== undefined, 'the waiting change sent');
    await until(() => synced(m), 'synced');
  }, 30_000);
});

describe('a booked live class', () => {
  it('reaches the calendar when booked, and leaves it when the booking is cancelled', async () => {
    const person = await newCustomer(t);
    await connect(person);
    await until(() => synced(person), 'synced');
    const classId = await insertClass(t, { startsInHours: 30 });
    const booked = await t.okContent(
      {
        method: 'POST',
        url: '/api/workout/add',
        token: person.token,
        headers: onNorthloop,
        payload: { liveClassId: classId, videoId: null },
      },
      workoutSchema,
      201,
    );
    await until(() => eventOf(booked.id) !== undefined, 'the live class event');
    expect(eventOf(booked.id)!.description).toContain(`/newplatform/live/upcoming/${classId}`);
    expectOk(
      await t.call({
        method: 'DELETE',
        url: `/api/liveclass/purchased/${classId}`,
        token: person.token,
        headers: onNorthloop,
      }),
    );
    await until(() => eventOf(booked.id) === undefined, 'the event removed with the booking');
  });
});

describe('a revoked grant, and disconnecting', () => {
  it('says "needs reconnecting" when Google refuses the grant; reconnecting sends what waited', async () => {
    const m = await newMember(t);
    await connect(m);
    await until(() => synced(m), 'synced');
    google.revokeAll();
    const refreshes = () => google.calls.filter((c) => c === 'POST /token').length;
    const before = refreshes();
    const first = await schedule(m, 60);
    await until(
      async () => (await status(m)).google.state === 'needs-reconnecting',
      'needs reconnecting',
    );
    // Told at the first refusal, not after the retries meant for a failing provider.
    expect(refreshes() - before).toBe(1);
    const second = await schedule(m, 61);
    expect((await status(m)).google).toEqual({
      configured: true,
      state: 'needs-reconnecting',
      waiting: 2,
    });
    await connect(m);
    await until(() => eventOf(first) !== undefined && eventOf(second) !== undefined, 'both sent');
    await until(() => synced(m), 'synced');
  });

  it('forgets a refused grant on disconnecting, its waiting changes with it', async () => {
    const m = await newMember(t);
    await connect(m);
    await until(() => synced(m), 'synced');
    google.revokeAll();
    await schedule(m, 65);
    await until(
      async () => (await status(m)).google.state === 'needs-reconnecting',
      'needs reconnecting',
    );
    expectOk(await t.call({ method: 'DELETE', url: '/api/calendar/sync/google', token: m.token }));
    await until(async () => (await status(m)).google.state === 'unsynced', 'unsynced');
    const rows = await t.db.query('SELECT 1 FROM calendar_sync_changes WHERE user_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
  });

  it('removes every synced event, then forgets the grant', async () => {
    const m = await newMember(t);
    await connect(m);
    const ids = [await schedule(m, 70), await schedule(m, 71)];
    await until(() => ids.every((id) => eventOf(id) !== undefined), 'synced events');
    await until(() => synced(m), 'synced');
    expectOk(await t.call({ method: 'DELETE', url: '/api/calendar/sync/google', token: m.token }));
    await until(() => ids.every((id) => eventOf(id) === undefined), 'every event removed');
    await until(async () => (await status(m)).google.state === 'unsynced', 'unsynced');
    const rows = await t.db.query('SELECT 1 FROM calendar_connections WHERE user_id = $1', [m.id]);
    expect(rows).toHaveLength(0);
    const again = await t.call({
      method: 'DELETE',
      url: '/api/calendar/sync/google',
      token: m.token,
    });
    expectFailure(again, 404);
    expect(again.body).toMatchObject({ content: workoutTexts.syncNotConnected });
  });
});

describe('without Google credentials', () => {
  it('says not configured, and connecting answers 400', async () => {
    const bare = await createTestApp({ now: NOW });
    try {
      const m = await bare.newUser();
      const s = await bare.okContent(
        { method: 'GET', url: '/api/calendar/sync', token: m.token },
        calendarSyncStatusSchema,
      );
      expect(s.google.configured).toBe(false);
      const res = await bare.call({
        method: 'POST',
        url: '/api/calendar/sync/google/connect',
        token: m.token,
      });
      expectFailure(res, 400);
      expect(res.body).toMatchObject({ content: workoutTexts.syncNotConfigured });
    } finally {
      await bare.close();
    }
  });
});
