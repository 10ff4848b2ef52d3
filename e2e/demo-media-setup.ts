import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Before the suite: the generated demo media its servers play (the demo classes' renditions, the
 * studios' previews), made into the default data folder's cache when missing (about a second
 * when they are there; `npm test` and .ci/run make them before, so the time shows in its own
 * step). docs/decisions/0101-demo-media-generated.md.
 */
export default function makeDemoMedia(): void {
  const root = path.resolve(import.meta.dirname, '..');
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/demo-media/make-demo-media.mjs'],
    { cwd: root, env: { ...process.env, MEDIA_DIR: E2E_MEDIA_DIR }, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('The demo media could not be made (npm run demo:media)');
}

/** Shared by every run (the suite's data folder is new each run): made once, kept. */
export const E2E_MEDIA_DIR =
  process.env.MEDIA_DIR || path.resolve(import.meta.dirname, '../data/demo-media');
