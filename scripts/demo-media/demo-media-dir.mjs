/**
 * Where the generated demo media live. The site's own videos (demo-videos.json "site": the home
 * page's background, the sizzle reel, the live demo) are small and the production site plays
 * them, so they stay committed under apps/web/public/media/videos. The demo studios' preview
 * videos and the demo classes' renditions (tens of MB) are made on each machine into a cache in
 * the data folder: the media folder the server reads (MEDIA_DIR), by default DATA_DIR/demo-media,
 * the same rule as the server (apps/server/src/platform/config/config.ts).
 */
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The committed media the web build publishes (posters, studio images, the site's videos). */
export const committedMediaDir = path.join(repoRoot, 'apps/web/public/media');

/** The generated media's folder for `env`: relative paths from the working folder, as the server. */
export function demoMediaDir(env = process.env) {
  const given = (name) => (env[name] ? env[name] : undefined);
  return path.resolve(given('MEDIA_DIR') ?? path.join(given('DATA_DIR') ?? './data', 'demo-media'));
}
