import type { QueryClient } from '@tanstack/react-query';
import { feedAddressQuery } from '../../features/workouts/api/calendar-feed.ts';
import { syncStatusQuery } from '../../features/workouts/api/calendar-sync.ts';
import { myWorkoutsQuery } from '../../features/workouts/api/my-workouts.ts';
import { localDay, monthOf, serverRange } from '../../features/workouts/calendar/month-days.ts';
import { prefetch } from '../../lib/prefetch.ts';

/** The calendar's month as it opens (this one, as calendar-page.tsx asks), its feed and syncs. */
export function preloadCalendarData(queryClient: QueryClient) {
  const range = serverRange(monthOf(localDay(new Date())));
  prefetch(queryClient, myWorkoutsQuery(range.fromDate, range.toDate));
  prefetch(queryClient, feedAddressQuery);
  prefetch(queryClient, syncStatusQuery);
}
