import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveWorkout } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { liveKeys } from './keys.ts';

/** GET /api/workout/liveClass/{liveClassId}: the member's workout of the class (their booking's). */
export const liveWorkoutQuery = (liveClassId: number) =>
  queryOptions({
    queryKey: liveKeys.workout(liveClassId),
    queryFn: () => api<LiveWorkout>(`/api/workout/liveClass/${liveClassId}`),
    meta: { personal: true },
    staleTime: Infinity,
  });

export const useLiveWorkout = (liveClassId: number) => useQuery(liveWorkoutQuery(liveClassId));
