// A workout's machine: every move it allows, named, and every other refused; its states are
// exactly what the workouts table's CHECK lets in; the stores move a workout only as it allows.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { describeStatesInDatabase, expectExactMoves } from '../../../test/machine-kit.ts';
import type { Selectable } from 'kysely';
import type { Tables } from '../../platform/db/database.ts';
import { setWorkoutStatus } from './calendar-store.ts';
import { skipMissedWorkouts } from './store.ts';
import { workout, type WorkoutState } from './workout-machine.ts';

describe("a workout's state machine", () => {
  it('moves a workout only as its use cases do', () => {
    expectExactMoves(workout, [
      'none -> scheduled',
      'none -> completed',
      'scheduled -> completed',
      'skipped -> completed',
      'scheduled -> skipped',
      'completed -> skipped',
      'completed -> scheduled',
      'skipped -> scheduled',
      'scheduled -> none',
      'completed -> none',
      'skipped -> none',
    ]);
  });

  it('has the states the generated row type has', () => {
    expectTypeOf<WorkoutState>().toEqualTypeOf<Selectable<Tables['workouts']>['status']>();
  });
});

describeStatesInDatabase([['workouts', 'status', workout]]);

describe('a workout moved by its stores', () => {
  let t: TestApp;
  let videoId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 1');
    videoId = row!.id;
  });
  afterAll(() => t.close());

  async function workoutIn(status: WorkoutState, scheduledFor = new Date()) {
    const u = await t.newUser();
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO workouts (user_id, video_id, status, scheduled_for, created_at)
       VALUES ($1, $2, $3, $4, now()) RETURNING id`,
      [u.id, videoId, status, scheduledFor],
    );
    const statusNow = async () =>
      (
        await t.db.query<{ status: string }>('SELECT status FROM workouts WHERE id = $1', [row!.id])
      ).map((r) => r.status);
    return { id: row!.id, userId: u.id, statusNow };
  }

  it('refuses a change of status no move makes, leaving the row as it was', async () => {
    const w = await workoutIn('completed');
    await expect(
      t.db.kysely
        .transaction()
        .execute((tx) => setWorkoutStatus(tx, w.id, 'completed', 'completed', new Date())),
    ).rejects.toThrow('A workout may not move from completed to completed.');
    expect(await w.statusNow()).toEqual(['completed']);
  });

  it('keeps a status another hand set first: a change is written only from the state it was checked from', async () => {
    const w = await workoutIn('skipped');
    // The member's edit read `scheduled`; meanwhile the row became skipped.
    await t.db.kysely
      .transaction()
      .execute((tx) => setWorkoutStatus(tx, w.id, 'scheduled', 'completed', new Date()));
    expect(await w.statusNow()).toEqual(['skipped']);
  });

  it('skips only scheduled workouts whose day is over', async () => {
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const missed = await workoutIn('scheduled', dayAgo);
    const done = await workoutIn('completed', dayAgo);
    await skipMissedWorkouts(t.db.kysely, new Date());
    expect(await missed.statusNow()).toEqual(['skipped']);
    expect(await done.statusNow()).toEqual(['completed']);
  });
});
