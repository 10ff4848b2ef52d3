import type { QueryClient } from '@tanstack/react-query';
import { programQuery } from '../../features/videos/api/programs.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { pageId } from './page-id.ts';

/** A program's page: the program with its classes week by week. */
export function preloadProgramData(
  queryClient: QueryClient,
  _search: URLSearchParams,
  params: Record<string, string | undefined>,
) {
  const id = pageId(params.programId);
  if (id !== null) prefetch(queryClient, programQuery(id));
}
