import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Friend,
  FoundMember,
  FriendProfile,
  FriendProfileChanges,
  FriendRequest,
  FriendRequestState,
} from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';

const friendsKeys = {
  all: ['friends'] as const,
  friends: () => [...friendsKeys.all, 'list'] as const,
  requests: () => [...friendsKeys.all, 'requests'] as const,
  profile: () => [...friendsKeys.all, 'profile'] as const,
};
const path = '/api/user/friends';

/** GET /api/user/friends: the member's friends. */
export const friendsQuery = queryOptions({
  queryKey: friendsKeys.friends(),
  queryFn: () => api<Friend[]>(path),
  meta: { personal: true },
});
export const useFriends = () => useQuery(friendsQuery);

/** GET /api/user/friends?pending=true: requests to and from the member. */
export const friendRequestsQuery = queryOptions({
  queryKey: friendsKeys.requests(),
  queryFn: () => api<FriendRequest[]>(`${path}?pending=true`),
  meta: { personal: true },
});
export const useFriendRequests = () => useQuery(friendRequestsQuery);

/** Any change to friends reloads both lists. */
function useFriendsMutation<V, T>(fn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => reloadAfterChange(queryClient, friendsKeys.all),
  });
}

/** POST /api/user/friends: ask the member a search found, by the search's opaque id. */
export const useSendRequest = () =>
  useFriendsMutation((friendId: string) => api<FriendRequestState>(path, { body: { friendId } }));

/** PUT /api/user/friends: accept or decline a request. */
export const useAnswerRequest = () =>
  useFriendsMutation((v: { userFriendId: number; accepted: boolean }) =>
    api<FriendRequestState>(path, { method: 'PUT', body: v }),
  );

/** DELETE /api/user/friends: remove a friend or withdraw a request. */
export const useRemoveFriend = () =>
  useFriendsMutation((v: { friendId?: number; userFriendId?: number }) =>
    api<{ userFriendId: number }>(path, { method: 'DELETE', body: v }),
  );

/** POST /api/user/friends/search: a member by exact e-mail address, as a stranger. */
export const searchFriend = (email: string) =>
  api<FoundMember>(`${path}/search`, { body: { email } });

/** POST /api/user/friends/search/name: members by the first letters of a name or handle. */
export const searchFriendsByName = (query: string) =>
  api<FoundMember[]>(`${path}/search/name`, { body: { query } });

/** GET /api/user/friends/profile: the member's handle and who may find them. */
export const friendProfileQuery = queryOptions({
  queryKey: friendsKeys.profile(),
  queryFn: () => api<FriendProfile>(`${path}/profile`),
  meta: { personal: true },
});

export const useFriendProfile = () => useQuery(friendProfileQuery);

/** PUT /api/user/friends/profile: a handle or a setting; the answer is the whole profile. */
export function useSaveFriendProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FriendProfileChanges) =>
      api<FriendProfile>(`${path}/profile`, { method: 'PUT', body: changes }),
    onSuccess: (answer) => queryClient.setQueryData(friendsKeys.profile(), answer),
  });
}

/** POST /api/user/friends/invite: an invite by e-mail or text message. */
export const sendInvite = (to: { email: string } | { phone: string }) =>
  api<{ channel: 'email' | 'sms'; address: string }>(`${path}/invite`, { body: to });

/** POST /api/user/friends/invite/accept: an invite link's token, once signed in. */
export const useAcceptInvite = () =>
  useFriendsMutation((token: string) =>
    api<{ friendId: number }>(`${path}/invite/accept`, { body: { token } }),
  );
