import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { RequireEntitled } from '../accounts/gates.tsx';

export const videosRoutes: RouteObject[] = [
  {
    path: '/newplatform/items/classes',
    element: (
      <RequireEntitled>
        <ComingSoon title="On-Demand Classes" />
      </RequireEntitled>
    ),
  },
  {
    path: '/newplatform/items/classes/:videoId',
    element: (
      <RequireEntitled>
        <ComingSoon title="Class" />
      </RequireEntitled>
    ),
  },
];
