import type { QueryClient } from '@tanstack/react-query';
import { activitySharingQuery } from '../../features/friends/api/activity.ts';
import { friendProfileQuery } from '../../features/friends/api/friends.ts';
import { prefetch } from '../../lib/prefetch.ts';

/** The profile's friends settings (the profile itself is the current user, asked at start). */
export function preloadProfileData(queryClient: QueryClient) {
  prefetch(queryClient, activitySharingQuery);
  prefetch(queryClient, friendProfileQuery);
}
