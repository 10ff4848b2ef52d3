import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordingStatus } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';

const recordingPath = (liveClassId: number) => `/api/livestream/recording/${liveClassId}`;
const recordingKey = (liveClassId: number) => ['live', 'recording', liveClassId] as const;

/** How often the state is read again while the recording is being made into a class. */
const WORKING_REFRESH_MS = 3000;

/**
 * GET /api/livestream/recording/{liveClassId}: the class's recording, for its teachers. Read once
 * the class is off the air (`enabled`), and again every few seconds while it is processing, so
 * "ready" or "failed" shows without a reload.
 */
export const useRecordingStatus = (liveClassId: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: recordingKey(liveClassId),
      queryFn: () => api<RecordingStatus>(recordingPath(liveClassId)),
      meta: { personal: true },
      enabled,
      refetchInterval: (q) => {
        const state = q.state.data?.state;
        return state === 'processing' || state === 'recording' ? WORKING_REFRESH_MS : false;
      },
    }),
  );

/** POST …/retry: a failed recording processed again; the answer is its new state. */
export function useRetryRecording(liveClassId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<RecordingStatus>(`${recordingPath(liveClassId)}/retry`, { method: 'POST' }),
    onSuccess: (status) => queryClient.setQueryData(recordingKey(liveClassId), status),
  });
}
