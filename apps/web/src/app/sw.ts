/// <reference lib="webworker" />
/**
 * JetSweat's service worker, built by build-tools/installable-app.ts into /sw.js: the app's
 * shell and every page's code precached at install (Workbox), so a member page opens offline;
 * pages from the network first, the precached shell when there is none; downloaded classes from
 * their own cache (features/videos/downloads). The API is never touched.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  DOWNLOADS_CACHE,
  OFFLINE_MEDIA_PREFIX,
} from '../features/videos/downloads/offline-media.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

/** The hand-written worker's caches, before Workbox's precache took their place. */
const FORMER_CACHES = ['jetsweat-assets-v1', 'jetsweat-shell-v1'];

// directoryIndex '': '/' is a page like any other (network first, below), not the precached
// index.html, which lacks a white-label studio's branding (the server adds it).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(OFFLINE_MEDIA_PREFIX),
  async ({ url }) => {
    const cache = await caches.open(DOWNLOADS_CACHE);
    return (await cache.match(url.pathname)) ?? new Response('Not downloaded', { status: 404 });
  },
);

registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  }),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all(FORMER_CACHES.map((name) => caches.delete(name))).then(() => self.clients.claim()),
  );
});
