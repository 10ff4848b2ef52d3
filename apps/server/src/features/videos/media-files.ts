import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../platform/deps.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { createRenditionIndex, type ReadPlaylist } from './media-rendition.ts';
import { STORED_FOLDER, storageKeyOf } from './recorded-media.ts';

async function textOf(stream: NodeJS.ReadableStream | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Playlists of the committed renditions from the media folder, of recorded ones from storage. */
function playlistReader(mediaDir: string, storage: FileStorage): ReadPlaylist {
  return async (folder, name) => {
    if (STORED_FOLDER.test(folder)) return textOf(await storage.read(storageKeyOf(folder, name)));
    return readFile(path.join(mediaDir, folder, name), 'utf8').catch(() => undefined);
  };
}

/**
 * The class renditions' files as the media routes serve them: which files a rendition's entry
 * names (kept a few minutes per rendition, media-rendition.ts), built once per server in app.ts.
 */
export function createMediaFiles(deps: Pick<Deps, 'config' | 'storage' | 'clock'>) {
  const renditionFiles = createRenditionIndex(
    playlistReader(deps.config.media.dir, deps.storage),
    () => deps.clock.now().getTime(),
  );
  return {
    /** Whether `file` belongs to the rendition whose entry is `folder` + `entry`. */
    async inRendition(folder: string, entry: string, file: string): Promise<boolean> {
      return (await renditionFiles(folder, entry)).has(file);
    },
  };
}
export type MediaFiles = ReturnType<typeof createMediaFiles>;
