import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleAccess } from '@jetsweat/contract';
import { api } from './api.ts';

/**
 * GET /api/console/access: the studios the signed-in person may open in the studio console.
 * Shared (src/lib) because the navigation bar shows the console's link only to those with a role,
 * and the console feature reads the same answer.
 */
export const consoleAccessQuery = queryOptions({
  queryKey: ['console', 'access'],
  queryFn: () => api<ConsoleAccess>('/api/console/access'),
  meta: { personal: true },
  staleTime: 5 * 60_000,
});

/** The person's console access; nothing is asked while nobody is signed in. */
export const useConsoleAccess = (signedIn: boolean) =>
  useQuery({ ...consoleAccessQuery, enabled: signedIn });
