// The workout auto-skip job: a workout still scheduled once its Eastern Time day is over is marked
// skipped; one later the same day, completed or skipped ones, and future ones are left alone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClass } from '../../../test/schedule-fixtures.ts';
import { skipPastWorkouts } from './auto-skip.ts';

let t: TestApp;
beforeAll(async () => {
  // 10:00 in New York.
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

async function addWorkout(
  userId: number,
  w: { at: string; status?: string; liveClassId?: number },
): Promise<number> {
  const [video] = await t.db.query<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 1');
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO workouts (user_id, video_id, live_class_id, status, scheduled_for, created_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [
      userId,
      w.liveClassId ? null : video!.id,
      w.liveClassId ?? null,
      w.status ?? 'scheduled',
      new Date(w.at),
    ],
  );
  return row!.id;
}

it('marks skipped the workouts left scheduled after their day, and nothing else', async () => {
  // Whatever the demo data left behind first, so that the count below is this member's alone.
  await skipPastWorkouts(t.db.kysely, t.clock.now());
  const member = await t.newUser();
  const liveClass = await insertClass(t, { startsInHours: -20 });
  const ids = {
    // 23:30 yesterday in New York (04:30 UTC today): its day is over.
    lateYesterday: await addWorkout(member.id, { at: '2026-11-20T04:30:00Z' }),
    liveYesterday: await addWorkout(member.id, {
      at: '2026-11-19T19:00:00Z',
      liveClassId: liveClass,
    }),
    doneYesterday: await addWorkout(member.id, { at: '2026-11-19T14:00:00Z', status: 'completed' }),
    // 08:00 today: passed, but watching the class later today still completes it.
    earlyToday: await addWorkout(member.id, { at: '2026-11-20T13:00:00Z' }),
    tomorrow: await addWorkout(member.id, { at: '2026-11-21T15:00:00Z' }),
  };

  expect(await skipPastWorkouts(t.db.kysely, t.clock.now())).toEqual({ workoutsSkipped: 2 });
  const rows = await t.db.query<{ id: number; status: string }>(
    'SELECT id, status FROM workouts WHERE user_id = $1',
    [member.id],
  );
  const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
  expect(status).toEqual({
    [ids.lateYesterday]: 'skipped',
    [ids.liveYesterday]: 'skipped',
    [ids.doneYesterday]: 'completed',
    [ids.earlyToday]: 'scheduled',
    [ids.tomorrow]: 'scheduled',
  });
});

it('skips each missed workout once when several instances run the job at the same moment', async () => {
  await skipPastWorkouts(t.db.kysely, t.clock.now());
  const members = await Promise.all(Array.from({ length: 5 }, () => t.newUser()));
  for (const [i, member] of members.entries())
    for (let hour = 0; hour < 4; hour++)
      await addWorkout(member.id, { at: `2026-11-1${i}T1${hour}:00:00Z` });

  // Four instances' runs of one occurrence, side by side (on PostgreSQL, each on a connection of
  // its own): together they skip the 20 workouts, none twice.
  const runs = await Promise.all(
    Array.from({ length: 4 }, () => skipPastWorkouts(t.db.kysely, t.clock.now())),
  );
  expect(runs.reduce((sum, r) => sum + r.workoutsSkipped, 0)).toBe(20);
  const [row] = await t.db.query<{ skipped: number }>(
    `SELECT count(*)::int AS skipped FROM workouts
     WHERE user_id = ANY($1) AND status = 'skipped'`,
    [members.map((m) => m.id)],
  );
  expect(row!.skipped).toBe(20);
});
