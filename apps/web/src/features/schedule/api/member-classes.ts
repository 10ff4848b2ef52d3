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

/** What the logged-in member has in the site's classes beyond bookings: none for a visitor. */
export interface MemberMarks {
  /** The classes whose waitlist they are on. */
  waiting: ReadonlySet<number>;
  /** The classes holding a seat for them to pay for (a waitlist offer, a payment under way). */
  seatHeld: ReadonlySet<number>;
}

export function useMemberMarks(studioId: number | null, loggedIn: boolean): MemberMarks {
  const classes = useQuery({ ...memberClassesQuery(studioId), enabled: loggedIn });
  return useMemo(
    () => ({
      waiting: new Set(classes.data?.filter((c) => c.waiting).map((c) => c.id)),
      seatHeld: new Set(classes.data?.filter((c) => c.seatHeld).map((c) => c.id)),
    }),
    [classes.data],
  );
}
