import { preloadable } from '../../lib/preloadable.ts';

/** The feature's pages, each a chunk of its own that src/app fetches with its data ahead. */
export const ProgressPage = preloadable(() => import('./progress/progress-page.tsx'));
export const ProgramsPage = preloadable(() => import('./programs/programs-page.tsx'));
export const DownloadsPage = preloadable(() => import('./downloads/downloads-page.tsx'));
