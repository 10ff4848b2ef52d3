import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workout, WorkoutStatus } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { workoutsKeys } from './keys.ts';

/** The member's own time zone, which the calendar shows and the server reads the picker in. */
export const memberTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Edits of one workout; each refreshes every workout list on success (spec 4). */
function useWorkoutEdit<V>(call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => reloadAfterChange(queryClient, workoutsKeys.all),
  });
}

/** POST /api/workout/update and, when it changed, /updateStatus: the 'Edit Workout' form's save. */
export const useEditWorkout = () =>
  useWorkoutEdit(async (v: { workout: Workout; when: string | null; status: WorkoutStatus }) => {
    if (v.when)
      await api<Workout[]>('/api/workout/update', {
        body: { workoutId: v.workout.id, when: v.when, timeZone: memberTimeZone() },
      });
    if (v.status !== v.workout.status)
      await api<Workout>('/api/workout/updateStatus', {
        body: { workoutId: v.workout.id, status: v.status },
      });
  });

/** POST /api/workout/delete. */
export const useDeleteWorkout = () =>
  useWorkoutEdit((workoutId: number) =>
    api<{ workoutId: number }>('/api/workout/delete', { body: { workoutId } }),
  );
