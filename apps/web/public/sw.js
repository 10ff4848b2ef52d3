// JetSweat service worker: hashed assets come from the cache (they never change), pages from the
// network with the last good shell as the fallback when offline. The API is never touched.
const ASSETS = 'jetsweat-assets-v1';
const SHELL = 'jetsweat-shell-v1';

self.addEventListener('install', (event) => {
  // Every page's code, so any page opens offline, not only the ones already visited.
  event.waitUntil(
    fetch('/asset-list.json')
      .then((r) => (r.ok ? r.json() : []))
      .then((files) => caches.open(ASSETS).then((cache) => cache.addAll(files)))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});
// Drops other caches, and files of earlier deployments from ours.
async function prune() {
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k !== ASSETS && k !== SHELL).map((k) => caches.delete(k)));
  const current = await fetch('/asset-list.json')
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  if (!current) return;
  const keep = new Set(current);
  const cache = await caches.open(ASSETS);
  for (const request of await cache.keys()) {
    if (!keep.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(prune().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(ASSETS).then(async (cache) => {
        const hit = await cache.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          // Clone now: once the page reads the body, it can no longer be copied.
          const copy = response.clone();
          if (response.ok)
            event.waitUntil(caches.open(SHELL).then((cache) => cache.put('/', copy)));
          return response;
        })
        .catch(() =>
          caches
            .open(SHELL)
            .then((cache) => cache.match('/'))
            .then((hit) => hit ?? Response.error()),
        ),
    );
  }
});
