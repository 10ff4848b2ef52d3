import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@jetsweat/contract';
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
