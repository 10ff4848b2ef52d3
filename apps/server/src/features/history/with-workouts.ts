import type { HistoryEntry } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { latestWorkoutsOfClasses } from '../videos/service.ts';
import type { HeartRates } from '../workouts/service.ts';

/**
 * The history's classes with the workout of the member's latest completed play of each: its heart
 * rate (the workouts feature's) when a strap reported one, and so where its calories came from.
 */
export async function withWorkouts(
  db: Database,
  heartRates: HeartRates,
  userId: number,
  entries: HistoryEntry[],
): Promise<HistoryEntry[]> {
  const workoutOf = await latestWorkoutsOfClasses(
    db,
    userId,
    entries.map((e) => e.id),
  );
  const summaries = await heartRates.summariesOf(userId, [...workoutOf.values()]);
  return entries.map((entry) => {
    const id = workoutOf.get(entry.id);
    if (id === undefined) return entry;
    const heartRate = summaries.get(id) ?? null;
    const fromHeart = heartRate !== null && heartRate.averageBpm !== null;
    return { ...entry, workout: { id, caloriesFrom: fromHeart ? 'heart' : 'estimate', heartRate } };
  });
}
