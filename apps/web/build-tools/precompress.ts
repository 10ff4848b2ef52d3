import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|m3u8|vtt|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, once, at build time, so the server
 * sends compressed files without compressing on each request (@fastify/static preCompressed).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'jetsweat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .filter((f) => TEXT.test(f))
        .map((f) => path.join(outDir, f));
      // zlib's async calls run on the thread pool, so the files compress side by side.
      await Promise.all(
        files.map(async (file) => {
          const bytes = await fs.readFile(file);
          // Tiny files gain nothing from compression.
          if (bytes.length < 1024) return;
          // Brotli quality 9 is within a few per cent of 11 at a fraction of the build time.
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
