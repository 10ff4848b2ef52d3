import { heartZones, type Progress } from '@jetsweat/contract';
import type { HeartFigures } from '../workouts/service.ts';

/** A completed play: its day, its workout, and the calories estimated from the class. */
export interface PlayCalories {
  day: string;
  workoutId: number;
  calories: number;
}

/**
 * Calories per day of completed plays, oldest first, and their total: the heart's calories where
 * the play's workout has them (`heart`, by workout id), the class's estimate otherwise. Plays of
 * one workout share its heart rate (the samples merge by time), so the heart's calories and zone
 * minutes count once, on the day of the workout's first play. Days that add up to nothing are
 * left out.
 */
export function progressOf(
  plays: readonly PlayCalories[],
  heart: ReadonlyMap<number, HeartFigures>,
): Progress {
  const byDay = new Map<string, number>();
  const counted = new Set<number>();
  const zoneSeconds: number[] = heartZones.map(() => 0);
  for (const play of plays) {
    const figures = heart.get(play.workoutId);
    if (figures && counted.has(play.workoutId)) continue;
    counted.add(play.workoutId);
    byDay.set(play.day, (byDay.get(play.day) ?? 0) + (figures?.calories ?? play.calories));
    figures?.zoneSeconds.forEach(
      (seconds, zone) => (zoneSeconds[zone] = zoneSeconds[zone]! + seconds),
    );
  }
  const data = [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, calories]) => ({ date, calorie: Math.floor(calories) }))
    .filter((row) => row.calorie > 0);
  return {
    data,
    total: data.reduce((sum, row) => sum + row.calorie, 0),
    zoneMinutes: zoneSeconds.map((seconds) => Math.round(seconds / 6) / 10),
  };
}
