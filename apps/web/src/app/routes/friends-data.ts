import type { QueryClient } from '@tanstack/react-query';
import {
  friendProfileQuery,
  friendRequestsQuery,
  friendsQuery,
} from '../../features/friends/api/friends.ts';
import { prefetch } from '../../lib/prefetch.ts';

/** The friends page's lists (friends, requests) and the member's handle and findability. */
export function preloadFriendsData(queryClient: QueryClient) {
  prefetch(queryClient, friendRequestsQuery);
  prefetch(queryClient, friendsQuery);
  prefetch(queryClient, friendProfileQuery);
}
