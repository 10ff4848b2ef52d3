import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswerSchema,
  completedAfter,
  historyAnswerSchema,
  progressAnswerSchema,
  videoDetailSchema,
  videoTexts,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caloriesBurned } from '@jetsweat/contract';
import { newMember } from './test-fixtures.ts';

let t: TestApp;
let videos: { id: number; mhr: number; duration_seconds: number }[];
/** A 75-minute demo class. */
let longClass: { id: number; mhr: number; duration_seconds: number };
const DEFAULT_BODY = { age: 35, weightLb: 143, gender: 'F' as const };
const caloriesFor = (...args: Parameters<typeof caloriesBurned>) =>
  Math.floor(caloriesBurned(...args));

beforeAll(async () => {
  t = await createTestApp();
  videos = await t.db.query('SELECT id, mhr, duration_seconds FROM videos ORDER BY id LIMIT 3');
  const long = await t.db.query<typeof longClass>(
    'SELECT id, mhr, duration_seconds FROM videos WHERE duration_seconds = 4500 ORDER BY id LIMIT 1',
  );
  longClass = long[0]!;
});
afterAll(() => t.close());

const event = (
  token: string | undefined,
  body: Record<string, unknown>,
  url = '/api/%7BvideoId%7D/analytics',
) =>
  t.call(
    { method: 'POST', url, token, payload: { device: 'web', ...body } },
    analyticsAnswerSchema,
  );
const seconds = (s: number) => t.clock.advance(s * 1000);
/** Plays a class from the start for `secs` seconds of the clock: answers the last event's answer. */
async function watchFor(token: string, videoId: number, secs: number, sessionId = randomUUID()) {
  await event(token, { eventType: 'play', eventValue: 0, videoId, sessionId });
  seconds(secs);
  return event(token, { eventType: 'progress', eventValue: secs, videoId, sessionId });
}
const historyOf = async (token: string) => {
  const res = await t.call(
    { method: 'POST', url: '/api/history/myHistory', token, payload: {} },
    historyAnswerSchema,
  );
  expectOk(res);
  return res.body.content;
};
const progressTotal = async (token: string) => {
  const res = await t.call(
    { method: 'POST', url: '/api/history/myprogress', token, payload: {} },
    progressAnswerSchema,
  );
  expectOk(res);
  return res.body.content.total;
};
const workoutsOf = (userId: number) =>
  t.db.query<{ id: number; status: string; calories: number; video_id: number }>(
    'SELECT id, status, calories, video_id FROM workouts WHERE user_id = $1 ORDER BY id',
    [userId],
  );

describe('POST /api/{videoId}/analytics', () => {
  it('counts time watched from the events of one play and keeps the place; a short play with a seek records no workout', async () => {
    const m = await newMember(t);
    const v = videos[0]!;
    const sessionId = randomUUID();
    const play = await event(m.token, {
      eventType: 'play',
      eventValue: 0,
      videoId: v.id,
      sessionId,
    });
    expectOk(play);
    expect(play.body.content).toEqual({
      sessionId,
      position: 0,
      watchedSeconds: 0,
      workoutId: null,
      calories: 0,
    });
    expect(await workoutsOf(m.id)).toEqual([]);

    seconds(60);
    const progress = await event(m.token, {
      eventType: 'progress',
      eventValue: 60,
      videoId: v.id,
      sessionId,
    });
    expectOk(progress);
    expect(progress.body.content.watchedSeconds).toBe(60);
    expect(progress.body.content.calories).toBe(caloriesFor(DEFAULT_BODY, v.mhr, 60));
    // 60 s of a class is not a completed class.
    const workoutId = null;
    expect(progress.body.content.workoutId).toBe(workoutId);

    seconds(30);
    await event(m.token, { eventType: 'pause', eventValue: 90, videoId: v.id, sessionId });
    seconds(600); // paused: not counted
    await event(m.token, { eventType: 'play', eventValue: 90, videoId: v.id, sessionId });
    seconds(5); // a seek forward to 600 counts only the 5 seconds that passed (and the slack)
    const seek = await event(m.token, {
      eventType: 'progress',
      eventValue: 600,
      videoId: v.id,
      sessionId,
    });
    expectOk(seek);
    expect(seek.body.content.watchedSeconds).toBe(97);
    seconds(20);
    const paused = await event(m.token, {
      eventType: 'pause',
      eventValue: 620,
      videoId: v.id,
      sessionId,
    });
    expect(paused.body.content).toMatchObject({ watchedSeconds: 117, workoutId });

    const detail = await t.call(
      { method: 'GET', url: `/api/video/${v.id}`, token: m.token },
      videoDetailSchema,
    );
    expectOk(detail);
    expect(detail.body.content.resumeAt).toBe(620);

    await event(m.token, { eventType: 'play', eventValue: 620, videoId: v.id, sessionId });
    seconds(30);
    const end = await event(m.token, {
      eventType: 'end',
      eventValue: 650,
      videoId: v.id,
      sessionId,
    });
    expect(end.body.content).toMatchObject({ watchedSeconds: 147, workoutId });
    // The same end sent again (a retry) changes nothing.
    const again = await event(m.token, {
      eventType: 'end',
      eventValue: 650,
      videoId: v.id,
      sessionId,
    });
    expect(again.body.content).toMatchObject({ watchedSeconds: 147, workoutId });
    expectOk(end);
    expect(end.body.content.calories).toBe(caloriesFor(DEFAULT_BODY, v.mhr, 147));
    expect(await workoutsOf(m.id)).toEqual([]);
    expect(await historyOf(m.token)).toEqual([
      expect.objectContaining({ id: v.id, completed: false, watchedSeconds: 147 }),
    ]);
    expect(await progressTotal(m.token)).toBe(0);
    const after = await t.call(
      { method: 'GET', url: `/api/video/${v.id}`, token: m.token },
      videoDetailSchema,
    );
    expectOk(after);
    expect(after.body.content.resumeAt).toBeNull();
    const stored = await t.db.query(
      'SELECT count(*)::int AS n FROM player_events e JOIN watch_sessions s ON s.id = e.watch_session_id WHERE s.user_id = $1',
      [m.id],
    );
    expect(stored[0]).toEqual({ n: 9 });
  });

  it('records a second play as a second workout, and joins events without a session id to the latest play', async () => {
    const m = await newMember(t);
    const v = videos[1]!;
    const enough = completedAfter(v.duration_seconds);
    const first = await event(m.token, { eventType: 'play', eventValue: 0, videoId: v.id });
    expectOk(first);
    const sessionId = first.body.content.sessionId;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    seconds(enough);
    const joined = await event(m.token, { eventType: 'pause', eventValue: enough, videoId: v.id });
    expect(joined.body.content).toMatchObject({ sessionId, watchedSeconds: enough });
    await event(m.token, {
      eventType: 'play',
      eventValue: 0,
      videoId: v.id,
      sessionId: randomUUID(),
    });
    seconds(enough);
    await event(m.token, { eventType: 'end', eventValue: enough, videoId: v.id });
    expect((await workoutsOf(m.id)).map((w) => w.status)).toEqual(['completed', 'completed']);
  });

  it('uses the member’s profile: a heavier, older man burns a different amount than the defaults', async () => {
    const m = await newMember(t);
    await t.db.query(
      "UPDATE users SET weight = 200, gender = 'M', birthday = '1976-01-15' WHERE id = $1",
      [m.id],
    );
    const v = videos[2]!;
    const sessionId = randomUUID();
    await event(m.token, { eventType: 'play', eventValue: 0, videoId: v.id, sessionId });
    seconds(120);
    const res = await event(m.token, {
      eventType: 'pause',
      eventValue: 120,
      videoId: v.id,
      sessionId,
    });
    // 2026-11-20: 50 years old.
    expectOk(res);
    expect(res.body.content.calories).toBe(
      caloriesFor({ age: 50, weightLb: 200, gender: 'M' }, v.mhr, 120),
    );
  });

  it('completes the member’s workout of that class scheduled for the day instead of adding one', async () => {
    const m = await newMember(t);
    const v = videos[0]!;
    const [scheduled] = await t.db.query<{ id: number }>(
      `INSERT INTO workouts (user_id, video_id, status, scheduled_for, created_at)
       VALUES ($1, $2, 'scheduled', $3, $3) RETURNING id`,
      [m.id, v.id, new Date(t.clock.now().getTime() + 60 * 60 * 1000)],
    );
    const res = await watchFor(m.token, v.id, completedAfter(v.duration_seconds));
    expectOk(res);
    expect(res.body.content.workoutId).toBe(scheduled!.id);
    expect((await workoutsOf(m.id)).map((w) => w.status)).toEqual(['completed']);
  });

  it('counts two copies of an event that arrive together once', async () => {
    const m = await newMember(t);
    const v = videos[1]!;
    const sessionId = randomUUID();
    const at = completedAfter(v.duration_seconds);
    await event(m.token, { eventType: 'play', eventValue: 0, videoId: v.id, sessionId });
    seconds(at);
    const both = await Promise.all([
      event(m.token, { eventType: 'end', eventValue: at, videoId: v.id, sessionId }),
      event(m.token, { eventType: 'end', eventValue: at, videoId: v.id, sessionId }),
    ]);
    expect(both.map((r) => r.body)).toEqual([
      { status: 1, content: expect.objectContaining({ watchedSeconds: at }) },
      { status: 1, content: expect.objectContaining({ watchedSeconds: at }) },
    ]);
    const workouts = await workoutsOf(m.id);
    expect(workouts).toHaveLength(1);
    expect(workouts[0]!.calories).toBe(caloriesFor(DEFAULT_BODY, v.mhr, at));
  });

  it('counts 3 s of a 75-minute class as started, not completed: no workout, no calories in progress', async () => {
    const m = await newMember(t);
    const res = await watchFor(m.token, longClass.id, 3);
    expectOk(res);
    expect(res.body.content).toMatchObject({ watchedSeconds: 3, workoutId: null });
    expect(await workoutsOf(m.id)).toEqual([]);
    expect(await historyOf(m.token)).toEqual([
      expect.objectContaining({ id: longClass.id, completed: false, watchedSeconds: 3 }),
    ]);
    expect(await progressTotal(m.token)).toBe(0);
  });

  it('completes a class once 80% was watched: one workout, counted in progress, never twice', async () => {
    const m = await newMember(t);
    const enough = completedAfter(longClass.duration_seconds); // 60 of 75 minutes
    const sessionId = randomUUID();
    const almost = await watchFor(m.token, longClass.id, enough - 1, sessionId);
    expectOk(almost);
    expect(almost.body.content.workoutId).toBeNull();
    seconds(1);
    const done = await event(m.token, {
      eventType: 'progress',
      eventValue: enough,
      videoId: longClass.id,
      sessionId,
    });
    expectOk(done);
    const workoutId = done.body.content.workoutId;
    expect(workoutId).toEqual(expect.any(Number));
    // Scrubbing to the end and the end itself (twice) record nothing more.
    seconds(1);
    for (const eventType of ['progress', 'end', 'end']) {
      const more = await event(m.token, {
        eventType,
        eventValue: longClass.duration_seconds,
        videoId: longClass.id,
        sessionId,
      });
      expectOk(more);
      expect(more.body.content.workoutId).toBe(workoutId);
    }
    const workouts = await workoutsOf(m.id);
    expect(workouts).toEqual([expect.objectContaining({ id: workoutId, status: 'completed' })]);
    expect(await historyOf(m.token)).toEqual([
      expect.objectContaining({ id: longClass.id, completed: true }),
    ]);
    expect(await progressTotal(m.token)).toBe(workouts[0]!.calories);
    expect(workouts[0]!.calories).toBeGreaterThan(0);
  });

  it('does not complete a class on a seek to its end', async () => {
    const m = await newMember(t);
    const sessionId = randomUUID();
    await watchFor(m.token, longClass.id, 5, sessionId);
    seconds(1);
    for (const eventType of ['progress', 'end']) {
      const res = await event(m.token, {
        eventType,
        eventValue: longClass.duration_seconds,
        videoId: longClass.id,
        sessionId,
      });
      expectOk(res);
      expect(res.body.content.workoutId).toBeNull();
    }
    expect(await workoutsOf(m.id)).toEqual([]);
    const [entry] = await historyOf(m.token);
    expect(entry).toMatchObject({ id: longClass.id, completed: false });
    expect(entry!.watchedSeconds).toBeLessThan(10);
    expect(await progressTotal(m.token)).toBe(0);
  });

  it('accepts the class id in the path too, but the body decides', async () => {
    const m = await newMember(t);
    const res = await event(
      m.token,
      { eventType: 'play', eventValue: 0, videoId: videos[1]!.id },
      `/api/${videos[0]!.id}/analytics`,
    );
    expectOk(res);
    const [s] = await t.db.query<{ video_id: number }>(
      'SELECT video_id FROM watch_sessions WHERE user_id = $1',
      [m.id],
    );
    expect(s!.video_id).toBe(videos[1]!.id);
  });

  it('refuses bad input, an unknown class, a session of another class, and people without a plan; changing nothing', async () => {
    const m = await newMember(t);
    const v = videos[0]!;
    for (const body of [
      { eventType: 'rewind', eventValue: 0, videoId: v.id },
      { eventType: 'play', eventValue: -1, videoId: v.id },
      { eventType: 'play', eventValue: 'start', videoId: v.id },
      { eventType: 'play', eventValue: 0, videoId: v.id, sessionId: 'not-a-uuid' },
      { eventType: 'play', eventValue: 0 },
      { eventType: 'play', eventValue: 0, videoId: v.id, extra: 1 },
    ]) {
      const res = await event(m.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(0);
    }
    const unknown = await event(m.token, { eventType: 'play', eventValue: 0, videoId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.content).toBe(videoTexts.videoNotFound);
    const sessionId = randomUUID();
    await event(m.token, { eventType: 'play', eventValue: 0, videoId: v.id, sessionId });
    const other = await event(m.token, {
      eventType: 'pause',
      eventValue: 5,
      videoId: videos[1]!.id,
      sessionId,
    });
    expect(other.statusCode).toBe(409);
    expect(other.body.content).toBe(videoTexts.sessionOfAnotherClass);
    const visitor = await t.newUser();
    expect(
      (await event(visitor.token, { eventType: 'play', eventValue: 0, videoId: v.id })).statusCode,
    ).toBe(402);
    expect(
      (await event(undefined, { eventType: 'play', eventValue: 0, videoId: v.id })).statusCode,
    ).toBe(401);
    const sessions = await t.db.query(
      'SELECT id FROM watch_sessions WHERE user_id = ANY($1::int[])',
      [[m.id, visitor.id]],
    );
    expect(sessions).toHaveLength(1);
  });

  it('keeps another member’s play apart even when they send its session id', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const v = videos[0]!;
    const sessionId = randomUUID();
    await event(owner.token, { eventType: 'play', eventValue: 0, videoId: v.id, sessionId });
    seconds(10);
    await event(other.token, { eventType: 'play', eventValue: 0, videoId: v.id, sessionId });
    seconds(10);
    const theirs = await event(other.token, {
      eventType: 'pause',
      eventValue: 10,
      videoId: v.id,
      sessionId,
    });
    expectOk(theirs);
    expect(theirs.body.content.watchedSeconds).toBe(10);
    const mine = await event(owner.token, {
      eventType: 'pause',
      eventValue: 20,
      videoId: v.id,
      sessionId,
    });
    expectOk(mine);
    expect(mine.body.content.watchedSeconds).toBe(20);
  });
});
