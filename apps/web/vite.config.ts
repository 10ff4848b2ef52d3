import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { installableApp } from './build-tools/installable-app.ts';
import { precompress } from './build-tools/precompress.ts';
import { routerTreeShaking } from './build-tools/router-tree-shaking.ts';

/**
 * The installable app (issue 56, point 4; docs/decisions/0123-service-worker-without-workbox-build.md):
 * the web app manifest and icons, and the service worker (src/app/sw.ts) built with the list of
 * files to precache. The page registers /sw.js itself (app/service-worker.ts) once its data is in.
 */
const app = installableApp({
  worker: 'src/app/sw.ts',
  manifest: {
    name: 'JetSweat',
    short_name: 'JetSweat',
    description: 'Boutique fitness classes from the best studios, streamed live and on demand.',
    start_url: '/newplatform/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#1F3830',
    theme_color: '#9ac8b9',
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  // Every page's code and styles and the shell, so any page opens offline, not only those
  // visited; media and the precompressed copies stay out.
  precache:
    /^(index\.html|manifest\.webmanifest|assets\/.+\.(js|css)|favicon\.svg|icons\/[^/]+\.png)$/,
});

export default defineConfig({
  plugins: [react(), routerTreeShaking(), app, precompress()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // The manifest lets scripts/bench/bundle-size.mjs follow each page's import graph.
    manifest: true,
    // Every browser the app supports preloads modules itself (modulepreload: Chrome 66, Safari
    // 17, Firefox 115); where one does not, the page still loads, only without the head start.
    // The polyfill was 0.2 kB (gzipped) of every page's first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs React, the router and the query cache: one file rather than the
          // six pieces the default split made, which compresses 2 kB smaller (gzip starts each
          // file from nothing) and keeps its name across releases of the app's own code. The
          // query cache's mutation and infinite-list hooks stay with the pages that use them.
          groups: [
            {
              name: 'framework',
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/.test(
                  id,
                ) &&
                !/(mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // The streaming server's broadcast calls (spec 7) are answered by the API server.
      '/rest': 'http://localhost:3000',
      // Class media are served by the API server, only through signed links.
      '/media/signed': 'http://localhost:3000',
      // The demo studios' previews are generated into the server's media folder, not public/.
      '/media/videos/explore-': 'http://localhost:3000',
      // Recorded live classes' posters are in the server's file storage.
      '/media/recorded': 'http://localhost:3000',
      // The live room's socket (socket.io over a WebSocket) is the API server's too.
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
