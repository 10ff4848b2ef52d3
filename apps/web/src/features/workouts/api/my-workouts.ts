import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyWorkouts } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { workoutsKeys } from './keys.ts';

/** POST /api/workout/myWorkout: the member's workouts of the days fromDate through toDate. */
export const getMyWorkouts = (fromDate: string, toDate: string) =>
  api<MyWorkouts>('/api/workout/myWorkout', { body: { fromDate, toDate } });

export const myWorkoutsQuery = (fromDate: string, toDate: string) =>
  queryOptions({
    queryKey: workoutsKeys.days(fromDate, toDate),
    queryFn: () => getMyWorkouts(fromDate, toDate),
    meta: { personal: true },
  });

export const useMyWorkouts = (fromDate: string, toDate: string) =>
  useQuery(myWorkoutsQuery(fromDate, toDate));
