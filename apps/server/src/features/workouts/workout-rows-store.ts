import type { InferResult } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** A member's own workout rows, without their classes or programs (workout-reads.ts adds those). */
function workoutRows(db: Database) {
  return db
    .selectFrom('workouts')
    .select(['id', 'video_id', 'live_class_id', 'status', 'scheduled_for', 'program_id']);
}
export type WorkoutRow = InferResult<ReturnType<typeof workoutRows>>[number];

/** One of the member's workouts; undefined when it is not theirs, or gone. */
export function findWorkoutRow(
  db: Database,
  userId: number,
  id: number,
): Promise<WorkoutRow | undefined> {
  return workoutRows(db).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** A member's workouts from `from` up to `to`, earliest first (workouts_user_time_idx). */
export function workoutRowsBetween(
  db: Database,
  userId: number,
  from: Date,
  to: Date,
): Promise<WorkoutRow[]> {
  return workoutRows(db)
    .where('user_id', '=', userId)
    .where('scheduled_for', '>=', from)
    .where('scheduled_for', '<', to)
    .orderBy('scheduled_for')
    .orderBy('id')
    .execute();
}

/** The member's workouts of these live classes (workouts_live_class_once). */
export function liveWorkoutRowsOf(
  db: Database,
  userId: number,
  liveClassIds: readonly number[],
): Promise<WorkoutRow[]> {
  if (liveClassIds.length === 0) return Promise.resolve([]);
  return workoutRows(db)
    .where('user_id', '=', userId)
    .where((eb) => eb('live_class_id', '=', eb.fn.any(eb.val([...liveClassIds]))))
    .execute();
}
