import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routes } from '../../lib/paths.ts';

const StudiosPage = lazy(() => import('./studios-page.tsx'));
const StudioPage = lazy(() => import('./studio-page.tsx'));
const ExplorePage = lazy(() => import('./explore-page.tsx'));

export const studiosRoutes: RouteObject[] = [
  { path: routes.studios, element: <StudiosPage /> },
  { path: routes.studio, element: <StudioPage /> },
  { path: routes.explore, element: <ExplorePage /> },
];
