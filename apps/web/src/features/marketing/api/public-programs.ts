import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProgram } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { ONCE_A_VISIT } from '../../../lib/query-client.ts';

/** GET /api/basic/programs: the programs that exist, for the public /programs page. */
export const getPublicPrograms = () => api<PublicProgram[]>('/api/basic/programs', { token: null });

export const publicProgramsQuery = queryOptions({
  queryKey: ['marketing', 'programs'] as const,
  queryFn: getPublicPrograms,
  ...ONCE_A_VISIT,
});

export const usePublicPrograms = () => useQuery(publicProgramsQuery);
