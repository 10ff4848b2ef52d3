import type { Database } from '../../platform/db/database.ts';

/**
 * The workout of the member's latest completed play (one that watched COMPLETED_SHARE and became
 * a workout) of each of these classes, by class id. The history shows that workout's heart rate
 * beside the class (the workouts feature keeps it).
 */
export async function latestWorkoutsOfClasses(
  db: Database,
  userId: number,
  videoIds: readonly number[],
): Promise<Map<number, number>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('watch_sessions')
    .select(['video_id', 'workout_id'])
    .distinctOn('video_id')
    .where('user_id', '=', userId)
    .where((eb) => eb('video_id', '=', eb.fn.any(eb.val([...videoIds]))))
    .where('workout_id', 'is not', null)
    .orderBy('video_id')
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.video_id, r.workout_id!]));
}
