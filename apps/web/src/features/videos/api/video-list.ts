import { videosKeys, type ListBody } from './keys.ts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { VIDEO_PAGE_SIZE, type Video } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/video/videos: one page of the library, filtered and sorted by the server. */
export const getVideos = (body: ListBody) => api<Video[]>('/api/video/videos', { body });

/** One short list (a dashboard row, a group of the "by duration" view). */
export const videoListQuery = (body: ListBody) =>
  queryOptions({
    queryKey: videosKeys.list(body),
    queryFn: () => getVideos(body),
    meta: { personal: true },
  });

export const useVideoList = (body: ListBody, enabled = true) =>
  useQuery({ ...videoListQuery(body), enabled });

/**
 * The library, page after page: each page continues after the previous page's last class (the
 * server pages by position, so nothing is skipped or repeated while classes are published).
 */
export const videoPagesQuery = (body: ListBody) => {
  const pageSize = body.pageSize ?? VIDEO_PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: videosKeys.pages(body),
    queryFn: ({ pageParam }) =>
      getVideos(pageParam === null ? body : { ...body, after: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: Video[]) =>
      last.length < pageSize ? undefined : (last[last.length - 1]?.id ?? undefined),
    meta: { personal: true },
  });
};

export const useVideoPages = (body: ListBody, enabled = true) =>
  useInfiniteQuery({ ...videoPagesQuery(body), enabled });
