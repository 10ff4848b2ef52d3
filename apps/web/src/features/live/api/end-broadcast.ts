import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Broadcast } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { liveKeys } from './keys.ts';

/** DELETE /rest/v2/broadcasts/{streamId}: end the class's broadcast. */
export const endBroadcast = (streamId: string) =>
  api<Broadcast>(`/rest/v2/broadcasts/${encodeURIComponent(streamId)}`, { method: 'DELETE' });

export function useEndBroadcast(liveClassId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endBroadcast,
    onSettled: () => reloadAfterChange(queryClient, liveKeys.channel(liveClassId)),
  });
}
