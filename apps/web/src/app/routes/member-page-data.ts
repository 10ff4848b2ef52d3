import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { FriendsPage } from '../../features/friends/pages.ts';
import { DownloadsPage, ProgramsPage, ProgressPage } from '../../features/videos/pages.ts';
import { CalendarPage } from '../../features/workouts/pages.ts';
import { memberRoutes } from '../../lib/paths.ts';
import {
  AccountRoute,
  ClassesRoute,
  ClassRoute,
  DashboardRoute,
  ProfileRoute,
  ProgramRoute,
  UpcomingRoute,
} from '../member-page-chunks.ts';

/** Starts a page's calls, with the same keys as the page's own hooks; `params` are the address's. */
type PageData = (
  queryClient: QueryClient,
  search: URLSearchParams,
  params: Record<string, string | undefined>,
) => void;

interface MemberPage {
  /** The member area's pattern (member-area.tsx and the features' routes). */
  path: string;
  /** The page's code. */
  page: { preload(): Promise<unknown> };
  /**
   * The calls the page makes as it opens: a chunk a page, so a page's calls wait only for the
   * few modules they need (the server names them in a member page's HTML, member-page-hints.ts).
   */
  data?: () => Promise<PageData>;
}

const account = {
  page: AccountRoute,
  data: () => import('./account-data.ts').then((m) => m.preloadAccountData),
};
const dashboard = () => import('./dashboard-data.ts').then((m) => m.preloadDashboardData);

/** Every page of the member platform's menus, and a class's and a program's, with what each calls as it opens. */
const memberPages: MemberPage[] = [
  { path: memberRoutes.dashboard, page: DashboardRoute, data: dashboard },
  { path: memberRoutes.platform, page: DashboardRoute, data: dashboard },
  {
    path: memberRoutes.classes,
    page: ClassesRoute,
    data: () => import('./classes-data.ts').then((m) => m.preloadLibraryData),
  },
  {
    path: memberRoutes.video,
    page: ClassRoute,
    data: () => import('./class-data.ts').then((m) => m.preloadClassData),
  },
  {
    path: memberRoutes.calendar,
    page: CalendarPage,
    data: () => import('./calendar-data.ts').then((m) => m.preloadCalendarData),
  },
  {
    path: memberRoutes.memberPrograms,
    page: ProgramsPage,
    data: () => import('./programs-data.ts').then((m) => m.preloadProgramsData),
  },
  {
    path: memberRoutes.memberProgram,
    page: ProgramRoute,
    data: () => import('./program-data.ts').then((m) => m.preloadProgramData),
  },
  {
    path: memberRoutes.progress,
    page: ProgressPage,
    data: () => import('./progress-data.ts').then((m) => m.preloadProgressData),
  },
  {
    path: memberRoutes.liveUpcoming,
    page: UpcomingRoute,
    data: () => import('./upcoming-data.ts').then((m) => m.preloadUpcomingData),
  },
  // Its classes are in this browser's storage: no call to make, only the code to fetch.
  { path: memberRoutes.downloads, page: DownloadsPage },
  {
    path: memberRoutes.friends,
    page: FriendsPage,
    data: () => import('./friends-data.ts').then((m) => m.preloadFriendsData),
  },
  {
    path: memberRoutes.profile,
    page: ProfileRoute,
    data: () => import('./profile-data.ts').then((m) => m.preloadProfileData),
  },
  { path: memberRoutes.account, ...account },
  { path: memberRoutes.accountDate, ...account },
  { path: memberRoutes.accountStudioDate, ...account },
];

/** The member page at `pathname`, if it is one of the table's, with its address's params. */
export function memberPageAt(pathname: string) {
  for (const page of memberPages) {
    const match = matchPath(page.path, pathname);
    if (match) return { ...page, params: match.params };
  }
  return undefined;
}

/**
 * Starts the fetch of the member page's code at `pathname` (nothing for an address that is not
 * one of the table's) and its calls, as soon as their chunk is here; answers once they are on
 * their way. This chunk and the calls' are small and fetched beside the member area's code
 * (member-pages.ts), so the calls wait for none of it.
 */
export async function preloadPage(
  queryClient: QueryClient,
  pathname: string,
  search: URLSearchParams,
): Promise<void> {
  const page = memberPageAt(pathname);
  if (!page) return;
  void page.page.preload().catch(() => undefined); // the page's own lazy load tries again
  const startCalls = await page.data?.().catch(() => undefined); // the page calls when it renders
  startCalls?.(queryClient, search, page.params);
}
