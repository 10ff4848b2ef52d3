import type { HistoryEntry } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { latestWorkoutsOfClasses } from '../videos/service.ts';
import type { HeartRates, WorkoutSummaries } from '../workouts/service.ts';

/**
 * The history's classes with the workout of the member's latest completed play of each: its heart
 * rate (the workouts feature's) when a strap reported one, and so where its calories came from,
 * and the member's place on a class's board when they were on it.
 */
export async function withWorkouts(
  db: Database,
  of: { heartRates: HeartRates; summaries: WorkoutSummaries },
  userId: number,
  entries: HistoryEntry[],
): Promise<HistoryEntry[]> {
  const workoutOf = await latestWorkoutsOfClasses(
    db,
    userId,
    entries.map((e) => e.id),
  );
  const ids = [...workoutOf.values()];
  const [summaries, places] = await Promise.all([
    of.heartRates.summariesOf(userId, ids),
    of.summaries.boardPlacesOf(userId, ids),
  ]);
  return entries.map((entry) => {
    const id = workoutOf.get(entry.id);
    if (id === undefined) return entry;
    const heartRate = summaries.get(id) ?? null;
    const fromHeart = heartRate !== null && heartRate.averageBpm !== null;
    const caloriesFrom = fromHeart ? 'heart' : 'estimate';
    const boardPlace = places.get(id) ?? null;
    return { ...entry, workout: { id, caloriesFrom, heartRate, boardPlace } };
  });
}
