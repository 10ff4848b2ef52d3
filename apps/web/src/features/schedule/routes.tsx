import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routes } from '../../lib/paths.ts';
import { RequireLiveAccess } from './live-access-gate.tsx';

const UpcomingPage = lazy(() => import('./upcoming-page.tsx'));

/**
 * The member's live classes. The public /liveschedule (it signs people in) and a class's page
 * (it holds the live feature's room) are composed in src/app.
 */
export const scheduleRoutes: RouteObject[] = [
  {
    path: routes.liveUpcoming,
    element: (
      <RequireLiveAccess>
        <UpcomingPage />
      </RequireLiveAccess>
    ),
  },
];
