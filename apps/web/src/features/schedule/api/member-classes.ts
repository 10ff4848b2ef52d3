import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberLiveClass } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { scheduleKeys, studioQuery } from './keys.ts';

/** GET /api/liveclass/upcoming: the coming classes, each saying whether this member booked it. */
export const getMemberClasses = (studioId: number | null) =>
  api<MemberLiveClass[]>(`/api/liveclass/upcoming${studioQuery(studioId)}`);

export const memberClassesQuery = (studioId: number | null) =>
  queryOptions({
    queryKey: scheduleKeys.memberClasses(studioId),
    queryFn: () => getMemberClasses(studioId),
    meta: { personal: true },
  });

export const useMemberClasses = (studioId: number | null) => useQuery(memberClassesQuery(studioId));
