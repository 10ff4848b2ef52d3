import type { QueryClient } from '@tanstack/react-query';
import { friendsGoingQuery } from '../../features/friends/api/activity.ts';
import { memberClassesQuery } from '../../features/schedule/api/member-classes.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { hostStudioName } from '../branding.ts';

/**
 * The member's live classes and the friends going. On a studio's own domain the list is the
 * studio's, whose id is known only once the site's list arrives: the page asks for it then.
 */
export function preloadUpcomingData(queryClient: QueryClient) {
  if (!hostStudioName()) prefetch(queryClient, memberClassesQuery(null));
  prefetch(queryClient, friendsGoingQuery);
}
