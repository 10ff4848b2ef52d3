import type { ReactNode } from 'react';
import { DownloadsPage, ProgramsPage, ProgressPage } from './pages.ts';
import type { RouteObject } from 'react-router';
import { RequireEntitled } from '../../lib/gates.tsx';
import { memberRoutes } from '../../lib/paths.ts';

const member = (page: ReactNode) => <RequireEntitled>{page}</RequireEntitled>;

/**
 * The videos feature's own pages. The library and the class page also show favourites and
 * scheduling, so src/app composes them (app/routes/classes-route.tsx, class-route.tsx, program-route.tsx).
 */
export const videosRoutes: RouteObject[] = [
  { path: memberRoutes.progress, element: member(<ProgressPage />) },
  { path: memberRoutes.memberPrograms, element: member(<ProgramsPage />) },
  { path: memberRoutes.downloads, element: member(<DownloadsPage />) },
];
