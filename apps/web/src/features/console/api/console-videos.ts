import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleVideo, ConsoleVideoDetails, ConsoleVideoList } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const videosPath = (studioId: number) => `/api/console/studios/${studioId}/videos`;
const videosKey = (studioId: number) => ['console', 'videos', studioId] as const;

/** GET …/videos: polled while a transcode is under way, so its end shows without a reload. */
export const useConsoleVideos = (studioId: number) =>
  useQuery(
    queryOptions({
      queryKey: videosKey(studioId),
      queryFn: () => api<ConsoleVideoList>(videosPath(studioId)),
      meta: { personal: true },
      refetchInterval: (q) =>
        q.state.data?.videos.some((v) => v.state === 'processing') ? 2000 : false,
    }),
  );

type VideoChange =
  | { kind: 'create'; details: ConsoleVideoDetails }
  | { kind: 'update'; videoId: number; details: ConsoleVideoDetails }
  | { kind: 'captions'; videoId: number; vtt: string }
  | { kind: 'retry' | 'publish' | 'unpublish'; videoId: number };

function send(studioId: number, c: VideoChange): Promise<ConsoleVideo> {
  const base = videosPath(studioId);
  switch (c.kind) {
    case 'create':
      return api<ConsoleVideo>(base, { body: c.details });
    case 'update':
      return api<ConsoleVideo>(`${base}/${c.videoId}`, { method: 'PUT', body: c.details });
    case 'captions':
      return api<ConsoleVideo>(`${base}/${c.videoId}/captions`, {
        method: 'PUT',
        body: { vtt: c.vtt },
      });
    default:
      return api<ConsoleVideo>(`${base}/${c.videoId}/${c.kind}`, { method: 'POST' });
  }
}

/** Every change to the studio's videos; the list and the audit log are read again after. */
export function useChangeConsoleVideo(studioId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: VideoChange) => send(studioId, c),
    onSettled: () => reloadAfterChange(queryClient, videosKey(studioId), ['console', 'audit']),
  });
}

/** Reads the list again (after an upload finishes). */
export function useRefreshConsoleVideos(studioId: number) {
  const queryClient = useQueryClient();
  return () => reloadAfterChange(queryClient, videosKey(studioId));
}
