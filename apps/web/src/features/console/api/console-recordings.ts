import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordingStatus } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const recordingsPath = (studioId: number) => `/api/console/studios/${studioId}/recordings`;
const recordingsKey = (studioId: number) => ['console', 'recordings', studioId] as const;

/** GET …/recordings: polled while one is recording or processing, so its end shows by itself. */
export const useConsoleRecordings = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: recordingsKey(studioId),
      queryFn: () => api<RecordingStatus[]>(recordingsPath(studioId)),
      meta: { personal: true },
      refetchInterval: (q) =>
        q.state.data?.some((r) => r.state === 'processing' || r.state === 'recording')
          ? 5000
          : false,
    }),
  );

/** POST …/recordings/{recordingId}/retry: a failed one processed again; the list is read again. */
export function useRetryConsoleRecording(studioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordingId: number) =>
      api<RecordingStatus>(`${recordingsPath(studioId)}/${recordingId}/retry`, { method: 'POST' }),
    onSettled: () => reloadAfterChange(queryClient, recordingsKey(studioId)),
  });
}
