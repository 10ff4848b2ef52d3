import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { accountsRoutes, LoginPage } from '../features/accounts/routes.tsx';
import { billingRoutes } from '../features/billing/routes.tsx';
import { marketingRoutes } from '../features/marketing/routes.tsx';
import { scheduleRoutes } from '../features/schedule/routes.tsx';
import { useSite } from '../features/studios/site.tsx';
import { studiosRoutes } from '../features/studios/routes.tsx';
import { videosRoutes } from '../features/videos/routes.tsx';
import { workoutsRoutes } from '../features/workouts/routes.tsx';
import { Layout } from './layout.tsx';

const HomePage = lazy(() => import('../features/marketing/home-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** '/' is the studio's login on a white-label domain, the home page elsewhere. */
function Home() {
  const site = useSite();
  return site.onWhiteLabelDomain ? <LoginPage /> : <HomePage />;
}

/** Each feature declares its own pages; every page's code is its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      ...accountsRoutes,
      ...billingRoutes,
      ...scheduleRoutes,
      ...workoutsRoutes,
      ...videosRoutes,
      ...studiosRoutes,
      ...marketingRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
