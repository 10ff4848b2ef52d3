import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's folder (apps/server), found by walking up from this module's folder to the
 * package.json that names the server. The same answer from the TypeScript source (src/platform,
 * run by tsx in development and tests) and from the compiled bundle (dist/main.js, in production),
 * so the files read at run time (migrations, demo seed files, the built web app) are found from
 * either.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@jetsweat/server') return dir;
    }
    if (path.dirname(dir) === dir)
      throw new Error(`apps/server/package.json was not found above ${from}`);
  }
}

export const serverRoot = findServerRoot(import.meta.dirname);

/** The repository's root (two folders above apps/server). */
export const repoRoot = path.resolve(serverRoot, '../..');
