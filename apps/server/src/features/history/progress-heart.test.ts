import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswerSchema,
  completedAfter,
  progressAnswerSchema,
  reportHeartRateAnswerSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newMember } from '../videos/test-fixtures.ts';
import { progressOf } from './progress-calories.ts';

let t: TestApp;
let classes: { id: number; duration_seconds: number }[];
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  classes = await t.db.query<{ id: number; duration_seconds: number }>(
    'SELECT id, duration_seconds FROM videos ORDER BY id LIMIT 2',
  );
});
afterAll(() => t.close());

/** Plays a class to its completion: the play's workout and its estimated calories. */
async function complete(token: string, video: { id: number; duration_seconds: number }) {
  const sessionId = randomUUID();
  const event = (eventType: string, eventValue: number) =>
    t.call(
      {
        method: 'POST',
        url: '/api/%7BvideoId%7D/analytics',
        token,
        payload: { eventType, eventValue, videoId: video.id, sessionId },
      },
      analyticsAnswerSchema,
    );
  expectOk(await event('play', 0));
  const secs = completedAfter(video.duration_seconds);
  t.clock.advance(secs * 1000);
  const res = await event('pause', secs);
  expectOk(res);
  return { workoutId: res.body.content.workoutId!, calories: res.body.content.calories };
}

const progress = async (token: string) => {
  const res = await t.call(
    { method: 'POST', url: '/api/history/myprogress', token, payload: {} },
    progressAnswerSchema,
  );
  expectOk(res);
  return res.body.content;
};

describe('POST /api/history/myprogress with heart rate', () => {
  it("counts a workout's calories from the heart where a strap reported them, the estimate elsewhere", async () => {
    const m = await newMember(t);
    const [a, b] = classes as [(typeof classes)[number], (typeof classes)[number]];
    const strapped = await complete(m.token, a);
    const plain = await complete(m.token, b);
    expect(await progress(m.token)).toEqual({
      data: [{ date: '2026-11-20', calorie: strapped.calories + plain.calories }],
      total: strapped.calories + plain.calories,
      zoneMinutes: [0, 0, 0, 0, 0, 0],
    });

    // Ten minutes at 170 bpm: Keytel's calories, not the class's estimate.
    const samples = Array.from({ length: 601 }, (_, i) => ({ atSecond: i, bpm: 170 }));
    const reported = await t.call(
      {
        method: 'POST',
        url: '/api/workout/heartRate',
        token: m.token,
        payload: { workoutId: strapped.workoutId, samples: samples.slice(0, 600) },
      },
      reportHeartRateAnswerSchema,
    );
    expectOk(reported);
    const fromHeart = reported.body.content.calories;
    expect(fromHeart).toBeGreaterThan(0);
    expect(fromHeart).not.toBe(strapped.calories);

    const total = fromHeart + plain.calories;
    const { zoneMinutes } = reported.body.content;
    expect(zoneMinutes.reduce((sum, minutes) => sum + minutes, 0)).toBeCloseTo(10, 0);
    expect(await progress(m.token)).toEqual({
      data: [{ date: '2026-11-20', calorie: total }],
      total,
      // The strapped workout's ten minutes, in the zones its summary counted them.
      zoneMinutes,
    });
    // Another member's progress is their own.
    expect((await progress((await newMember(t)).token)).total).toBe(0);
  });
});

describe('progressOf', () => {
  const heart = (calories: number, zoneSeconds: number[]) => ({ calories, zoneSeconds });
  it("sums each day's plays, the heart's calories and zones once per workout, and leaves out days of nothing", () => {
    const plays = [
      { day: '2026-11-02', workoutId: 1, calories: 100 },
      { day: '2026-11-01', workoutId: 2, calories: 80 },
      // A second play of workout 1 shares its heart rate: its calories count once.
      { day: '2026-11-03', workoutId: 1, calories: 90 },
      { day: '2026-11-03', workoutId: 3, calories: 0 },
    ];
    const strapped = new Map([
      [1, heart(250.7, [0, 60, 600, 90, 0, 0])],
      [4, heart(40, [0, 0, 0, 0, 30, 30])], // no play of it in the range: not counted
    ]);
    expect(progressOf(plays, strapped)).toEqual({
      data: [
        { date: '2026-11-01', calorie: 80 },
        { date: '2026-11-02', calorie: 250 },
      ],
      total: 330,
      zoneMinutes: [0, 1, 10, 1.5, 0, 0],
    });
    expect(progressOf(plays, new Map())).toMatchObject({
      total: 270,
      zoneMinutes: [0, 0, 0, 0, 0, 0],
    });
  });
});
