import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { accountsRoutes, LoginPage } from '../features/accounts/routes.tsx';
import { marketingRoutes } from '../features/marketing/routes.tsx';
import { studiosRoutes } from '../features/studios/routes.tsx';
import { routes } from '../lib/paths.ts';
import { useSite } from '../lib/site.ts';
import { Layout } from './layout.tsx';
import { MemberArea } from './member-pages.ts';

const HomePage = lazy(() => import('../features/marketing/home-page.tsx'));
const LiveScheduleRoute = lazy(() => import('./routes/live-schedule-route.tsx'));
const PromoRoute = lazy(() => import('./routes/promo-route.tsx'));
const TestPage = lazy(() => import('./routes/test-page.tsx'));

/** '/' is the studio's login on a white-label domain, the home page elsewhere. */
function Home() {
  const site = useSite();
  return site.onWhiteLabelDomain ? <LoginPage /> : <HomePage />;
}

/**
 * Each feature declares its own pages; every page's code is its own chunk. Pages that need
 * several features (the live schedule signs people in, a promo landing signs them up, /test
 * shows shared pieces) are composed here, in src/app/routes/.
 *
 * This table holds the pages a visitor reaches; every other address goes to the member area
 * (member-area.tsx), whose table of buying, member, console and instructor pages, and the
 * not-found page, is a chunk of its own: a visitor's first load does not carry it.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: routes.home, element: <Home /> },
      ...accountsRoutes,
      ...studiosRoutes,
      ...marketingRoutes,
      { path: routes.liveSchedule, element: <LiveScheduleRoute /> },
      { path: routes.specials, element: <PromoRoute variant="specials" /> },
      { path: routes.newSpecials, element: <PromoRoute variant="newspecials" /> },
      { path: routes.test, element: <TestPage /> },
      { path: routes.notFound, element: <MemberArea /> },
    ],
  },
];
