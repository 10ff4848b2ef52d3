import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarProvider, CalendarSyncStatus } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { reloadAfterChange } from '../../../lib/query-client.ts';
import { workoutsKeys } from './keys.ts';

const statusKey = [...workoutsKeys.all, 'sync'] as const;
/** Spec 9: while a calendar syncs, its state is asked for every second. */
export const SYNC_POLL_MS = 1000;

/** Where a sign-in or sign-out under way is remembered (spec 4), cleared once it is over. */
export const syncStepKey = (provider: CalendarProvider) => `calendarSync.${provider}`;

const anySyncing = (s: CalendarSyncStatus | undefined) =>
  s !== undefined && (s.google.state === 'syncing' || s.outlook.state === 'syncing');

/** GET /api/calendar/sync: each provider's state, asked again every second while one syncs. */
export const syncStatusQuery = queryOptions({
  queryKey: statusKey,
  queryFn: () => api<CalendarSyncStatus>('/api/calendar/sync', { method: 'GET' }),
  meta: { personal: true },
});

export const useSyncStatus = () =>
  useQuery({
    ...syncStatusQuery,
    refetchInterval: (query) => (anySyncing(query.state.data) ? SYNC_POLL_MS : false),
  });

/** Signs in to the provider: the browser goes to its consent page, and comes back here. */
export const useConnectCalendar = () =>
  useMutation({
    mutationFn: (provider: CalendarProvider) =>
      api<{ url: string }>(`/api/calendar/sync/${provider}/connect`, { method: 'POST' }),
    onSuccess: ({ url }, provider) => {
      localStorage.setItem(syncStepKey(provider), 'signing-in');
      window.location.assign(url);
    },
  });

/** Signs out: the server removes every synced event, then forgets the grant. */
export const useDisconnectCalendar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: CalendarProvider) => {
      localStorage.setItem(syncStepKey(provider), 'signing-out');
      await api<{ disconnecting: true }>(`/api/calendar/sync/${provider}`, { method: 'DELETE' });
    },
    onSettled: () => reloadAfterChange(queryClient, statusKey),
  });
};
