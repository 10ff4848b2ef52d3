/**
 * Where the generated demo media live. The site's own videos (demo-videos.json "site": the home
 * page's background, the sizzle reel, the live demo) are small and the production site plays
 * them, so they stay committed under apps/web/public/media/videos. The demo studios' preview
 * videos and the demo classes' renditions (tens of MB) are made on each machine into a cache in
 * the data folder: the media folder the server reads (MEDIA_DIR), by default DATA_DIR/demo-media,
 * the same rule as the server (apps/server/src/platform/config/config.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The committed media the web build publishes (posters, studio images, the site's videos). */
export const committedMediaDir = path.join(repoRoot, 'apps/web/public/media');

/** The generated media's folder for `env`: relative paths from the working folder, as the server. */
export function demoMediaDir(env = process.env) {
  const given = (name) => (env[name] ? env[name] : undefined);
  return path.resolve(given('MEDIA_DIR') ?? path.join(given('DATA_DIR') ?? './data', 'demo-media'));
}

/**
 * The media folder the tests, benchmarks and CI share: MEDIA_DIR when set, else the default data
 * folder's (their servers each get a data folder of their own, made fresh).
 */
export const sharedDemoMediaDir = () =>
  process.env.MEDIA_DIR || path.join(repoRoot, 'data/demo-media');

/**
 * Makes the generated demo media that are missing in `dir` (make-demo-media.mjs): minutes the
 * first time, under a second once they are made. Throws when they cannot be made (no ffmpeg).
 */
export function ensureDemoMedia(dir = sharedDemoMediaDir()) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/demo-media/make-demo-media.mjs'],
    { cwd: repoRoot, env: { ...process.env, MEDIA_DIR: dir }, stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('The demo media could not be made (npm run demo:media)');
}

/** ensureDemoMedia, or a warning when they cannot be made: a server without them still runs. */
export function tryDemoMedia(dir = sharedDemoMediaDir()) {
  try {
    ensureDemoMedia(dir);
    return true;
  } catch (err) {
    console.warn(`${err.message}: the demo classes will not play`);
    return false;
  }
}
