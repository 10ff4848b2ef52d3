#!/usr/bin/env node
/**
 * `npm start`'s build step: builds the web app only when what it is built from changed since the
 * last start built it (a start rebuilt it every time: 18 to 27 s). The inputs' paths, sizes and
 * modification times are kept in .tmp; the next start compares them. `npm run build` (the tests,
 * the container) always builds, the compiled server too.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
// Outside the build folder, which the server publishes.
const stampFile = path.join(root, '.tmp', 'web-build-inputs');
/** What the web build reads: its sources, public files, configuration, the contract, the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build-tools',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(full).sort()) yield* files(path.join(entry, child));
}

function fingerprint() {
  const hash = crypto.createHash('sha256');
  for (const input of INPUTS)
    for (const file of files(input)) {
      const s = fs.statSync(path.join(root, file));
      hash.update(`${file}\0${s.size}\0${s.mtimeMs}\n`);
    }
  return hash.digest('hex');
}

const now = fingerprint();
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
if (built === now && fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('The web app is already built from these sources: not building it again.');
  process.exit(0);
}
// The web app only: `npm start` runs the server's TypeScript source, not the compiled server.
const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
  cwd: root,
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
fs.mkdirSync(path.dirname(stampFile), { recursive: true });
fs.writeFileSync(stampFile, `${now}\n`);
