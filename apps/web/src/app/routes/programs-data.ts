import type { QueryClient } from '@tanstack/react-query';
import { programsQuery } from '../../features/videos/api/programs.ts';
import { prefetch } from '../../lib/prefetch.ts';

/** The programs page's list. */
export function preloadProgramsData(queryClient: QueryClient) {
  prefetch(queryClient, programsQuery);
}
