import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workout } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { workoutsKeys } from './keys.ts';

/** POST /api/workout/dailyWorkout: the member's workouts of a day (Eastern Time), earliest first. */
export const getDayWorkouts = (date: string) =>
  api<Workout[]>('/api/workout/dailyWorkout', { body: { date } });

export const dayWorkoutsQuery = (date: string) =>
  queryOptions({
    queryKey: workoutsKeys.day(date),
    queryFn: () => getDayWorkouts(date),
    meta: { personal: true },
  });

export const useDayWorkouts = (date: string) => useQuery(dayWorkoutsQuery(date));
