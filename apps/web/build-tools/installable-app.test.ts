import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectPrecacheList,
  installableApp,
  precacheEntries,
  type WebAppManifest,
} from './installable-app.ts';

const manifest: WebAppManifest = {
  name: 'JetSweat',
  short_name: 'JetSweat',
  description: 'Classes.',
  start_url: '/newplatform/dashboard',
  scope: '/',
  display: 'standalone',
  background_color: '#1F3830',
  theme_color: '#9ac8b9',
  lang: 'en',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
};

describe('precacheEntries', () => {
  it('keeps the files the pattern selects, sorted, with a revision that follows the content', () => {
    const files = new Map<string, string | Uint8Array>([
      ['index.html', '<html></html>'],
      ['assets/page-a1.js', 'one'],
      ['media/class.mp4', 'video'],
    ]);
    const entries = precacheEntries(files, /^(index\.html|assets\/.+\.js)$/);
    expect(entries.map((e) => e.url)).toEqual(['/assets/page-a1.js', '/index.html']);
    files.set('index.html', '<html>changed</html>');
    const changed = precacheEntries(files, /^(index\.html|assets\/.+\.js)$/);
    expect(changed[1]?.revision).not.toBe(entries[1]?.revision);
    expect(changed[0]?.revision).toBe(entries[0]?.revision);
  });

  it("leaves out the revision of Vite's hashed files, whose name changes with their content", () => {
    const files = new Map([
      ['assets/dashboard-page-DPdmye4b.js', 'code'],
      ['icons/icon-192.png', 'png'],
    ]);
    expect(precacheEntries(files, /./)).toEqual([
      { url: '/assets/dashboard-page-DPdmye4b.js', revision: null },
      { url: '/icons/icon-192.png', revision: expect.stringMatching(/^[0-9a-f]{16}$/) },
    ]);
  });
});

describe('injectPrecacheList', () => {
  it('replaces the placeholder with the list', () => {
    const code = injectPrecacheList('go(self.__WB_MANIFEST);', [{ url: '/a.js', revision: 'r1' }]);
    expect(code).toBe('go([{"url":"/a.js","revision":"r1"}]);');
  });

  it('refuses a worker that reads the list twice or not at all', () => {
    expect(() => injectPrecacheList('go();', [])).toThrow(/exactly once; found 0/);
    expect(() => injectPrecacheList('a(self.__WB_MANIFEST);b(self.__WB_MANIFEST)', [])).toThrow(
      /exactly once; found 2/,
    );
  });
});

describe('installableApp in a build', () => {
  let root = '';
  let out = '';

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'installable-app-'));
    out = path.join(root, 'dist');
    await fs.mkdir(path.join(root, 'public', 'icons'), { recursive: true });
    await fs.writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.ts"></script></body></html>',
    );
    await fs.writeFile(path.join(root, 'main.ts'), 'document.title = "JetSweat";\n');
    await fs.writeFile(
      path.join(root, 'sw.ts'),
      'declare const self: { __WB_MANIFEST: unknown };\nconst list: unknown = self.__WB_MANIFEST;\nif (process.env.NODE_ENV !== "production") console.log(list);\n(globalThis as { precached?: unknown }).precached = list;\n',
    );
    await fs.writeFile(path.join(root, 'public', 'icons', 'icon-192.png'), 'png');
    await fs.writeFile(path.join(root, 'public', 'robots.txt'), 'User-agent: *');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: out, emptyOutDir: true },
      plugins: [
        installableApp({
          worker: 'sw.ts',
          manifest,
          precache: /^(index\.html|manifest\.webmanifest|assets\/.+\.js|icons\/[^/]+\.png)$/,
        }),
      ],
    });
  }, 60_000);

  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('writes the manifest and links it from the page', async () => {
    expect(JSON.parse(await fs.readFile(path.join(out, 'manifest.webmanifest'), 'utf8'))).toEqual(
      manifest,
    );
    expect(await fs.readFile(path.join(out, 'index.html'), 'utf8')).toContain(
      '<link rel="manifest" href="/manifest.webmanifest">',
    );
  });

  it('builds /sw.js as one script that precaches the finished page, its code and the icons', async () => {
    const worker = await fs.readFile(path.join(out, 'sw.js'), 'utf8');
    expect(worker).not.toMatch(/\bimport\b|\bexport\b|__WB_MANIFEST|process\.env/);
    const scope: { precached?: Array<{ url: string; revision: string | null }> } = {};
    new Function('self', 'globalThis', worker)(scope, scope);
    const urls = scope.precached?.map((e) => e.url) ?? [];
    const [script] = (await fs.readdir(path.join(out, 'assets'))).filter((f) => f.endsWith('.js'));
    expect(urls).toEqual(
      [`/assets/${script}`, '/icons/icon-192.png', '/index.html', '/manifest.webmanifest'].sort(),
    );
    // The page's revision is of the page as written, manifest link included.
    const page = await fs.readFile(path.join(out, 'index.html'));
    const [pageEntry] = precacheEntries(new Map([['index.html', page]]), /index/);
    expect(scope.precached?.find((e) => e.url === '/index.html')?.revision).toBe(
      pageEntry?.revision,
    );
  });
});
