import { FriendsPage } from './pages.ts';
import type { RouteObject } from 'react-router';
import { RequireUser } from '../../lib/gates.tsx';
import { memberRoutes } from '../../lib/paths.ts';

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
