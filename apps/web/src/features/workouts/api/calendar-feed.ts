import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedAddress } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { workoutsKeys } from './keys.ts';

const feedKey = [...workoutsKeys.all, 'feed'] as const;

/** GET /api/calendar/feed: the member's private feed address, or null while it is off. */
export const feedAddressQuery = queryOptions({
  queryKey: feedKey,
  queryFn: () => api<CalendarFeedAddress | null>('/api/calendar/feed', { method: 'GET' }),
  meta: { personal: true },
});

export const useFeedAddress = () => useQuery(feedAddressQuery);

/** A change of the feed, whose answer becomes the address shown. */
function useFeedChange(call: () => Promise<CalendarFeedAddress | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (address) => queryClient.setQueryData(feedKey, address),
  });
}

/** POST /api/calendar/feed: the address, made the first time. */
export const useTurnOnFeed = () =>
  useFeedChange(() => api<CalendarFeedAddress>('/api/calendar/feed', { method: 'POST' }));

/** POST /api/calendar/feed/replace: a new address; the old one stops at once. */
export const useReplaceFeed = () =>
  useFeedChange(() => api<CalendarFeedAddress>('/api/calendar/feed/replace', { method: 'POST' }));

/** DELETE /api/calendar/feed: the feed stops answering. */
export const useTurnOffFeed = () =>
  useFeedChange(async () => {
    await api<{ on: false }>('/api/calendar/feed', { method: 'DELETE' });
    return null;
  });
