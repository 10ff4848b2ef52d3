import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswerSchema,
  completedAfter,
  habitsAnswerSchema,
  habitsTexts,
  WEEKLY_GOAL_MAX,
  WEEKLY_GOAL_MIN,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newMember } from '../videos/test-fixtures.ts';

/** Thursday 26 November 2026, 10:00 in New York: this week began Monday 23 November. */
const NOW = new Date('2026-11-26T15:00:00Z');
/** Before every play below, when each test's member subscribes. */
const JOINED = new Date('2026-10-30T15:00:00Z');

let t: TestApp;
let video: { id: number; enough: number };
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const rows = await t.db.query<{ id: number; duration_seconds: number }>(
    'SELECT id, duration_seconds FROM videos WHERE published_at <= $1 ORDER BY id LIMIT 1',
    [JOINED],
  );
  video = { id: rows[0]!.id, enough: completedAfter(rows[0]!.duration_seconds) };
});
afterAll(() => t.close());

/** A member with a plan from JOINED; the clock is left at NOW. */
async function member() {
  t.clock.set(JOINED);
  const m = await newMember(t);
  t.clock.set(NOW);
  return m;
}

/** Plays the class from `at` for `secs` seconds (the whole of it by default), then ends it. */
async function playAt(token: string, at: string, secs = video.enough) {
  t.clock.set(new Date(at));
  const sessionId = randomUUID();
  const send = (eventType: 'play' | 'end', eventValue: number) =>
    t.call(
      {
        method: 'POST',
        url: '/api/%7BvideoId%7D/analytics',
        token,
        payload: { eventType, eventValue, videoId: video.id, sessionId },
      },
      analyticsAnswerSchema,
    );
  expectOk(await send('play', 0));
  t.clock.advance(secs * 1000);
  const end = await send('end', secs);
  expectOk(end);
  t.clock.set(NOW);
  return end.body.content;
}

const habitsOf = async (token: string) => {
  const res = await t.call(
    { method: 'GET', url: '/api/history/myHabits', token },
    habitsAnswerSchema,
  );
  expectOk(res);
  return res.body.content;
};
const setGoal = (token: string | undefined, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: '/api/history/weeklyGoal', token, payload }, habitsAnswerSchema);

describe('GET /api/history/myHabits: classes this week and the streak', () => {
  it('starts with nothing: no goal, no class this week, no streak', async () => {
    const m = await member();
    expect(await habitsOf(m.token)).toEqual({
      weeklyGoal: null,
      weekStart: '2026-11-23',
      completedThisWeek: 0,
      streakWeeks: 0,
    });
  });

  it('counts weeks Monday to Sunday by the Eastern Time day; a week in progress does not break the streak', async () => {
    const m = await member();
    await playAt(m.token, '2026-11-09T15:00:00Z'); // Monday 9 November
    await playAt(m.token, '2026-11-17T15:00:00Z'); // Tuesday 17 November
    // Sunday 22 November, 23:30 in New York: already Monday in UTC, still last week here.
    await playAt(m.token, '2026-11-23T04:30:00Z');
    expect(await habitsOf(m.token)).toMatchObject({ completedThisWeek: 0, streakWeeks: 2 });
    // Monday 23 November, 00:30 in New York: this week's first class extends the streak.
    await playAt(m.token, '2026-11-23T05:30:00Z');
    await playAt(m.token, '2026-11-25T23:00:00Z'); // Wednesday evening
    expect(await habitsOf(m.token)).toMatchObject({ completedThisWeek: 2, streakWeeks: 3 });
  });

  it('ends the streak at a week without a class, and has none when last week was empty', async () => {
    const gap = await member();
    await playAt(gap.token, '2026-11-02T15:00:00Z');
    await playAt(gap.token, '2026-11-18T15:00:00Z'); // nothing in the week of 9 November
    expect((await habitsOf(gap.token)).streakWeeks).toBe(1);
    await playAt(gap.token, '2026-11-26T14:00:00Z');
    expect(await habitsOf(gap.token)).toMatchObject({ completedThisWeek: 1, streakWeeks: 2 });

    const lapsed = await member();
    await playAt(lapsed.token, '2026-11-10T15:00:00Z');
    await playAt(lapsed.token, '2026-11-11T15:00:00Z');
    expect((await habitsOf(lapsed.token)).streakWeeks).toBe(0);
  });

  it('counts only completed classes: a play under the completion share counts for nothing', async () => {
    const m = await member();
    const sampled = await playAt(m.token, '2026-11-17T15:00:00Z', video.enough - 1);
    expect(sampled.workoutId).toBeNull();
    await playAt(m.token, '2026-11-24T15:00:00Z', video.enough - 1);
    expect(await habitsOf(m.token)).toMatchObject({ completedThisWeek: 0, streakWeeks: 0 });
    const completed = await playAt(m.token, '2026-11-24T17:00:00Z');
    expect(completed.workoutId).not.toBeNull();
    expect(await habitsOf(m.token)).toMatchObject({ completedThisWeek: 1, streakWeeks: 1 });
  });

  it('needs a login', async () => {
    const res = await t.call({ method: 'GET', url: '/api/history/myHabits' });
    expectFailure(res, 401);
  });
});

describe('PUT /api/history/weeklyGoal', () => {
  it('sets the goal, keeps it, changes it, and shows it to its member only', async () => {
    const m = await member();
    const other = await member();
    const set = await setGoal(m.token, { weeklyGoal: 3 });
    expectOk(set);
    expect(set.body.content).toMatchObject({ weeklyGoal: 3, weekStart: '2026-11-23' });
    expect((await habitsOf(m.token)).weeklyGoal).toBe(3);
    expectOk(await setGoal(m.token, { weeklyGoal: WEEKLY_GOAL_MAX }));
    expectOk(await setGoal(m.token, { weeklyGoal: WEEKLY_GOAL_MIN }));
    expect((await habitsOf(m.token)).weeklyGoal).toBe(WEEKLY_GOAL_MIN);
    expect((await habitsOf(other.token)).weeklyGoal).toBeNull();
  });

  it.each([0, 8, 'x', 2.5, null, -1])(
    'refuses %j with a clear message and changes nothing',
    async (weeklyGoal) => {
      const m = await member();
      expectOk(await setGoal(m.token, { weeklyGoal: 4 }));
      const before = await t.db.query('SELECT * FROM weekly_goals WHERE user_id = $1', [m.id]);
      const res = await setGoal(m.token, { weeklyGoal });
      expectFailure(res, 400);
      expect(res.body.content).toBe(habitsTexts.goalOutOfRange);
      expect(await t.db.query('SELECT * FROM weekly_goals WHERE user_id = $1', [m.id])).toEqual(
        before,
      );
      expect((await habitsOf(m.token)).weeklyGoal).toBe(4);
    },
  );

  it('refuses a missing goal, other fields and no login', async () => {
    const m = await member();
    expectFailure(await setGoal(m.token, {}), 400);
    expectFailure(await setGoal(m.token, { weeklyGoal: 3, userId: 1 }), 400);
    expectFailure(await setGoal(undefined, { weeklyGoal: 3 }), 401);
    expect(await t.db.query('SELECT 1 FROM weekly_goals WHERE user_id = $1', [m.id])).toEqual([]);
  });

  it("the database keeps the contract's range too", async () => {
    const m = await member();
    for (const goal of [WEEKLY_GOAL_MIN - 1, WEEKLY_GOAL_MAX + 1])
      await expect(
        t.db.query(
          'INSERT INTO weekly_goals (user_id, weekly_goal, updated_at) VALUES ($1, $2, now())',
          [m.id, goal],
        ),
      ).rejects.toThrow(/weekly_goals_weekly_goal_check/);
  });
});
