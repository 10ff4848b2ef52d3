import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

/** The classes the logged-in member waits for (their waitlists); empty for a visitor. */
export function useWaitingIds(studioId: number | null, loggedIn: boolean): ReadonlySet<number> {
  const classes = useQuery({ ...memberClassesQuery(studioId), enabled: loggedIn });
  return useMemo(
    () => new Set(classes.data?.filter((c) => c.waiting).map((c) => c.id)),
    [classes.data],
  );
}
