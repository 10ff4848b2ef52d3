import { CalendarPage } from './pages.ts';
import type { RouteObject } from 'react-router';
import { RequireEntitled } from '../../lib/gates.tsx';
import { memberRoutes } from '../../lib/paths.ts';

/** The member's calendar (the dashboard, which shows several features, is in src/app). */
export const workoutsRoutes: RouteObject[] = [
  {
    path: memberRoutes.calendar,
    element: (
      <RequireEntitled>
        <CalendarPage />
      </RequireEntitled>
    ),
  },
];
