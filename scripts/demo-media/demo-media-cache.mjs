/**
 * The machine's cache of drawn demo media items, shared by every checkout on the machine
 * (docs/decisions/0126-demo-media-machine-cache.md): an item drawn once is copied, not drawn
 * again, wherever the same content key is wanted: a fresh clone in CI, a second worktree, a data
 * folder removed. DEMO_MEDIA_CACHE names the folder, or `off`; by default it is the user's cache
 * folder (XDG_CACHE_HOME, else ~/.cache) under jetsweat/demo-media. One entry per item and key;
 * storing a new key for an item removes its older ones. A cache that cannot be read or written
 * only means the item is drawn: it never fails a run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The cache's folder for `env`, or null when it is turned off. */
export function demoMediaCacheDir(env = process.env) {
  const given = env.DEMO_MEDIA_CACHE;
  if (given === 'off') return null;
  if (given) return path.resolve(given);
  const userCache = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(userCache, 'jetsweat', 'demo-media');
}

/** The folder an item's drawing of `key` is kept in. */
const entryOf = (cache, folder, key) => path.join(cache, folder.replace('/', '-'), key);

/** Copies the cached drawing of `folder` at `key` into `into`; answers whether there was one. */
export function cachedItem(folder, key, into, env = process.env) {
  const cache = demoMediaCacheDir(env);
  if (!cache) return false;
  const entry = entryOf(cache, folder, key);
  try {
    if (!fs.statSync(entry).isDirectory()) return false;
    fs.cpSync(entry, into, { recursive: true });
    return true;
  } catch (err) {
    if (err.code !== 'ENOENT')
      console.warn(`demo media: the machine cache's ${folder} could not be read (${err.message})`);
    fs.rmSync(into, { recursive: true, force: true });
    fs.mkdirSync(into, { recursive: true });
    return false;
  }
}

/**
 * Keeps the drawing of `folder` at `key` (the files in `from`) in the cache. Written beside its
 * place and renamed into it, so a reader never copies half an entry; a second writer of the same
 * key (another checkout at the same moment) finds the place taken and leaves it.
 */
export function keepInCache(folder, key, from, env = process.env) {
  const cache = demoMediaCacheDir(env);
  if (!cache) return;
  const entry = entryOf(cache, folder, key);
  const parent = path.dirname(entry);
  const writing = path.join(parent, `.${key}.${process.pid}`);
  try {
    fs.mkdirSync(parent, { recursive: true });
    fs.rmSync(writing, { recursive: true, force: true });
    fs.cpSync(from, writing, { recursive: true });
    fs.renameSync(writing, entry);
    for (const other of fs.readdirSync(parent))
      if (other !== key && !other.startsWith('.'))
        fs.rmSync(path.join(parent, other), { recursive: true, force: true });
  } catch (err) {
    if (!['EEXIST', 'ENOTEMPTY'].includes(err.code))
      console.warn(`demo media: ${folder} could not be kept in the machine cache (${err.message})`);
  } finally {
    fs.rmSync(writing, { recursive: true, force: true });
  }
}
