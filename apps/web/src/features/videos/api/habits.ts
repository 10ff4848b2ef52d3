import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Habits } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { videosKeys } from './keys.ts';

/** GET /api/history/myHabits: the weekly goal, this week's completed classes, the streak. */
export const getHabits = () => api<Habits>('/api/history/myHabits');

export const habitsQuery = queryOptions({
  queryKey: videosKeys.habits(),
  queryFn: getHabits,
  meta: { personal: true },
});

export const useHabits = () => useQuery(habitsQuery);

/** PUT /api/history/weeklyGoal: sets the goal; its answer is the habits as they now stand. */
export const setWeeklyGoal = (weeklyGoal: number) =>
  api<Habits>('/api/history/weeklyGoal', { method: 'PUT', body: { weeklyGoal } });

export function useSetWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWeeklyGoal,
    onSuccess: (habits) => queryClient.setQueryData(videosKeys.habits(), habits),
  });
}
