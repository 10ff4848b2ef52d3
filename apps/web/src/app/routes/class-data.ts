import type { QueryClient } from '@tanstack/react-query';
import { favouriteVideosQuery } from '../../features/favourites/api/favourite-videos.ts';
import { videoQuery } from '../../features/videos/api/video.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { pageId } from './page-id.ts';

/** A class's page: the class with its signed stream, and the member's favourites (its heart). */
export function preloadClassData(
  queryClient: QueryClient,
  _search: URLSearchParams,
  params: Record<string, string | undefined>,
) {
  const id = pageId(params.videoId);
  if (id === null) return; // the page says the class is not found
  prefetch(queryClient, videoQuery(id));
  prefetch(queryClient, favouriteVideosQuery);
}
