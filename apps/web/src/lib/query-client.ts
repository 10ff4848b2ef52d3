import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { staleUnlessPreloaded } from './preload.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The answer belongs to the signed-in person: dropped when someone logs in or out. */
      personal?: boolean;
    };
  }
}

/**
 * The server state cache's rules, the same for every query. A failed load is shown at once, not
 * retried three times first (each failure already has its message on screen), and nothing is
 * fetched again merely because the window regained focus: pages load when they open, and a
 * change refreshes what it changed by invalidating it. Data a page's preload has just fetched
 * (src/lib/preload.ts) is the exception: the page opening a moment later uses it as it is.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: staleUnlessPreloaded },
      mutations: { retry: false },
    },
  });
}

/**
 * Reads again what a change touched: the one way the app refreshes after a change. A load already
 * under way was asked before the change and may not have it, and the query cache hands such a
 * load back instead of asking again when it has no answer yet (a page's first load, still going
 * when a quick click changes what it reads). So the loads under way are dropped first.
 */
export async function reloadAfterChange(
  queryClient: QueryClient,
  ...queryKeys: QueryKey[]
): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Lists that change rarely (studios, packages, the payment setup): loaded once a visit. */
export const ONCE_A_VISIT = { staleTime: Infinity, gcTime: Infinity } as const;
