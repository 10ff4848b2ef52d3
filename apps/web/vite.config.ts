import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress.ts';
import { routerTreeShaking } from './build-tools/router-tree-shaking.ts';

/** Writes /asset-list.json, the hashed files the service worker stores at install for offline use. */
function assetList(): Plugin {
  return {
    name: 'jetsweat-asset-list',
    // After writing, when the bundle is final: Vite drops CSS-only chunks late in generation.
    writeBundle(options, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/'))
        .map((f) => `/${f}`);
      fs.writeFileSync(path.join(options.dir!, 'asset-list.json'), JSON.stringify(files));
    },
  };
}

export default defineConfig({
  plugins: [react(), routerTreeShaking(), assetList(), precompress()],
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
