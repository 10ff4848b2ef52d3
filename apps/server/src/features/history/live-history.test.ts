// The live classes in a member's history (issue 53, item 5): those they came to and that are over,
// each with their minutes and their workout summed up (calories, heart rate, board place).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  broadcastSchema,
  liveHistoryAnswerSchema,
  reportHeartRateAnswerSchema,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  bookedClassInWindow,
  join,
  MINUTE,
  newInstructor,
  NORTHLOOP_ID,
  otherStudioId,
} from '../../../test/live-kit.ts';
import { insertClass } from '../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const liveHistory = (token: string | undefined, payload: object = {}, host?: string) =>
  t.call(
    {
      method: 'POST',
      url: '/api/history/liveClasses',
      token,
      payload,
      headers: host ? { host } : undefined,
    },
    liveHistoryAnswerSchema,
  );

const workoutIdOf = async (userId: number, liveClassId: number) =>
  (
    await t.db.query<{ id: number }>(
      'SELECT id FROM workouts WHERE user_id = $1 AND live_class_id = $2',
      [userId, liveClassId],
    )
  )[0]!.id;

describe('POST /api/history/liveClasses', () => {
  it('lists a class the member came to once it is over, with their minutes, calories, heart rate and place', async () => {
    const { classId, members } = await bookedClassInWindow(t, { minutes: 45, title: 'Ride' }, 2);
    const [member, absent] = members as [(typeof members)[0], (typeof members)[0]];
    // The class starts in 5 minutes; the member comes 10 minutes into it.
    t.clock.advance(15 * MINUTE);
    expectOk(await join(t, member.token, classId));
    const workoutId = await workoutIdOf(member.id, classId);
    const samples = Array.from({ length: 600 }, (_, i) => ({ atSecond: i, bpm: 150 }));
    const reported = await t.call(
      {
        method: 'POST',
        url: '/api/workout/heartRate',
        token: member.token,
        payload: { workoutId, samples },
      },
      reportHeartRateAnswerSchema,
    );
    expectOk(reported);
    await t.db.query('UPDATE workouts SET board_rank = 2, board_size = 7 WHERE id = $1', [
      workoutId,
    ]);

    // While the class is on it is not history yet.
    const during = await liveHistory(member.token);
    expectOk(during);
    expect(during.body.content.map((e) => e.liveClass.id)).not.toContain(classId);

    t.clock.advance(35 * MINUTE); // past the scheduled end
    const after = await liveHistory(member.token);
    expectOk(after);
    const [scheduled] = await t.db.query<{ scheduled_at: Date }>(
      'SELECT scheduled_at FROM live_classes WHERE id = $1',
      [classId],
    );
    expect(after.body.content).toEqual([
      {
        liveClass: expect.objectContaining({ id: classId, title: 'Ride', minutesDuration: 45 }),
        scheduledDatetime: new Date(scheduled!.scheduled_at).toISOString(),
        minutesAttended: 35,
        workout: {
          id: workoutId,
          calories: reported.body.content.calories,
          caloriesFrom: 'heart',
          heartRate: reported.body.content,
          boardPlace: { rank: 2, of: 7 },
        },
      },
    ]);

    // Booked but never came in: nothing to show. Without a login: 401.
    const none = await liveHistory(absent.token);
    expectOk(none);
    expect(none.body.content).toEqual([]);
    expect((await liveHistory(undefined)).statusCode).toBe(401);
  });

  it('lists a class the instructor ended early, last came first, and honours the limit', async () => {
    const { classId: first, member } = await bookedClassInWindow(t, { title: 'First' });
    t.clock.advance(10 * MINUTE);
    expectOk(await join(t, member.token, first));
    t.clock.advance(60 * MINUTE);

    const second = await insertClass(t, { startsInHours: 1, title: 'Second' });
    expectOk(
      await t.call({
        method: 'POST',
        url: '/api/workout/add',
        token: member.token,
        headers: { host: 'northloop.localhost' },
        payload: { liveClassId: second, videoId: null, status: 'scheduled' },
      }),
      201,
    );
    t.clock.advance(65 * MINUTE); // 5 minutes into the second class
    expectOk(await join(t, member.token, second));
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const live = await t.call(
      {
        method: 'POST',
        url: '/rest/v2/broadcasts/create',
        token: teacher.token,
        payload: { liveClassId: second, streamId: '' },
      },
      broadcastSchema,
    );
    expectOk(live);
    t.clock.advance(12 * MINUTE);
    expectOk(
      await t.call({
        method: 'DELETE',
        url: `/rest/v2/broadcasts/${live.body.content.streamId}`,
        token: teacher.token,
      }),
    );

    const both = await liveHistory(member.token);
    expectOk(both);
    expect(both.body.content.map((e) => [e.liveClass.title, e.minutesAttended])).toEqual([
      ['Second', 12],
      ['First', 40],
    ]);
    const one = await liveHistory(member.token, { limit: 1 });
    expectOk(one);
    expect(one.body.content.map((e) => e.liveClass.title)).toEqual(['Second']);
    // Each studio's own site shows its own classes only.
    expect((await liveHistory(member.token, {}, 'northloop.localhost')).body.content).toHaveLength(
      2,
    );
    const [other] = await t.db.query<{ short_name: string }>(
      'SELECT short_name FROM studios WHERE id = $1',
      [await otherStudioId(t)],
    );
    const elsewhere = await liveHistory(member.token, {}, `${other!.short_name}.localhost`);
    expectOk(elsewhere);
    expect(elsewhere.body.content).toEqual([]);

    const refused = await liveHistory(member.token, { limit: 0 });
    expectFailure(refused, 400);
  });
});
