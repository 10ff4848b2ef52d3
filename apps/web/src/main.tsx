import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/routes.tsx';
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

/**
 * The first render waits until a member page's calls are on their way (their chunk is a few
 * hundred bytes, beside the page's code, which the page waits for anyway): rendered first, the
 * app's work on the main thread held those calls back by a few hundred milliseconds on a busy
 * machine (issue 56, point 9). Other pages render at once; a chunk that fails to load renders too.
 */
void startLoading(queryClient).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

// The service worker's registration is needed by no page's first paint: its code comes after the
// page has loaded, stays off every public page's first-load budget, and registers the worker once
// the page's data is in (its install fetches every file of the app, which would otherwise queue
// before the page's calls).
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    void import('./app/service-worker.ts').then(
      (worker) => worker.registerServiceWorker(queryClient),
      () => undefined, // offline before the worker was ever installed: nothing to register
    );
  });
