import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeachingClass } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { liveKeys } from './keys.ts';

/** GET /api/livestream/teaching: the classes the caller may teach, not ended, soonest first. */
export const getTeaching = () => api<TeachingClass[]>('/api/livestream/teaching');

export const teachingQuery = () =>
  queryOptions({
    queryKey: liveKeys.teaching(),
    queryFn: getTeaching,
    meta: { personal: true },
  });

export const useTeaching = () => useQuery(teachingQuery());
