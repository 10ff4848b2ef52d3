import { addDays, easternDay } from '@jetsweat/contract';
import { dayWorkoutsQuery } from './api/daily-workout.ts';
import { myWorkoutsQuery } from './api/my-workouts.ts';

/**
 * The dashboard's workout calls on a given day: today's, and the next six days' in one call. The
 * sections and the dashboard's preload (src/app/member-pages.ts) both build them here, so what
 * is fetched ahead is what the sections read.
 */
export function dashboardWorkoutQueries(now: Date) {
  const today = easternDay(now);
  return {
    today: dayWorkoutsQuery(today),
    upcoming: myWorkoutsQuery(addDays(today, 1), addDays(today, 6)),
  };
}
