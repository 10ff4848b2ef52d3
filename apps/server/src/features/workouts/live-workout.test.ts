// The member's workout of a live class (issue 53): the room's page finds it to report the strap's
// heart rate, and the class's summary sums it up afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classSummarySchema,
  liveWorkoutAnswerSchema,
  reportHeartRateAnswerSchema,
  workoutSummaryTexts,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bookedClassInWindow, newInstructor, NORTHLOOP_ID } from '../../../test/live-kit.ts';
import { newCustomer } from '../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const liveWorkout = (token: string | undefined, liveClassId: number) =>
  t.call(
    { method: 'GET', url: `/api/workout/liveClass/${liveClassId}`, token },
    liveWorkoutAnswerSchema,
  );

describe('GET /api/workout/liveClass/{liveClassId}', () => {
  it("answers the booked member's workout of the class, which takes the strap's heart rate for the summary", async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const found = await liveWorkout(member.token, classId);
    expectOk(found);
    const [row] = await t.db.query<{ id: number }>(
      'SELECT id FROM workouts WHERE user_id = $1 AND live_class_id = $2',
      [member.id, classId],
    );
    expect(found.body.content).toEqual({ workoutId: row!.id });

    // Five minutes at 150 bpm, then five at 110: 35 years old by default, maximum 185.
    const samples = Array.from({ length: 600 }, (_, i) => ({
      atSecond: i,
      bpm: i < 300 ? 150 : 110,
    }));
    const reported = await t.call(
      {
        method: 'POST',
        url: '/api/workout/heartRate',
        token: member.token,
        payload: { workoutId: row!.id, samples },
      },
      reportHeartRateAnswerSchema,
    );
    expectOk(reported);
    const summary = await t.call(
      { method: 'GET', url: `/api/livestream/${classId}/summary`, token: member.token },
      classSummarySchema,
    );
    expectOk(summary);
    expect(summary.body.content.workout).toEqual({
      id: row!.id,
      calories: reported.body.content.calories,
      caloriesFrom: 'heart',
      heartRate: reported.body.content,
      boardPlace: null,
    });
    expect(summary.body.content.workout?.heartRate).toMatchObject({ maxBpm: 150, averageBpm: 130 });
  });

  it('refuses a class the member did not book (404), and answers no workout to its teacher', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const stranger = await newCustomer(t, NORTHLOOP_ID);
    const refused = await liveWorkout(stranger.token, classId);
    expectFailure(refused, 404);
    expect(refused.body.content).toBe(workoutSummaryTexts.liveWorkoutNotFound);
    expect((await liveWorkout(undefined, classId)).statusCode).toBe(401);
    expect((await liveWorkout(member.token, 0)).statusCode).toBe(400);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const summary = await t.call(
      { method: 'GET', url: `/api/livestream/${classId}/summary`, token: teacher.token },
      classSummarySchema,
    );
    expectOk(summary);
    expect(summary.body.content.workout).toBeNull();
  });
});
