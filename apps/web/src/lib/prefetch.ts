import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import { notePreloaded, PRELOAD_FRESH_MS } from './preload.ts';

/** Marks the query's data as fetched ahead, when the fetch brought new data. */
function markPreloaded(queryClient: QueryClient, queryKey: QueryKey, before: number) {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query?.state.status === 'success' && query.state.dataUpdatedAt > before)
    notePreloaded(query.queryHash, query.state.dataUpdatedAt);
}

/** The staleTime a prefetch goes by: the query's own when it has one, else PRELOAD_FRESH_MS. */
const prefetchStaleTime = (own: unknown) => (typeof own === 'number' ? own : PRELOAD_FRESH_MS);

/**
 * Fetches a query's data ahead of its page, unless the cache already holds fresh data. A failure
 * stays in the cache, where the page finds it.
 */
export function prefetch<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): void {
  const before = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0;
  void queryClient
    .prefetchQuery({ ...options, staleTime: prefetchStaleTime(options.staleTime) })
    .then(() => markPreloaded(queryClient, options.queryKey, before));
}

/** prefetch for a list that grows page by page: its first page. */
export function prefetchPages<T, K extends QueryKey, P>(
  queryClient: QueryClient,
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
): void {
  const before = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0;
  void queryClient
    .prefetchInfiniteQuery({ ...options, staleTime: prefetchStaleTime(options.staleTime) })
    .then(() => markPreloaded(queryClient, options.queryKey, before));
}
