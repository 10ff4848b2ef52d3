import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const StudiosPage = lazy(() => import('./studios-page.tsx'));
const StudioPage = lazy(() => import('./studio-page.tsx'));
const ExplorePage = lazy(() => import('./explore-page.tsx'));

export const studiosRoutes: RouteObject[] = [
  { path: '/studios', element: <StudiosPage /> },
  { path: '/studios/:studioName', element: <StudioPage /> },
  { path: '/explorestudio', element: <ExplorePage /> },
];
