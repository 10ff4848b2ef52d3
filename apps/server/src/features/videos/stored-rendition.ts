import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../platform/storage/file-storage.ts';

/**
 * Puts every file of an encoded rendition (a folder hls-ladder.ts's ffmpeg wrote) into the file
 * storage under `storagePrefix`: recorded live classes and console uploads both store theirs so.
 * The playlists last, so a reader never finds a playlist naming a segment not there yet.
 */
export async function storeRendition(
  storage: FileStorage,
  storagePrefix: string,
  dir: string,
): Promise<void> {
  const files = (await readdir(dir)).sort(
    (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
  );
  for (const f of files) await storage.put(storagePrefix + f, createReadStream(path.join(dir, f)));
}
