import type { QueryClient } from '@tanstack/react-query';
import {
  favouriteClassTypesQuery,
  favouriteStudiosQuery,
} from '../../features/favourites/api/favourite-classes-studios.ts';
import { friendsFinishedQuery, friendsGoingQuery } from '../../features/friends/api/activity.ts';
import { studiosWithPagesQuery } from '../../features/studios/api/studios-with-pages.ts';
import { habitsQuery } from '../../features/videos/api/habits.ts';
import { dashboardVideoQueries } from '../../features/videos/dashboard/dashboard-queries.ts';
import { dashboardWorkoutQueries } from '../../features/workouts/dashboard-queries.ts';
import { prefetch } from '../../lib/prefetch.ts';

/** What the dashboard's sections call, all at once (each section reads its own from the cache). */
export function preloadDashboardData(queryClient: QueryClient) {
  const now = new Date();
  const workouts = dashboardWorkoutQueries(now);
  prefetch(queryClient, workouts.today);
  prefetch(queryClient, workouts.upcoming);
  const videos = dashboardVideoQueries(now);
  prefetch(queryClient, videos.totalsAll);
  prefetch(queryClient, videos.totalsMonth);
  prefetch(queryClient, videos.continueWatching);
  prefetch(queryClient, videos.recommendedPrograms);
  prefetch(queryClient, videos.noEquipment);
  prefetch(queryClient, videos.history);
  prefetch(queryClient, habitsQuery);
  prefetch(queryClient, favouriteClassTypesQuery);
  prefetch(queryClient, favouriteStudiosQuery);
  prefetch(queryClient, studiosWithPagesQuery);
  prefetch(queryClient, friendsGoingQuery);
  prefetch(queryClient, friendsFinishedQuery);
}
