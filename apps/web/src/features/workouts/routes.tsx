import type { RouteObject } from 'react-router';
import { RequireEntitled } from '../../lib/gates.tsx';
import { routes } from '../../lib/paths.ts';
import { ComingSoon } from '../../ui/coming-soon.tsx';

const member = (title: string) => (
  <RequireEntitled>
    <ComingSoon title={title} />
  </RequireEntitled>
);

/** The member platform's dashboard and calendar. */
export const workoutsRoutes: RouteObject[] = [
  { path: routes.platform, element: member('Dashboard') },
  { path: routes.dashboard, element: member('Dashboard') },
  { path: routes.calendar, element: member('My Schedule') },
];
