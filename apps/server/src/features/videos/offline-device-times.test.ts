import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswerSchema,
  caloriesBurned,
  completedAfter,
  easternDay,
  historyAnswerSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { trustedDeviceTime } from './device-times.ts';
import { newMember } from './test-fixtures.ts';

/**
 * Events of a class watched offline, sent later with the times they happened on the device
 * (docs/decisions/0122-trusting-bounded-device-times.md): time watched by those times when they
 * are believable, by the server's clock otherwise, and a queue sent twice counted once.
 */

let t: TestApp;
let v: { id: number; mhr: number; duration_seconds: number };
const DEFAULT_BODY = { age: 35, weightLb: 143, gender: 'F' as const };
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.query<typeof v>(
    'SELECT id, mhr, duration_seconds FROM videos ORDER BY id LIMIT 1',
  );
  v = rows[0]!;
});
afterAll(() => t.close());

type Queued = {
  eventType: 'play' | 'pause' | 'end' | 'progress';
  eventValue: number;
  at?: Date;
  sessionId?: string;
};
/** Sends queued events in order, as the web app does once online: the last answer. */
async function send(token: string, events: Queued[]) {
  let last;
  for (const { at, ...e } of events) {
    last = await t.call(
      {
        method: 'POST',
        url: `/api/${v.id}/analytics`,
        token,
        payload: { device: 'web', videoId: v.id, ...e, happenedAt: at?.toISOString() },
      },
      analyticsAnswerSchema,
    );
    expectOk(last);
  }
  return last!.body.content;
}
/** A play watched from the start, an event every `every` seconds of the device's clock to `to`. */
function offlinePlay(start: Date, to: number, every = 300, sessionId = randomUUID()): Queued[] {
  const at = (s: number) => new Date(start.getTime() + s * 1000);
  const events: Queued[] = [{ eventType: 'play', eventValue: 0, at: at(0), sessionId }];
  for (let s = every; s < to; s += every)
    events.push({ eventType: 'progress', eventValue: s, at: at(s), sessionId });
  events.push({ eventType: 'pause', eventValue: to, at: at(to), sessionId });
  return events;
}
const workoutsOf = (userId: number) =>
  t.db.query<{ status: string; calories: number; video_id: number }>(
    'SELECT status, calories, video_id FROM workouts WHERE user_id = $1 ORDER BY id',
    [userId],
  );
const storedEvents = (userId: number) =>
  t.db.query<{ trusted: boolean }>(
    `SELECT e.device_time_trusted AS trusted FROM player_events e
     JOIN watch_sessions s ON s.id = e.watch_session_id WHERE s.user_id = $1 ORDER BY e.id`,
    [userId],
  );

describe('time watched offline, by the device’s times', () => {
  it('makes a class watched offline to 80% one completed workout with its calories, on the day it was watched', async () => {
    const m = await newMember(t);
    const enough = Math.ceil(completedAfter(v.duration_seconds));
    const start = new Date(t.clock.now().getTime() - 26 * 60 * MINUTE);
    // Sent all at once, the server's clock not moving: only the device's times explain the play.
    const answer = await send(m.token, offlinePlay(start, enough));
    expect(answer.watchedSeconds).toBe(enough);
    expect(answer.workoutId).not.toBeNull();
    expect(answer.calories).toBe(Math.floor(caloriesBurned(DEFAULT_BODY, v.mhr, enough)));
    expect(await workoutsOf(m.id)).toEqual([
      { status: 'completed', calories: answer.calories, video_id: v.id },
    ]);
    const [session] = await t.db.query<{ day: string; started_at: Date }>(
      'SELECT day::text AS day, started_at FROM watch_sessions WHERE user_id = $1',
      [m.id],
    );
    expect(session!.day).toBe(easternDay(start));
    expect(new Date(session!.started_at).getTime()).toBe(start.getTime());
    expect((await storedEvents(m.id)).every((e) => e.trusted)).toBe(true);
    const history = await t.call(
      { method: 'POST', url: '/api/history/myHistory', token: m.token, payload: {} },
      historyAnswerSchema,
    );
    expectOk(history);
    expect(history.body.content).toEqual([
      expect.objectContaining({ id: v.id, completed: true, watchedSeconds: enough }),
    ]);
  });

  it('counts a queue sent twice once: no second workout, no more time, no second copy of an event', async () => {
    const m = await newMember(t);
    const enough = Math.ceil(completedAfter(v.duration_seconds));
    const queue = offlinePlay(new Date(t.clock.now().getTime() - 3 * DAY), enough);
    const first = await send(m.token, queue);
    t.clock.advance(5000);
    const again = await send(m.token, queue);
    expect(again).toEqual(first);
    expect(await workoutsOf(m.id)).toHaveLength(1);
    expect(await storedEvents(m.id)).toHaveLength(queue.length);

    // Sent without the play's id, a replayed event still finds the play it was stored in.
    const withoutId = queue.map(({ sessionId: _, ...e }) => e);
    const replayed = await send(m.token, withoutId);
    expect(replayed).toEqual(first);
    expect(await workoutsOf(m.id)).toHaveLength(1);
    expect(await storedEvents(m.id)).toHaveLength(queue.length);
  });

  it('stores an event sent twice at once (a retry racing the first) once', async () => {
    const m = await newMember(t);
    const [play, pause] = offlinePlay(new Date(t.clock.now().getTime() - 10 * MINUTE), 300);
    await send(m.token, [play!]);
    const answers = await Promise.all([send(m.token, [pause!]), send(m.token, [pause!])]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.watchedSeconds).toBe(300);
    expect(await storedEvents(m.id)).toHaveLength(2);
  });

  it('does not trust times in the future or older than a download lives: the server’s clock counts, as before', async () => {
    for (const start of [
      new Date(t.clock.now().getTime() + 60 * MINUTE),
      new Date(t.clock.now().getTime() - 31 * DAY),
    ]) {
      const m = await newMember(t);
      const queue = offlinePlay(start, Math.ceil(completedAfter(v.duration_seconds)));
      const answer = await send(m.token, queue);
      // The server's clock did not move: each event counts at most the 2 s of jitter allowed.
      expect(answer.watchedSeconds).toBe(2 * (queue.length - 1));
      expect(answer.workoutId).toBeNull();
      expect(await workoutsOf(m.id)).toEqual([]);
      expect((await storedEvents(m.id)).some((e) => e.trusted)).toBe(false);
    }
  });

  it('trusts a device time only after the last one trusted, and never counts more than the position moved', async () => {
    const m = await newMember(t);
    const sessionId = randomUUID();
    const start = new Date(t.clock.now().getTime() - 2 * DAY);
    const at = (s: number) => new Date(start.getTime() + s * 1000);
    const answer = await send(m.token, [
      { eventType: 'play', eventValue: 0, at: at(0), sessionId },
      { eventType: 'progress', eventValue: 600, at: at(600), sessionId },
      // Earlier than the event before it: the server's clock counts it (2 s of jitter).
      { eventType: 'progress', eventValue: 900, at: at(300), sessionId },
      // After the latest trusted, but the event before it was timed by the server: same again.
      { eventType: 'progress', eventValue: 1000, at: at(1000), sessionId },
      // 500 s of the device's clock, but the class moved 100 s: 100 counted.
      { eventType: 'progress', eventValue: 1100, at: at(1500), sessionId },
      // A jump forward: 60 s passed on the device (and 2 s of jitter), not 900.
      { eventType: 'progress', eventValue: 2000, at: at(1560), sessionId },
    ]);
    expect(answer.watchedSeconds).toBe(600 + 2 + 2 + 100 + 62);
    expect((await storedEvents(m.id)).map((e) => e.trusted)).toEqual([
      true,
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('behaves as before for events sent without a device time', async () => {
    const m = await newMember(t);
    const sessionId = randomUUID();
    await send(m.token, [{ eventType: 'play', eventValue: 0, sessionId }]);
    t.clock.advance(60_000);
    const answer = await send(m.token, [{ eventType: 'progress', eventValue: 60, sessionId }]);
    expect(answer.watchedSeconds).toBe(60);
    const rows = await t.db.query<{ device_at: Date | null; trusted: boolean }>(
      `SELECT e.device_at, e.device_time_trusted AS trusted FROM player_events e
       JOIN watch_sessions s ON s.id = e.watch_session_id WHERE s.user_id = $1`,
      [m.id],
    );
    expect(rows).toEqual([
      { device_at: null, trusted: false },
      { device_at: null, trusted: false },
    ]);
  });
});

describe('trustedDeviceTime', () => {
  const now = new Date('2026-11-20T15:00:00Z');
  it('allows a clock a little ahead, and refuses what cannot be true', () => {
    expect(trustedDeviceTime('2026-11-20T15:01:00Z', now, null)).toEqual(
      new Date('2026-11-20T15:01:00Z'),
    );
    expect(trustedDeviceTime('2026-11-20T15:03:00Z', now, null)).toBeNull();
    expect(trustedDeviceTime('2026-10-21T16:00:00Z', now, null)).not.toBeNull();
    expect(trustedDeviceTime('2026-10-21T14:00:00Z', now, null)).toBeNull();
    expect(trustedDeviceTime('2026-11-20T14:00:00Z', now, '2026-11-20T14:00:00Z')).toBeNull();
    expect(trustedDeviceTime(undefined, now, null)).toBeNull();
  });
});
