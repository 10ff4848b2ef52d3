import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { accountsRoutes, LoginPage } from '../features/accounts/routes.tsx';
import { billingRoutes } from '../features/billing/routes.tsx';
import { consoleRoutes } from '../features/console/routes.tsx';
import { friendsRoutes } from '../features/friends/routes.tsx';
import { liveRoutes } from '../features/live/routes.tsx';
import { marketingRoutes } from '../features/marketing/routes.tsx';
import { studiosRoutes } from '../features/studios/routes.tsx';
import { videosRoutes } from '../features/videos/routes.tsx';
import { workoutsRoutes } from '../features/workouts/routes.tsx';
import { routes } from '../lib/paths.ts';
import { useSite } from '../lib/site.ts';
import { RequireEntitled, RequireUser } from '../lib/gates.tsx';
import { Layout } from './layout.tsx';
import { ClassesRoute, DashboardRoute } from './member-pages.ts';

const HomePage = lazy(() => import('../features/marketing/home-page.tsx'));
const LiveScheduleRoute = lazy(() => import('./routes/live-schedule-route.tsx'));
const LiveClassRoute = lazy(() => import('./routes/live-class-route.tsx'));
const PromoRoute = lazy(() => import('./routes/promo-route.tsx'));
const TestPage = lazy(() => import('./routes/test-page.tsx'));
const ClassRoute = lazy(() => import('./routes/class-route.tsx'));
const ProgramRoute = lazy(() => import('./routes/program-route.tsx'));
const AccountRoute = lazy(() => import('./routes/account-route.tsx'));
const ProfileRoute = lazy(() => import('./routes/profile-route.tsx'));
const UpcomingRoute = lazy(() => import('./routes/upcoming-route.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** '/' is the studio's login on a white-label domain, the home page elsewhere. */
function Home() {
  const site = useSite();
  return site.onWhiteLabelDomain ? <LoginPage /> : <HomePage />;
}

const member = (page: ReactNode) => <RequireEntitled>{page}</RequireEntitled>;
const account = (
  <RequireUser>
    <AccountRoute />
  </RequireUser>
);

/**
 * Each feature declares its own pages; every page's code is its own chunk. Pages that need
 * several features (the live schedule signs people in, a promo landing signs them up, /test
 * shows shared pieces, the profile holds the friends' sharing setting) are composed here, in src/app/routes/.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: routes.home, element: <Home /> },
      ...accountsRoutes,
      { path: routes.account, element: account },
      { path: routes.accountDate, element: account },
      { path: routes.accountStudioDate, element: account },
      { path: routes.profile, element: member(<ProfileRoute />) },
      ...billingRoutes,
      { path: routes.liveUpcoming, element: <UpcomingRoute /> },
      ...liveRoutes,
      ...workoutsRoutes,
      ...videosRoutes,
      ...friendsRoutes,
      ...consoleRoutes,
      ...studiosRoutes,
      ...marketingRoutes,
      { path: routes.liveSchedule, element: <LiveScheduleRoute /> },
      { path: routes.liveClass, element: <LiveClassRoute /> },
      { path: routes.specials, element: <PromoRoute variant="specials" /> },
      { path: routes.newSpecials, element: <PromoRoute variant="newspecials" /> },
      { path: routes.test, element: <TestPage /> },
      { path: routes.platform, element: member(<DashboardRoute />) },
      { path: routes.dashboard, element: member(<DashboardRoute />) },
      { path: routes.classes, element: member(<ClassesRoute />) },
      { path: routes.video, element: member(<ClassRoute />) },
      { path: routes.memberProgram, element: member(<ProgramRoute />) },
      { path: routes.notFound, element: <NotFoundPage /> },
    ],
  },
];
