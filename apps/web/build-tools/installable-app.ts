import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** The web app manifest's fields the app uses (https://www.w3.org/TR/appmanifest/). */
export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone' | 'minimal-ui' | 'browser';
  background_color: string;
  theme_color: string;
  lang: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }>;
}

export interface InstallableAppOptions {
  /** The service worker's source, from the web app's root; built into /sw.js. */
  worker: string;
  manifest: WebAppManifest;
  /** Which of the build's files (paths from the output folder, with /) the worker precaches. */
  precache: RegExp;
}

/**
 * What Workbox's precacheAndRoute takes: each file's address and a revision of its content, or
 * null where the name already changes with the content (Vite's hashed assets): Workbox then asks
 * for the plain address, which the browser's cache has from the page's own load, rather than one
 * with a revision in its query, which nothing has.
 */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Vite's hashed file names: `assets/<name>-<8 characters of the content's hash>.<ext>`. */
const HASHED = /^assets\/.+-[\w-]{8}\.\w+$/;

/** The worker's placeholder for the precache list, as Workbox's own build tools name it. */
export const PRECACHE_PLACEHOLDER = 'self.__WB_MANIFEST';

/**
 * The installable app (docs/decisions/0123-service-worker-without-workbox-build.md): writes
 * /manifest.webmanifest and links it from the page, and builds the service worker from Workbox's
 * runtime modules with the list of files to precache taken from this build's own output, so no
 * build-time tooling beyond Vite is installed.
 */
export function installableApp(options: InstallableAppOptions): Plugin {
  let root = '';
  let publicDir = '';
  return {
    name: 'jetsweat-installable-app',
    apply: 'build',
    // After Vite's own plugins, so the bundle holds the finished index.html.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'manifest', href: '/manifest.webmanifest' },
          injectTo: 'head',
        },
      ];
    },
    async generateBundle(_options, bundle) {
      const manifest = JSON.stringify(options.manifest);
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifest });
      const files = new Map<string, string | Uint8Array>([['manifest.webmanifest', manifest]]);
      for (const output of Object.values(bundle)) {
        files.set(output.fileName, output.type === 'chunk' ? output.code : output.source);
      }
      for (const file of await fs.readdir(publicDir, { recursive: true })) {
        const name = file.split(path.sep).join('/');
        if (options.precache.test(name)) {
          files.set(name, await fs.readFile(path.join(publicDir, file)));
        }
      }
      const entries = precacheEntries(files, options.precache);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: injectPrecacheList(await buildWorker(path.resolve(root, options.worker)), entries),
      });
    },
  };
}

/** The files the pattern selects, by address, each with its revision (see PrecacheEntry). */
export function precacheEntries(
  files: Map<string, string | Uint8Array>,
  pattern: RegExp,
): PrecacheEntry[] {
  return [...files]
    .filter(([name]) => pattern.test(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, content]) => ({
      url: `/${name}`,
      revision: HASHED.test(name)
        ? null
        : createHash('sha256').update(content).digest('hex').slice(0, 16),
    }));
}

/** Puts the list where the worker reads it; a worker without exactly one placeholder is a bug. */
export function injectPrecacheList(code: string, entries: PrecacheEntry[]): string {
  const parts = code.split(PRECACHE_PLACEHOLDER);
  if (parts.length !== 2) {
    throw new Error(
      `The service worker must read ${PRECACHE_PLACEHOLDER} exactly once; found ${parts.length - 1}.`,
    );
  }
  return parts.join(JSON.stringify(entries));
}

/** One classic script (workers registered without type: 'module'), minified, nothing written. */
async function buildWorker(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // Workbox logs in development builds; in a library build Vite leaves process.env alone.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'jetsweatServiceWorker' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The service worker built to nothing.');
  return chunk.code;
}
