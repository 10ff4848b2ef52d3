import { useCallback, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { PreloadContext } from '../lib/preload.ts';
import { preloadMemberPage } from './member-pages.ts';
import { SessionProvider } from './session-provider.tsx';

/**
 * What every page runs inside: the one query cache, the session, and the preloading of member
 * pages that links start. (The site needs the router: see layout.tsx.)
 */
export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const preload = useCallback(
    (to: string) => void preloadMemberPage(queryClient, to),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PreloadContext.Provider value={preload}>
        <SessionProvider>{children}</SessionProvider>
      </PreloadContext.Provider>
    </QueryClientProvider>
  );
}
