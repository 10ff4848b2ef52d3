import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireUser } from '../../lib/gates.tsx';
import { routes } from '../../lib/paths.ts';

const BroadcastPage = lazy(() => import('./broadcast-page.tsx'));

/**
 * The live feature's own page: the instructor's. The member's room sits on the class's page,
 * which src/app composes (app/routes/live-class-route.tsx).
 */
export const liveRoutes: RouteObject[] = [
  {
    path: routes.broadcast,
    element: (
      <RequireUser>
        <BroadcastPage />
      </RequireUser>
    ),
  },
];
