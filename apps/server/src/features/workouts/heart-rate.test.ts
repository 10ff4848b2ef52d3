import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswerSchema,
  caloriePersonOf,
  completedAfter,
  easternDay,
  kcalPerMinute,
  reportHeartRateAnswerSchema,
  userSchema,
  workoutHeartRateTexts,
  workoutSchema,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { anyVideoId, newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
let videoId: number;
let duration: number;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  videoId = await anyVideoId(t);
  const [row] = await t.db.query<{ duration_seconds: number }>(
    'SELECT duration_seconds FROM videos WHERE id = $1',
    [videoId],
  );
  duration = row!.duration_seconds;
});
afterAll(() => t.close());

type Sample = { atSecond: number; bpm: number };
/** One sample a second from `from` up to (not including) `to`, all at `bpm`. */
const steady = (from: number, to: number, bpm: number): Sample[] =>
  Array.from({ length: to - from }, (_, i) => ({ atSecond: from + i, bpm }));

const report = (token: string, workoutId: number, samples: Sample[]) =>
  t.call(
    {
      method: 'POST',
      url: '/api/workout/heartRate',
      token,
      payload: { workoutId, samples },
    },
    reportHeartRateAnswerSchema,
  );

/** A member's workout: the class scheduled an hour from now. */
async function scheduledWorkout(token: string): Promise<number> {
  const when = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
  const res = await t.call(
    { method: 'POST', url: '/api/workout/add', token, payload: { videoId, when } },
    workoutSchema,
  );
  expectOk(res, 201);
  return res.body.content.id;
}

/** Watches the class far enough to complete it: the play's workout and its estimated calories. */
async function watchedWorkout(token: string) {
  const sessionId = randomUUID();
  const event = (eventType: string, eventValue: number) =>
    t.call(
      {
        method: 'POST',
        url: '/api/%7BvideoId%7D/analytics',
        token,
        payload: { eventType, eventValue, videoId, sessionId },
      },
      analyticsAnswerSchema,
    );
  expectOk(await event('play', 0));
  const secs = completedAfter(duration);
  t.clock.advance(secs * 1000);
  const res = await event('progress', secs);
  expectOk(res);
  return { workoutId: res.body.content.workoutId!, estimate: res.body.content.calories, event };
}

const keptOf = async (workoutId: number) =>
  (
    await t.db.query<{ samples: number; calories: number | null }>(
      `SELECT coalesce(cardinality(h.sample_seconds), 0) AS samples, w.calories FROM workouts w
       LEFT JOIN workout_heart_rates h ON h.workout_id = w.id WHERE w.id = $1`,
      [workoutId],
    )
  )[0]!;

/** The formula the answer must match: Keytel et al. for the member's profile. */
async function kcalPerMinuteOf(userId: number, bpm: number): Promise<number> {
  const [profile] = await t.db.query<{ birthday: string | null; weight: number | null }>(
    'SELECT birthday::text, weight FROM users WHERE id = $1',
    [userId],
  );
  return kcalPerMinute(caloriePersonOf({ ...profile }, easternDay(t.clock.now())), bpm);
}

describe('POST /api/workout/heartRate', () => {
  it('works out the average, maximum, zone minutes and calories itself from the samples', async () => {
    const m = await newMember(t);
    const workoutId = await scheduledWorkout(m.token);
    // 35 years old by default: maximum 185. 150 bpm is 81%: zone 4; 100 bpm is 54%: zone 1.
    const samples = [...steady(0, 120, 150), ...steady(120, 181, 100)];
    const res = await report(m.token, workoutId, samples);
    expectOk(res);
    const c = res.body.content;
    expect(c.zoneMinutes).toEqual([0, 1, 0, 0, 2, 0]);
    expect(c.maxBpm).toBe(150);
    expect(c.averageBpm).toBe(Math.round((150 * 120 + 100 * 60) / 180));
    expect(c.zonePoints).toBe(4 * 2 + 1 * 1);
    const kcal = 2 * (await kcalPerMinuteOf(m.id, 150)) + (await kcalPerMinuteOf(m.id, 100));
    expect(c.calories).toBe(Math.floor(kcal));
    expect(c.chartStepSeconds).toBe(10);
    expect(c.chart).toHaveLength(19);
    expect(c.chart.slice(0, 12)).toEqual(new Array(12).fill(150));
    expect(c.chart.slice(12)).toEqual(new Array(7).fill(100));
    expect(await keptOf(workoutId)).toEqual({ samples: 181, calories: c.calories });
  });

  it("counts by the page's clock, keeping where the class was: a part played again counts again", async () => {
    const m = await newMember(t);
    const workoutId = await scheduledWorkout(m.token);
    // Two minutes of the class, back to 1:00 and played again: 181 readings a second apart.
    const positions = [
      ...Array.from({ length: 121 }, (_, i) => i),
      ...Array.from({ length: 60 }, (_, i) => 60 + i),
    ];
    const samples = positions.map((videoSecond, atSecond) => ({ atSecond, bpm: 150, videoSecond }));
    const first = await report(m.token, workoutId, samples.slice(0, 100));
    expectOk(first);
    const res = await report(m.token, workoutId, samples.slice(100));
    expectOk(res);
    // Three minutes by the clock, in zone 4, though the class's position went to 2:00 only.
    expect(res.body.content.zoneMinutes).toEqual([0, 0, 0, 0, 3, 0]);
    expect(res.body.content.calories).toBe(Math.floor(3 * (await kcalPerMinuteOf(m.id, 150))));
    const [kept] = await t.db.query<{ video: number[]; minutes: number }>(
      `SELECT sample_video_seconds AS video, cardinality(minute_calories) AS minutes
         FROM workout_heart_rates WHERE workout_id = $1`,
      [workoutId],
    );
    // The positions are kept across reports; the minute figures are the class's three minutes.
    expect(kept).toEqual({ video: positions, minutes: 3 });
  });

  it('keeps no positions when each sample was read at its own second of the class', async () => {
    const m = await newMember(t);
    const workoutId = await scheduledWorkout(m.token);
    expectOk(await report(m.token, workoutId, steady(0, 30, 120)));
    const [kept] = await t.db.query<{ video: number[] }>(
      'SELECT sample_video_seconds AS video FROM workout_heart_rates WHERE workout_id = $1',
      [workoutId],
    );
    expect(kept!.video).toEqual([]);
  });

  it('works the zones out from the maximum the member set on their profile', async () => {
    const m = await newMember(t);
    const save = (maxHeartRate: number | null) =>
      t.call(
        {
          method: 'PUT',
          url: '/api/user/save',
          token: m.token,
          payload: { userInfo: { maxHeartRate } },
        },
        userSchema,
      );
    expect((await save(99)).statusCode).toBe(400);
    const saved = await save(200);
    expectOk(saved);
    expect(saved.body.content.maxHeartRate).toBe(200);
    const workoutId = await scheduledWorkout(m.token);
    // 150 bpm is 75% of 200: zone 3 (of 220 - 35 = 185 it would be 81%: zone 4).
    const res = await report(m.token, workoutId, steady(0, 61, 150));
    expectOk(res);
    expect(res.body.content.zoneMinutes).toEqual([0, 0, 0, 1, 0, 0]);
    expectOk(await save(null));
    const back = await report(m.token, workoutId, [{ atSecond: 61, bpm: 150 }]);
    expectOk(back);
    expect(back.body.content.zoneMinutes).toEqual([0, 0, 0, 0, 1, 0]);
  });

  it('adds nothing twice when a report is retried or overlaps the last', async () => {
    const m = await newMember(t);
    const workoutId = await scheduledWorkout(m.token);
    const first = steady(0, 61, 150);
    const once = await report(m.token, workoutId, first);
    expectOk(once);
    const again = await report(m.token, workoutId, first);
    expectOk(again);
    expect(again.body.content).toEqual(once.body.content);
    // Overlapping: 30-60 again (at another heart rate, which the kept samples win), then 61-120.
    const overlap = await report(m.token, workoutId, steady(30, 121, 150));
    expectOk(overlap);
    expect(overlap.body.content.zoneMinutes).toEqual([0, 0, 0, 0, 2, 0]);
    expect(await keptOf(workoutId)).toMatchObject({ samples: 121 });
  });

  it('gives the watched workout its calories from heart rate, and the estimate no longer replaces them', async () => {
    const m = await newMember(t);
    const { workoutId, estimate, event } = await watchedWorkout(m.token);
    expect(await keptOf(workoutId)).toEqual({ samples: 0, calories: estimate });
    const res = await report(m.token, workoutId, steady(0, 301, 160));
    expectOk(res);
    const fromHeart = Math.floor(5 * (await kcalPerMinuteOf(m.id, 160)));
    expect(res.body.content.calories).toBe(fromHeart);
    expect(fromHeart).not.toBe(estimate);
    expect((await keptOf(workoutId)).calories).toBe(fromHeart);
    // The play goes on: its estimate grows, the workout keeps the heart rate's calories.
    t.clock.advance(60_000);
    const later = await event('progress', completedAfter(duration) + 60);
    expectOk(later);
    expect(later.body.content.calories).toBeGreaterThan(estimate);
    expect((await keptOf(workoutId)).calories).toBe(fromHeart);
  });

  it('refuses too many samples, a heart rate out of range and times that do not increase, keeping nothing', async () => {
    const m = await newMember(t);
    const workoutId = await scheduledWorkout(m.token);
    const refused = [
      steady(0, 601, 120),
      [...steady(0, 10, 120), { atSecond: 10, bpm: 251 }],
      [...steady(0, 10, 120), { atSecond: 11, bpm: 24 }],
      [...steady(0, 10, 120), { atSecond: 5, bpm: 120 }],
      [...steady(0, 10, 120), { atSecond: 9, bpm: 120 }],
      [],
    ];
    for (const samples of refused) {
      const res = await report(m.token, workoutId, samples);
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(0);
    }
    const decreasing = await report(m.token, workoutId, [
      { atSecond: 5, bpm: 120 },
      { atSecond: 4, bpm: 120 },
    ]);
    expect(decreasing.body).toMatchObject({ content: workoutHeartRateTexts.timesNotIncreasing });
    expect(await keptOf(workoutId)).toEqual({ samples: 0, calories: null });
  });

  it("answers 404 for another member's workout and keeps nothing; a login is needed", async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const workoutId = await scheduledWorkout(owner.token);
    const res = await report(other.token, workoutId, steady(0, 10, 120));
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ content: workoutHeartRateTexts.workoutNotFound });
    expect((await report(other.token, 2_000_000_000, steady(0, 10, 120))).statusCode).toBe(404);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/workout/heartRate',
      payload: { workoutId, samples: steady(0, 10, 120) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await keptOf(workoutId)).toEqual({ samples: 0, calories: null });
  });
});
