import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteVideo } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { favouritesKeys } from './keys.ts';

/** GET /api/favorites/myFavorites: the member's favourite classes, each with its record id. */
export const getFavouriteVideos = () => api<FavouriteVideo[]>('/api/favorites/myFavorites');

export const favouriteVideosQuery = queryOptions({
  queryKey: favouritesKeys.videos(),
  queryFn: getFavouriteVideos,
  meta: { personal: true },
});

export const useFavouriteVideos = () => useQuery(favouriteVideosQuery);

/** POST /api/favorites/add: answers the new favourite record. */
export const addFavouriteVideo = (videoId: number) =>
  api<FavouriteVideo>('/api/favorites/add', { body: { videoId } });

/** POST /api/favorites/delete, by the favourite record's id. */
export const deleteFavouriteVideo = (favoriteId: number) =>
  api<{ id: number }>('/api/favorites/delete', { body: { favoriteId } });
