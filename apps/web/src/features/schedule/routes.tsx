import { lazy } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { RequireLiveAccess } from './live-access-gate.tsx';

const LiveSchedulePage = lazy(() => import('./live-schedule-page.tsx'));
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

export const scheduleRoutes: RouteObject[] = [
  { path: '/liveschedule', element: <LiveSchedulePage /> },
  {
    path: '/newplatform/live/upcoming',
    element: (
      <RequireLiveAccess>
        <UpcomingPage />
      </RequireLiveAccess>
    ),
  },
  { path: '/newplatform/live/upcoming/:id', element: <LiveClassRoute /> },
];
