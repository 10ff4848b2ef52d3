import { createContext, useContext, useMemo } from 'react';
import type { Query } from '@tanstack/react-query';

/**
 * How long data fetched ahead of a page counts as fresh: the page opening within this time shows
 * it without asking the server again. Anything else is stale at once, as before.
 */
export const PRELOAD_FRESH_MS = 10_000;

/** When each query's data was fetched ahead, by the query's hash: the answer's own time. */
const preloadedAt = new Map<string, number>();

/**
 * The cache's default staleTime: fresh for PRELOAD_FRESH_MS when the data in the cache is the
 * one a preload fetched, stale at once otherwise (a page refreshes what it shows when it opens).
 */
export function staleUnlessPreloaded(query: Query): number {
  return preloadedAt.get(query.queryHash) === query.state.dataUpdatedAt ? PRELOAD_FRESH_MS : 0;
}

/** Notes that a query's data (as of `at`, its dataUpdatedAt) was fetched ahead (see prefetch.ts). */
export function notePreloaded(queryHash: string, at: number): void {
  preloadedAt.set(queryHash, at);
}

/** Starts loading what the page at `to` needs (its code and data); src/app provides it. */
export const PreloadContext = createContext<(to: string) => void>(() => undefined);

/**
 * A link's handlers that start loading its page when the member shows the intent to follow it:
 * the pointer resting on it, a finger pressing it, the keyboard focusing it.
 */
export function usePreloadOnIntent(to: string) {
  const preload = useContext(PreloadContext);
  return useMemo(() => {
    const start = () => preload(to);
    return { onPointerEnter: start, onPointerDown: start, onFocus: start };
  }, [preload, to]);
}
