import type { QueryClient } from '@tanstack/react-query';
import { whenDataSettles } from './when-data-settles.ts';

const SCRIPT = '/sw.js';

/**
 * Registers the service worker once the page's data is in (`client` fetches nothing more);
 * main.tsx loads this module after the page has loaded, in production builds served from this
 * page's own origin. If the script is missing or is not
 * JavaScript (a proxy answering for it, an old deployment), any worker already installed is
 * removed and the page reloads, so nobody is stuck on stale files.
 */
export async function registerServiceWorker(client: QueryClient): Promise<void> {
  const scriptUrl = new URL(SCRIPT, window.location.href);
  if (scriptUrl.origin !== window.location.origin) return;
  await whenDataSettles(client);
  await fetch(SCRIPT, { headers: { 'Service-Worker': 'script' } })
    .then(async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (response.status === 404 || !type.includes('javascript')) {
        const registrations = await navigator.serviceWorker.getRegistrations();
        if (registrations.length === 0) return;
        await Promise.all(registrations.map((r) => r.unregister()));
        window.location.reload();
        return;
      }
      await navigator.serviceWorker.register(SCRIPT);
    })
    .catch(() => console.log('No internet connection found. App is running in offline mode.'));
}
