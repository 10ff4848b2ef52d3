import { lazy, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { billingRoutes } from '../features/billing/routes.tsx';
import { consoleRoutes } from '../features/console/routes.tsx';
import { friendsRoutes } from '../features/friends/routes.tsx';
import { liveRoutes } from '../features/live/routes.tsx';
import { videosRoutes } from '../features/videos/routes.tsx';
import { workoutsRoutes } from '../features/workouts/routes.tsx';
import { memberRoutes, routes } from '../lib/paths.ts';
import { RequireEntitled, RequireUser } from '../lib/gates.tsx';
import { DownloadsUpkeep } from '../features/videos/downloads/downloads-upkeep.tsx';
import {
  AccountRoute,
  ClassesRoute,
  ClassRoute,
  DashboardRoute,
  ProfileRoute,
  ProgramRoute,
  UpcomingRoute,
} from './member-page-chunks.ts';

const LiveClassRoute = lazy(() => import('./routes/live-class-route.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

const member = (page: ReactNode) => <RequireEntitled>{page}</RequireEntitled>;
const account = (
  <RequireUser>
    <AccountRoute />
  </RequireUser>
);

/**
 * The pages behind a login (buying, member platform, account, studio console, instructors' live
 * pages) and the not-found page: every address the public table (routes.tsx) leaves. Buying
 * starts from a public page but is not one: its table and gates stay out of a visitor's first load. Pages that need
 * several features (the profile holds the friends' sharing setting) are composed in src/app/routes/.
 */
const memberAreaRoutes: RouteObject[] = [
  { path: memberRoutes.account, element: account },
  { path: memberRoutes.accountDate, element: account },
  { path: memberRoutes.accountStudioDate, element: account },
  { path: memberRoutes.profile, element: member(<ProfileRoute />) },
  { path: memberRoutes.liveUpcoming, element: <UpcomingRoute /> },
  ...billingRoutes,
  ...liveRoutes,
  ...workoutsRoutes,
  ...videosRoutes,
  ...friendsRoutes,
  ...consoleRoutes,
  { path: memberRoutes.liveClass, element: <LiveClassRoute /> },
  { path: memberRoutes.platform, element: member(<DashboardRoute />) },
  { path: memberRoutes.dashboard, element: member(<DashboardRoute />) },
  { path: memberRoutes.classes, element: member(<ClassesRoute />) },
  { path: memberRoutes.video, element: member(<ClassRoute />) },
  { path: memberRoutes.memberProgram, element: member(<ProgramRoute />) },
  { path: routes.notFound, element: <NotFoundPage /> },
];

/** Rendered by the public table's catch-all: matches the address against the member area's pages. */
export default function MemberArea() {
  return (
    <>
      <DownloadsUpkeep />
      {useRoutes(memberAreaRoutes)}
    </>
  );
}
