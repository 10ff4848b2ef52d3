import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { FriendsPage } from '../../features/friends/pages.ts';
import { DownloadsPage, ProgramsPage, ProgressPage } from '../../features/videos/pages.ts';
import { programsQuery } from '../../features/videos/api/programs.ts';
import { CalendarPage } from '../../features/workouts/pages.ts';
import { memberRoutes } from '../../lib/paths.ts';
import { prefetch } from '../../lib/prefetch.ts';
import {
  AccountRoute,
  ClassesRoute,
  DashboardRoute,
  ProfileRoute,
  UpcomingRoute,
} from '../member-page-chunks.ts';
import { preloadAccountData } from './account-data.ts';
import { preloadCalendarData } from './calendar-data.ts';
import { preloadLibraryData } from './classes-data.ts';
import { preloadDashboardData } from './dashboard-data.ts';
import { preloadFriendsData } from './friends-data.ts';
import { preloadProfileData } from './profile-data.ts';
import { preloadProgressData } from './progress-data.ts';
import { preloadUpcomingData } from './upcoming-data.ts';

interface MemberPage {
  /** The member area's pattern (member-area.tsx and the features' routes). */
  path: string;
  /** The page's code. */
  page: { preload(): Promise<unknown> };
  /** The calls the page makes as it opens, with the same keys as its own hooks. */
  data?: (queryClient: QueryClient, search: URLSearchParams) => void;
}

const account = { page: AccountRoute, data: preloadAccountData };

/** Every page of the member platform's menus, with what it calls as it opens. */
const memberPages: MemberPage[] = [
  { path: memberRoutes.dashboard, page: DashboardRoute, data: preloadDashboardData },
  { path: memberRoutes.platform, page: DashboardRoute, data: preloadDashboardData },
  { path: memberRoutes.classes, page: ClassesRoute, data: preloadLibraryData },
  { path: memberRoutes.calendar, page: CalendarPage, data: preloadCalendarData },
  {
    path: memberRoutes.memberPrograms,
    page: ProgramsPage,
    data: (queryClient) => prefetch(queryClient, programsQuery),
  },
  { path: memberRoutes.progress, page: ProgressPage, data: preloadProgressData },
  { path: memberRoutes.liveUpcoming, page: UpcomingRoute, data: preloadUpcomingData },
  // Its classes are in this browser's storage: no call to make, only the code to fetch.
  { path: memberRoutes.downloads, page: DownloadsPage },
  { path: memberRoutes.friends, page: FriendsPage, data: preloadFriendsData },
  { path: memberRoutes.profile, page: ProfileRoute, data: preloadProfileData },
  { path: memberRoutes.account, ...account },
  { path: memberRoutes.accountDate, ...account },
  { path: memberRoutes.accountStudioDate, ...account },
];

/** The member page at `pathname`, if it is one of the table's. */
export const memberPageAt = (pathname: string) =>
  memberPages.find((p) => matchPath(p.path, pathname) !== null);

/**
 * Starts the calls of the member page at `pathname` (none for an address that is not one of
 * them), then the fetch of its code. This chunk is small and fetched beside the member area's
 * code (member-pages.ts), so the calls wait for none of it.
 */
export function preloadPage(queryClient: QueryClient, pathname: string, search: URLSearchParams) {
  const page = memberPageAt(pathname);
  if (!page) return;
  page.data?.(queryClient, search);
  void page.page.preload().catch(() => undefined); // the page's own lazy load tries again
}
