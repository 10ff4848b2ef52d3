import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassType, FavouriteClassType, FavouriteStudio } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { favouritesKeys } from './keys.ts';

/** GET /api/favoriteClasses/myFavoriteClasses: favourite class types. */
export const favouriteClassTypesQuery = queryOptions({
  queryKey: favouritesKeys.classTypes(),
  queryFn: () => api<FavouriteClassType[]>('/api/favoriteClasses/myFavoriteClasses'),
  meta: { personal: true },
});
export const useFavouriteClassTypes = () => useQuery(favouriteClassTypesQuery);

/** GET /api/favoriteStudios/myFavoriteStudios: favourite studios. */
export const favouriteStudiosQuery = queryOptions({
  queryKey: favouritesKeys.studios(),
  queryFn: () => api<FavouriteStudio[]>('/api/favoriteStudios/myFavoriteStudios'),
  meta: { personal: true },
});
export const useFavouriteStudios = () => useQuery(favouriteStudiosQuery);

/** Adds or removes a favourite class type; the list is loaded again afterwards (spec 4). */
export function useToggleFavouriteClassType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { classId: ClassType; recordId: number | null }) =>
      v.recordId === null
        ? api('/api/favoriteClasses/add', { body: { classId: v.classId } })
        : api('/api/favoriteClasses/delete', { body: { id: v.recordId } }),
    onSettled: () => reloadAfterChange(queryClient, favouritesKeys.classTypes()),
  });
}

/** Adds or removes a favourite studio; the list is loaded again afterwards (spec 4). */
export function useToggleFavouriteStudio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { studioId: number; recordId: number | null }) =>
      v.recordId === null
        ? api('/api/favoriteStudios/add', { body: { studioId: v.studioId } })
        : api('/api/favoriteStudios/delete', { body: { id: v.recordId } }),
    onSettled: () => reloadAfterChange(queryClient, favouritesKeys.studios()),
  });
}
