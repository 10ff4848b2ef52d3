import type { Database } from '../../platform/db/database.ts';

/**
 * The calories from the heart of those of the member's workouts whose heart rate counted time
 * (average_bpm set, as saveHeartRate's rule for the workout's own calories), by workout id.
 */
export async function heartCaloriesOf(
  db: Database,
  userId: number,
  workoutIds: readonly number[],
): Promise<Map<number, number>> {
  if (workoutIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('workout_heart_rates as h')
    .innerJoin('workouts as w', 'w.id', 'h.workout_id')
    .select(['h.workout_id', 'h.calories'])
    .where('w.user_id', '=', userId)
    .where('h.average_bpm', 'is not', null)
    .where((eb) => eb('h.workout_id', '=', eb.fn.any(eb.val([...workoutIds]))))
    .execute();
  return new Map(rows.map((r) => [r.workout_id, r.calories]));
}
