import type { RouteObject } from 'react-router';
import { RequireEntitled } from '../../lib/gates.tsx';
import { routes } from '../../lib/paths.ts';
import { ComingSoon } from '../../ui/coming-soon.tsx';

const member = (title: string) => (
  <RequireEntitled>
    <ComingSoon title={title} />
  </RequireEntitled>
);

/** The member's calendar (the dashboard, which shows several features, is in src/app). */
export const workoutsRoutes: RouteObject[] = [
  { path: routes.calendar, element: member('My Schedule') },
];
