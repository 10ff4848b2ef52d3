import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { accountsRoutes, LoginPage } from '../features/accounts/routes.tsx';
import { billingRoutes } from '../features/billing/routes.tsx';
import { marketingRoutes } from '../features/marketing/routes.tsx';
import { scheduleRoutes } from '../features/schedule/routes.tsx';
import { studiosRoutes } from '../features/studios/routes.tsx';
import { videosRoutes } from '../features/videos/routes.tsx';
import { workoutsRoutes } from '../features/workouts/routes.tsx';
import { routes } from '../lib/paths.ts';
import { useSite } from '../lib/site.ts';
import { Layout } from './layout.tsx';

const HomePage = lazy(() => import('../features/marketing/home-page.tsx'));
const LiveScheduleRoute = lazy(() => import('./routes/live-schedule-route.tsx'));
const PromoRoute = lazy(() => import('./routes/promo-route.tsx'));
const TestPage = lazy(() => import('./routes/test-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** '/' is the studio's login on a white-label domain, the home page elsewhere. */
function Home() {
  const site = useSite();
  return site.onWhiteLabelDomain ? <LoginPage /> : <HomePage />;
}

/**
 * Each feature declares its own pages; every page's code is its own chunk. Pages that need
 * several features (the live schedule signs people in, a promo landing signs them up, /test
 * shows shared pieces) are composed here, in src/app/routes/.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: routes.home, element: <Home /> },
      ...accountsRoutes,
      ...billingRoutes,
      ...scheduleRoutes,
      ...workoutsRoutes,
      ...videosRoutes,
      ...studiosRoutes,
      ...marketingRoutes,
      { path: routes.liveSchedule, element: <LiveScheduleRoute /> },
      { path: routes.specials, element: <PromoRoute variant="specials" /> },
      { path: routes.newSpecials, element: <PromoRoute variant="newspecials" /> },
      { path: routes.test, element: <TestPage /> },
      { path: routes.notFound, element: <NotFoundPage /> },
    ],
  },
];
