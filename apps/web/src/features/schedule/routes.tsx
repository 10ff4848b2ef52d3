import { lazy } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { routes } from '../../lib/paths.ts';
import { RequireLiveAccess } from './live-access-gate.tsx';

const UpcomingPage = lazy(() => import('./upcoming-page.tsx'));
const LiveClassPage = lazy(() => import('./live-class-page.tsx'));

function LiveClassRoute() {
  const id = Number(useParams().id);
  return (
    <RequireLiveAccess classId={id}>
      <LiveClassPage />
    </RequireLiveAccess>
  );
}

/** The member's live classes. The public /liveschedule is composed in src/app (it signs people in). */
export const scheduleRoutes: RouteObject[] = [
  {
    path: routes.liveUpcoming,
    element: (
      <RequireLiveAccess>
        <UpcomingPage />
      </RequireLiveAccess>
    ),
  },
  { path: routes.liveClass, element: <LiveClassRoute /> },
];
