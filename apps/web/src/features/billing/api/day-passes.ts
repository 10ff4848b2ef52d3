import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayPassesAnswer } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { billingKeys } from './keys.ts';

/** GET /api/user/daypasses: the member's paid day passes, the latest day first. */
export const dayPassesQuery = queryOptions({
  queryKey: billingKeys.dayPasses(),
  queryFn: () => api<DayPassesAnswer>('/api/user/daypasses'),
  meta: { personal: true },
});

export const useDayPasses = () => useQuery(dayPassesQuery);
