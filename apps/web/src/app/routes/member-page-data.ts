import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../lib/paths.ts';
import { preloadLibraryData } from './classes-data.ts';
import { preloadDashboardData } from './dashboard-data.ts';

/**
 * The calls a member page makes as it opens, by its path (member-pages.ts's table): one small
 * chunk of its own, fetched beside the page's code, so the calls wait for none of that code.
 */
export function preloadPageData(queryClient: QueryClient, path: string, search: URLSearchParams) {
  if (path === paths.classes) preloadLibraryData(queryClient, search);
  else preloadDashboardData(queryClient);
}
