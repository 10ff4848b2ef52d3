import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberLiveClass } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { scheduleKeys } from './keys.ts';

/** GET /api/liveclass/upcoming/{id}: one class for the member (402 with the reason when not theirs). */
export const getLiveClass = (id: number) => api<MemberLiveClass>(`/api/liveclass/upcoming/${id}`);

export const liveClassQuery = (id: number) =>
  queryOptions({
    queryKey: scheduleKeys.liveClass(id),
    queryFn: () => getLiveClass(id),
    meta: { personal: true },
  });

export const useLiveClass = (id: number) => useQuery(liveClassQuery(id));
