import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry, LiveHistoryEntry } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { videosKeys } from './keys.ts';

/** POST api/history/myHistory: the classes watched, newest first, each once. */
export const getHistory = () => api<HistoryEntry[]>('/api/history/myHistory', { body: {} });

export const historyQuery = queryOptions({
  queryKey: videosKeys.history(),
  queryFn: getHistory,
  meta: { personal: true },
});

export const useHistory = () => useQuery(historyQuery);

/** POST /api/history/liveClasses: the live classes the member came to, last first, summed up. */
export const getLiveHistory = () =>
  api<LiveHistoryEntry[]>('/api/history/liveClasses', { body: {} });

export const liveHistoryQuery = queryOptions({
  queryKey: videosKeys.liveHistory(),
  queryFn: getLiveHistory,
  meta: { personal: true },
});

export const useLiveHistory = () => useQuery(liveHistoryQuery);
