import type { RouteObject } from 'react-router';
import { RequireEntitled } from '../../lib/gates.tsx';
import { routes } from '../../lib/paths.ts';
import { ComingSoon } from '../../ui/coming-soon.tsx';

export const videosRoutes: RouteObject[] = [
  {
    path: routes.classes,
    element: (
      <RequireEntitled>
        <ComingSoon title="On-Demand Classes" />
      </RequireEntitled>
    ),
  },
  {
    path: routes.video,
    element: (
      <RequireEntitled>
        <ComingSoon title="Class" />
      </RequireEntitled>
    ),
  },
];
