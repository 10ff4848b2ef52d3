import type { QueryClient } from '@tanstack/react-query';
import { favouriteVideosQuery } from '../../features/favourites/api/favourite-videos.ts';
import { studiosWithPagesQuery } from '../../features/studios/api/studios-with-pages.ts';
import { openingListQuery } from '../../features/videos/library/opening-list.ts';
import { prefetch, prefetchPages } from '../../lib/prefetch.ts';

/** The library's opening list, its studios and the member's favourite classes (the hearts). */
export function preloadLibraryData(queryClient: QueryClient, search: URLSearchParams) {
  const list = openingListQuery(search);
  if (list) prefetchPages(queryClient, list);
  prefetch(queryClient, studiosWithPagesQuery);
  prefetch(queryClient, favouriteVideosQuery);
}
