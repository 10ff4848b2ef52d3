import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchasedLiveClass } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { scheduleKeys } from './keys.ts';

/** GET /api/liveclass/purchased: the live classes this person has booked. */
export const getPurchased = () =>
  api<{ purchased: PurchasedLiveClass[] }>('/api/liveclass/purchased').then((r) => r.purchased);

export const purchasedQuery = queryOptions({
  queryKey: scheduleKeys.purchased(),
  queryFn: getPurchased,
  meta: { personal: true },
});

export const usePurchased = (enabled: boolean) => useQuery({ ...purchasedQuery, enabled });
