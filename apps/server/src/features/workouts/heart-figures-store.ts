import type { Database } from '../../platform/db/database.ts';

/** What progress counts of a workout's heart rate: its calories and its seconds in each zone. */
export interface HeartFigures {
  calories: number;
  /** Seconds in zones 0 (resting) to 5. */
  zoneSeconds: readonly number[];
}

/**
 * The heart's calories and zone seconds of those of the member's workouts whose heart rate counted
 * time (average_bpm set, as saveHeartRate's rule for the workout's own calories), by workout id.
 */
export async function heartFiguresOf(
  db: Database,
  userId: number,
  workoutIds: readonly number[],
): Promise<Map<number, HeartFigures>> {
  if (workoutIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('workout_heart_rates as h')
    .innerJoin('workouts as w', 'w.id', 'h.workout_id')
    .select(['h.workout_id', 'h.calories', 'h.zone_seconds'])
    .where('w.user_id', '=', userId)
    .where('h.average_bpm', 'is not', null)
    .where((eb) => eb('h.workout_id', '=', eb.fn.any(eb.val([...workoutIds]))))
    .execute();
  return new Map(
    rows.map((r) => [r.workout_id, { calories: r.calories, zoneSeconds: r.zone_seconds }]),
  );
}
