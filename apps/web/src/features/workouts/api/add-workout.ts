import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workout } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { workoutsKeys } from './keys.ts';

/** POST /api/workout/add with a videoId: an on-demand class goes onto the member's schedule. */
export const scheduleVideo = (videoId: number, when: string, programId?: number) =>
  api<Workout>('/api/workout/add', {
    body: { videoId, liveClassId: null, status: 'scheduled', when, programId },
  });

export function useScheduleVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { videoId: number; when: string; programId?: number }) =>
      scheduleVideo(v.videoId, v.when, v.programId),
    onSuccess: () => reloadAfterChange(queryClient, workoutsKeys.all),
  });
}
