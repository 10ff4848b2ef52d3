import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorCodes, type Broadcast } from '@jetsweat/contract';
import { api, ApiError } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { liveKeys } from './keys.ts';

/** POST /rest/v2/broadcasts/create: go live; an empty stream id has the server make one. */
export const createBroadcast = (liveClassId: number, streamId: string | null) =>
  api<Broadcast>('/rest/v2/broadcasts/create', { body: { liveClassId, streamId } });

/**
 * Going live answers the stream id on air. Spec 4: 'Stream id is already being used' is not a
 * failure: that stream id is still available (the page was reloaded mid-class), so it is kept.
 */
export async function goLive(liveClassId: number, streamId: string | null): Promise<string> {
  try {
    return (await createBroadcast(liveClassId, streamId)).streamId;
  } catch (err) {
    if (streamId && err instanceof ApiError && err.code === apiErrorCodes.streamIdInUse)
      return streamId;
    throw err;
  }
}

export function useGoLive(liveClassId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (streamId: string | null) => goLive(liveClassId, streamId),
    onSettled: () => reloadAfterChange(queryClient, liveKeys.channel(liveClassId)),
  });
}
