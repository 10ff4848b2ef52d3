import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';
import { videosKeys } from './keys.ts';

/** POST /api/history/continueWatching: classes stopped part-way, last watched first. */
export const getContinueWatching = () =>
  api<HistoryEntry[]>('/api/history/continueWatching', { body: {} });

export const continueWatchingQuery = queryOptions({
  queryKey: videosKeys.continueWatching(),
  queryFn: getContinueWatching,
  meta: { personal: true },
});

export const useContinueWatching = () => useQuery(continueWatchingQuery);
