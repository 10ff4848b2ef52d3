import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Program, ProgramSummary } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { ONCE_A_VISIT } from '../../../lib/query-client.ts';
import { videosKeys } from './keys.ts';

/** GET /api/video/programs: every program. */
export const getPrograms = () => api<ProgramSummary[]>('/api/video/programs');
export const programsQuery = queryOptions({
  queryKey: videosKeys.programs(),
  queryFn: getPrograms,
  ...ONCE_A_VISIT,
});
export const usePrograms = () => useQuery(programsQuery);

/** GET /api/programs/list: the programs recommended to the member. */
export const getRecommendedPrograms = () =>
  api<{ recommendedPrograms: ProgramSummary[] }>('/api/programs/list').then(
    (r) => r.recommendedPrograms,
  );
export const recommendedProgramsQuery = queryOptions({
  queryKey: videosKeys.recommendedPrograms(),
  queryFn: getRecommendedPrograms,
  meta: { personal: true },
});
export const useRecommendedPrograms = () => useQuery(recommendedProgramsQuery);

/** GET /api/video/programs/{programId}: a program with its classes week by week. */
export const getProgram = (id: number) => api<Program>(`/api/video/programs/${id}`);
export const programQuery = (id: number) =>
  queryOptions({
    queryKey: videosKeys.program(id),
    queryFn: () => getProgram(id),
    meta: { personal: true },
  });
export const useProgram = (id: number) => useQuery(programQuery(id));
