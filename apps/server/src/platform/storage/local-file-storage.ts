import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type FileStorage } from './file-storage.ts';

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

async function walk(dir: string, rel: string, into: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  for (const e of entries) {
    // Files being written are dot-named until they are renamed into place.
    if (e.name.startsWith('.')) continue;
    const key = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) await walk(path.join(dir, e.name), key, into);
    else into.push(key);
  }
}

/**
 * Files under one folder on this machine's disk (DATA_DIR/storage by default): each key is a
 * path under it. Writes go to a hidden temporary file renamed into place, so a reader sees the
 * whole file or none. Good for one instance, or several sharing a network disk.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.${randomBytes(6).toString('hex')}.part`);
      try {
        await writeFile(temp, body);
        await rename(temp, file);
      } catch (err) {
        await unlink(temp).catch(() => undefined);
        throw err;
      }
    },

    async read(key, range) {
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
      return createReadStream(file, range && { start: range.start, end: range.end }) as Readable;
    },

    async size(key) {
      try {
        const s = await stat(fileOf(key));
        return s.isFile() ? s.size : undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },

    async list(prefix) {
      checkKey(prefix, { prefix: true });
      // The folder the prefix names (or is inside), then only the keys that start with it.
      const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : path.posix.dirname(prefix);
      const start = folder === '.' ? '' : folder;
      const keys: string[] = [];
      await walk(path.join(root, ...start.split('/').filter(Boolean)), start, keys);
      return keys.filter((k) => k.startsWith(prefix)).sort();
    },

    async deletePrefix(prefix) {
      checkKey(prefix, { prefix: true });
      if (prefix.endsWith('/')) {
        await rm(path.join(root, ...prefix.split('/').filter(Boolean)), {
          recursive: true,
          force: true,
        });
        return;
      }
      for (const key of await this.list(prefix)) await rm(fileOf(key), { force: true });
    },
  };
}
