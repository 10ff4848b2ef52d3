import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswerSchema,
  completedAfter,
  historyAnswerSchema,
  reportHeartRateAnswerSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
let classes: { id: number; duration_seconds: number }[];
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  classes = await t.db.query<{ id: number; duration_seconds: number }>(
    'SELECT id, duration_seconds FROM videos ORDER BY id LIMIT 3',
  );
});
afterAll(() => t.close());

/** Plays a class for `secs` seconds: the play's workout once it completed the class, else null. */
async function watch(token: string, videoId: number, secs: number): Promise<number | null> {
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
  t.clock.advance(secs * 1000);
  const res = await event('pause', secs);
  expectOk(res);
  return res.body.content.workoutId;
}

const history = async (token: string) => {
  const res = await t.call(
    { method: 'POST', url: '/api/history/myHistory', token, payload: {} },
    historyAnswerSchema,
  );
  expectOk(res);
  return res.body.content;
};

describe('POST /api/history/myHistory with heart rate', () => {
  it("shows each completed class's workout, its heart rate as the server worked it out, and where its calories came from", async () => {
    const m = await newMember(t);
    const [a, b, c] = classes as [
      (typeof classes)[number],
      (typeof classes)[number],
      (typeof classes)[number],
    ];
    const withStrap = await watch(m.token, a.id, completedAfter(a.duration_seconds));
    const withoutStrap = await watch(m.token, b.id, completedAfter(b.duration_seconds));
    expect(await watch(m.token, c.id, 30)).toBeNull();
    expect(withStrap).not.toBeNull();
    // 35 years old by default: maximum 185. 175 bpm is 94%: zone 5; 120 bpm is 64%: zone 2.
    const samples = [
      ...Array.from({ length: 180 }, (_, i) => ({ atSecond: i, bpm: 175 })),
      ...Array.from({ length: 121 }, (_, i) => ({ atSecond: 180 + i, bpm: 120 })),
    ];
    const reported = await t.call(
      {
        method: 'POST',
        url: '/api/workout/heartRate',
        token: m.token,
        payload: { workoutId: withStrap, samples },
      },
      reportHeartRateAnswerSchema,
    );
    expectOk(reported);

    const entries = await history(m.token);
    expect(entries.map((e) => e.id)).toEqual([c.id, b.id, a.id]);
    const [sampled, plain, strapped] = entries;
    expect(sampled!.workout).toBeUndefined();
    expect(plain!.workout).toEqual({
      id: withoutStrap,
      caloriesFrom: 'estimate',
      heartRate: null,
      boardPlace: null,
    });
    expect(strapped!.workout).toMatchObject({
      id: withStrap,
      caloriesFrom: 'heart',
      heartRate: {
        averageBpm: Math.round((175 * 3 + 120 * 2) / 5),
        maxBpm: 175,
        zoneMinutes: [0, 0, 2, 0, 0, 3],
        zonePoints: 5 * 3 + 2 * 2,
        calories: reported.body.content.calories,
        chartStepSeconds: 10,
      },
    });
    expect(strapped!.workout!.heartRate!.chart).toHaveLength(31);
    const [kept] = await t.db.query<{ calories: number }>(
      'SELECT calories FROM workouts WHERE id = $1',
      [withStrap],
    );
    expect(kept!.calories).toBe(reported.body.content.calories);
  });

  it("shows no one else's heart rate", async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const [a] = classes as [(typeof classes)[number]];
    const workoutId = await watch(owner.token, a.id, completedAfter(a.duration_seconds));
    const samples = Array.from({ length: 61 }, (_, i) => ({ atSecond: i, bpm: 150 }));
    const payload = { workoutId, samples };
    const res = await t.call({
      method: 'POST',
      url: '/api/workout/heartRate',
      token: other.token,
      payload,
    });
    expect(res.statusCode).toBe(404);
    await watch(other.token, a.id, completedAfter(a.duration_seconds));
    expect((await history(other.token))[0]!.workout).toMatchObject({ heartRate: null });
    expect((await history(owner.token))[0]!.workout).toMatchObject({ caloriesFrom: 'estimate' });
  });
});
