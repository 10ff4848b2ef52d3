import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleTexts, myWorkoutAnswerSchema, workoutSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { anyVideoId, newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
let videoId: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // 15:00 UTC is 10:00 in New York: the Eastern Time day is 2026-11-20.
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  videoId = await anyVideoId(t);
});
afterAll(() => t.close());

const myWorkout = (token: string | undefined, payload: object = {}) =>
  t.call({ method: 'POST', url: '/api/workout/myWorkout', token, payload }, myWorkoutAnswerSchema);

/** Schedules the class `days` from now and answers the workout's id. */
async function scheduleIn(token: string, days: number): Promise<number> {
  const when = new Date(t.clock.now().getTime() + days * DAY).toISOString();
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/workout/add',
      token,
      payload: { videoId, liveClassId: null, status: 'scheduled', when },
    },
    workoutSchema,
  );
  expectOk(res, 201);
  return res.body.content.id;
}

describe('POST /api/workout/myWorkout', () => {
  it('needs a login', async () => {
    expect((await myWorkout(undefined)).statusCode).toBe(401);
  });

  it('answers the days asked for, earliest first, with how many are in each status', async () => {
    const m = await newMember(t);
    const inTwo = await scheduleIn(m.token, 2);
    const tomorrow = await scheduleIn(m.token, 1);
    const nextMonth = await scheduleIn(m.token, 40);
    await t.db.query("UPDATE workouts SET status = 'completed' WHERE id = $1", [tomorrow]);

    const res = await myWorkout(m.token, {
      fromDate: '2026-11-21',
      toDate: '2026-11-22',
      authUserInfo: { id: m.id },
    });
    expectOk(res);
    expect(res.body.content.workouts.map((w) => w.id)).toEqual([tomorrow, inTwo]);
    expect(res.body.content.status).toEqual({ scheduled: 1, completed: 1, skipped: 0 });

    const ahead = await myWorkout(m.token);
    expectOk(ahead);
    expect(ahead.body.content.workouts.map((w) => w.id)).toEqual([tomorrow, inTwo, nextMonth]);
  });

  it("never shows another member's workouts, and refuses a body naming another member", async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    await scheduleIn(a.token, 1);
    const mine = await myWorkout(b.token);
    expect(mine.body.content).toEqual({
      workouts: [],
      status: { scheduled: 0, completed: 0, skipped: 0 },
    });
    const res = await myWorkout(b.token, { authUserInfo: { id: a.id } });
    expect(res.statusCode).toBe(403);
    expect(res.body.content).toBe(scheduleTexts.notYourAccount);
  });

  it('refuses reversed, too early and too late ranges and malformed dates with a message', async () => {
    const m = await newMember(t);
    const cases: [object, string][] = [
      [{ fromDate: '2026-11-22', toDate: '2026-11-21' }, scheduleTexts.workoutDatesReversed],
      [{ fromDate: '1999-12-31', toDate: '2026-11-21' }, scheduleTexts.workoutDatesTooEarly],
      [{ toDate: '2028-01-01' }, scheduleTexts.workoutDatesTooLate],
      [{ fromDate: '2026-13-01' }, 'Please give dates as YYYY-MM-DD.'],
      [{ fromDate: '2026-11-21', extra: 1 }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await myWorkout(m.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.body.content).toBe(message);
    }
  });

  it('reaches back to 2000-01-01, as the calendar asks', async () => {
    const m = await newMember(t);
    await scheduleIn(m.token, 1);
    const res = await myWorkout(m.token, { fromDate: '2000-01-01', toDate: '2027-11-20' });
    expectOk(res);
    expect(res.body.content.workouts).toHaveLength(1);
  });
});
