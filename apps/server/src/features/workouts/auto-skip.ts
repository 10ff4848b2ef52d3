import { easternDay } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { easternDayBounds } from '../../platform/runtime/eastern-day.ts';
import { skipMissedWorkouts } from './store.ts';

export const AUTO_SKIP_QUEUE = 'workout-auto-skip';
/** Every hour at 5 past: a day's missed workouts are marked within the hour after its midnight. */
export const AUTO_SKIP_CRON = '5 * * * *';

/**
 * The workout auto-skip: a scheduled workout whose time has passed without being completed or
 * skipped is marked skipped (the specification's workout states). A workout counts as missed once
 * its Eastern Time day is over, since watching the class any time that day still completes it.
 */
export async function skipPastWorkouts(
  db: Database,
  now: Date,
): Promise<{ workoutsSkipped: number }> {
  const today = easternDayBounds(easternDay(now));
  return { workoutsSkipped: await skipMissedWorkouts(db, today.start) };
}
