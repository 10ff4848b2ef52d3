import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivitySharing, FriendsFinished, FriendsGoing } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * Training together: per member, asked for after a page's public timetable has loaded and merged
 * in (the timetable's answer is the same for everyone and stays so). Under the friends feature's
 * keys, so any change to friends reloads these too.
 */
const activityKeys = {
  going: ['friends', 'going'] as const,
  finished: ['friends', 'finished'] as const,
  sharing: ['friends', 'sharing'] as const,
};
const path = '/api/user/friends';

/** GET /api/user/friends/going: the classes not over yet that friends booked, with them. */
export const friendsGoingQuery = queryOptions({
  queryKey: activityKeys.going,
  queryFn: () => api<FriendsGoing[]>(`${path}/going`),
  meta: { personal: true },
});
/** Only asked for with a login: a visitor has no friends. */
export function useFriendsGoing() {
  const { user } = useSession();
  return useQuery({ ...friendsGoingQuery, enabled: user !== null });
}

/** GET /api/user/friends/finished: the classes friends finished this week. */
export const friendsFinishedQuery = queryOptions({
  queryKey: activityKeys.finished,
  queryFn: () => api<FriendsFinished>(`${path}/finished`),
  meta: { personal: true },
});
export const useFriendsFinished = () => useQuery(friendsFinishedQuery);

/** GET /api/user/friends/sharing: whether the member's friends see their activity. */
export const activitySharingQuery = queryOptions({
  queryKey: activityKeys.sharing,
  queryFn: () => api<ActivitySharing>(`${path}/sharing`),
  meta: { personal: true },
});

export const useActivitySharing = () => useQuery(activitySharingQuery);

/** PUT /api/user/friends/sharing. */
export function useSetActivitySharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareActivity: boolean) =>
      api<ActivitySharing>(`${path}/sharing`, { method: 'PUT', body: { shareActivity } }),
    onSuccess: (answer) => queryClient.setQueryData(activityKeys.sharing, answer),
  });
}
