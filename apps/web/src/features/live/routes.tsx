import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireUser } from '../../lib/gates.tsx';
import { memberRoutes } from '../../lib/paths.ts';

const BroadcastPage = lazy(() => import('./broadcast-page.tsx'));
const TeachingPage = lazy(() => import('./teaching-page.tsx'));

/**
 * The live feature's own pages: the instructor's list of classes and each class's page. The member's room sits on the class's page,
 * which src/app composes (app/routes/live-class-route.tsx).
 */
export const liveRoutes: RouteObject[] = [
  {
    path: memberRoutes.teaching,
    element: (
      <RequireUser>
        <TeachingPage />
      </RequireUser>
    ),
  },
  {
    path: memberRoutes.broadcast,
    element: (
      <RequireUser>
        <BroadcastPage />
      </RequireUser>
    ),
  },
];
