import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, serverRoot } from '../config/server-root.ts';

/** Which release of the product runs: what an operator quotes when something went wrong. */
export interface Release {
  /** The root package.json's version. */
  version: string;
  /** The git commit it was built from, or `unknown` (a build without git, nor RELEASE_COMMIT). */
  commit: string;
}

/** Written beside the compiled server by scripts/build-server.mjs, where git may be absent. */
const builtRelease = path.join(serverRoot, 'dist/release.json');

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function readRelease(): Release {
  // The compiled server says what it was built from; the source run by tsx asks git now.
  if (!import.meta.url.endsWith('.ts') && fs.existsSync(builtRelease))
    return JSON.parse(fs.readFileSync(builtRelease, 'utf8')) as Release;
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return { version: version ?? '0.0.0', commit: process.env.RELEASE_COMMIT || gitCommit() };
}

export const release: Release = readRelease();
