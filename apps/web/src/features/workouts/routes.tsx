import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { RequireEntitled } from '../accounts/gates.tsx';

const member = (title: string) => (
  <RequireEntitled>
    <ComingSoon title={title} />
  </RequireEntitled>
);

/** The member platform's dashboard and calendar. */
export const workoutsRoutes: RouteObject[] = [
  { path: '/newplatform', element: member('Dashboard') },
  { path: '/newplatform/dashboard', element: member('Dashboard') },
  { path: '/newplatform/items/calendar', element: member('My Schedule') },
];
