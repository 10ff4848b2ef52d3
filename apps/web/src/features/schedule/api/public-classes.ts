import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveClass } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { scheduleKeys, studioQuery } from './keys.ts';

/** GET /api/liveclass/upcoming/public/all: the live schedule anyone may see, sorted by time. */
export const getPublicClasses = (studioId: number | null) =>
  api<LiveClass[]>(`/api/liveclass/upcoming/public/all${studioQuery(studioId)}`, { token: null });

export const publicClassesQuery = (studioId: number | null) =>
  queryOptions({
    queryKey: scheduleKeys.publicClasses(studioId),
    queryFn: () => getPublicClasses(studioId),
  });

export const usePublicClasses = (studioId: number | null) => useQuery(publicClassesQuery(studioId));
