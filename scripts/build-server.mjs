#!/usr/bin/env node
/**
 * Compiles the server for production: esbuild bundles apps/server/src/main.ts (and the newsletter
 * command) with the contract package into apps/server/dist, as plain JavaScript for Node.js;
 * the npm packages stay outside the bundle and are loaded from node_modules as usual. Types are
 * not checked here (`npm run typecheck` does that); this takes about a second.
 *
 *   node scripts/build-server.mjs      # then: node --enable-source-maps apps/server/dist/main.js
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist');
const manifest = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
/**
 * Every npm package the server or the contract names stays an import (one copy of zod, shared
 * with the packages that check its schemas); the workspace contract itself is bundled in.
 */
const external = ['apps/server', 'packages/contract']
  .map(manifest)
  .flatMap((m) => Object.keys({ ...m.dependencies, ...m.devDependencies }))
  .filter((name) => !name.startsWith('@jetsweat/'))
  .flatMap((name) => [name, `${name}/*`]);

// Built beside the old bundle, then swapped in: a server starting meanwhile (a test, the smoke
// suite) finds one whole bundle or the other, never a half-written one.
const building = `${outdir}.building-${process.pid}`;
fs.rmSync(building, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'apps/server/src/main.ts',
    'send-newsletter': 'apps/server/src/features/marketing/send-newsletter.ts',
  },
  outdir: building,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node.js package.json's engines promise.
  target: 'node22.19',
  external,
  // Chunks shared by the two entry points, rather than two copies of the server's modules.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  // Stack traces and log lines keep the server's own function and class names.
  keepNames: true,
  logLevel: 'warning',
});
// The release it is (platform/observability/release.ts reads it): the image is built without .git,
// so the Dockerfile passes the commit in RELEASE_COMMIT.
const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
};
fs.writeFileSync(
  path.join(building, 'release.json'),
  JSON.stringify({
    version: manifest('.').version ?? '0.0.0',
    commit: process.env.RELEASE_COMMIT || gitCommit(),
  }),
);
fs.rmSync(outdir, { recursive: true, force: true });
fs.renameSync(building, outdir);
console.log(`Server compiled into apps/server/dist in ${Date.now() - started} ms.`);
