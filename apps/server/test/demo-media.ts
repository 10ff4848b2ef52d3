import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The generated demo media the tests play (docs/decisions/0101-demo-media-generated.md): MEDIA_DIR
 * when set, else the default data folder's, where `npm run demo:media` makes them.
 */
export const testMediaDir = process.env.MEDIA_DIR || path.join(repoRoot, 'data/demo-media');

/** Long enough to make them all on a busy two-core machine the first time (about 6 minutes). */
export const MAKING_TIMEOUT_MS = 20 * 60_000;

/**
 * Makes the demo media that are missing: a second or two when all are made (`npm test` and
 * .ci/run make them before the suites), minutes the first time a test file run alone needs them.
 */
export function ensureDemoMedia(): void {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/demo-media/make-demo-media.mjs'],
    { cwd: repoRoot, env: { ...process.env, MEDIA_DIR: testMediaDir }, stdio: 'inherit' },
  );
  if (r.status !== 0)
    throw new Error('The demo media could not be made (npm run demo:media says why)');
}
