import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/routes.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { startLoading } from './app/start-loading.ts';
import { createQueryClient } from './lib/query-client.ts';
import './ui/global.css';

/**
 * Declarative routing: the data router's loaders and actions are unused here, and leaving them
 * out takes 16 kB (gzipped) off every page's first load.
 */
function AppRoutes() {
  return useRoutes(appRoutes);
}

const queryClient = createQueryClient();
startLoading(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
