import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireUser } from '../../lib/gates.tsx';
import { memberRoutes } from '../../lib/paths.ts';

const FriendsPage = lazy(() => import('./friends-page.tsx'));

/** The friends feature's page: any signed-in member (friends need no plan). */
export const friendsRoutes: RouteObject[] = [
  {
    path: memberRoutes.friends,
    element: (
      <RequireUser>
        <FriendsPage />
      </RequireUser>
    ),
  },
];
