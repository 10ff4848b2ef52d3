import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoDetail } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { videosKeys } from './keys.ts';

/** GET /api/video/{videoId}: the class with its heart-rate factor, signed stream and resume point. */
export const getVideo = (id: number) => api<VideoDetail>(`/api/video/${id}`);

export const videoQuery = (id: number) =>
  queryOptions({
    queryKey: videosKeys.video(id),
    queryFn: () => getVideo(id),
    meta: { personal: true },
    // The stream URL is signed and expires: a copy kept in the cache must not outlive it.
    gcTime: 60_000,
  });

export const useVideo = (id: number) => useQuery(videoQuery(id));
