import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouriteTexts, type FavouriteVideo, type Video } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { reloadAfterChange } from '../../lib/query-client.ts';
import {
  addFavouriteVideo,
  deleteFavouriteVideo,
  useFavouriteVideos,
} from './api/favourite-videos.ts';
import { favouritesKeys } from './api/keys.ts';

const listKey = favouritesKeys.videos();
const addKey = (videoId: number) => [...listKey, 'add', videoId] as const;

/**
 * A class's favourite state and its toggle. The change shows at once (the list in the cache is
 * changed before the server answers) and is undone if the server refuses; either way the list is
 * loaded again afterwards (spec 4). An add still pending is the specification's pending list: a
 * second press meanwhile does nothing but say 'Current Add request is pending...'.
 */
export function useFavouriteToggle(video: Video) {
  const queryClient = useQueryClient();
  const favourites = useFavouriteVideos();
  const [message, setMessage] = useState<string | null>(null);
  const record = favourites.data?.find((f) => f.videoId === video.id) ?? null;

  const change = (update: (list: FavouriteVideo[]) => FavouriteVideo[]) => async () => {
    await queryClient.cancelQueries({ queryKey: listKey });
    const previous = queryClient.getQueryData<FavouriteVideo[]>(listKey);
    queryClient.setQueryData<FavouriteVideo[]>(listKey, (list) => update(list ?? []));
    return { previous };
  };
  const rollBack = (context: { previous?: FavouriteVideo[] } | undefined) =>
    queryClient.setQueryData(listKey, context?.previous);
  const reload = () => reloadAfterChange(queryClient, listKey);

  const add = useMutation({
    mutationKey: addKey(video.id),
    mutationFn: () => addFavouriteVideo(video.id),
    onMutate: change((list) => [
      // A stand-in record until the server's arrives: its id is never sent anywhere.
      { id: -video.id, videoId: video.id, createdAt: new Date().toISOString(), video },
      ...list,
    ]),
    onError: (_err, _v, context) => {
      rollBack(context);
      setMessage(favouriteTexts.addFailed);
    },
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (favoriteId: number) => deleteFavouriteVideo(favoriteId),
    onMutate: change((list) => list.filter((f) => f.videoId !== video.id)),
    onError: (err, _v, context) => {
      rollBack(context);
      setMessage(errorMessage(err));
    },
    onSettled: reload,
  });

  const toggle = () => {
    if (queryClient.isMutating({ mutationKey: addKey(video.id) }) > 0) {
      setMessage(favouriteTexts.addPending);
      return;
    }
    setMessage(null);
    if (record) remove.mutate(record.id);
    else add.mutate();
  };
  const fetchFailed = favourites.isError ? favouriteTexts.fetchFailed : null;
  return {
    isFavourite: record !== null,
    toggle,
    message: message ?? fetchFailed,
    ready: !!favourites.data,
  };
}
