import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { studioContent } from '../studios/service.ts';
import { STUDIO_IMAGE_PATH, STUDIO_IMAGE_PREFIX } from './image-processing.ts';

/** Told when a replaced image's file could not be removed: the change itself stands. */
export type FileLeft = (err: unknown, key: string) => void;

/** A route's FileLeft: a warning in its request's log, for someone to remove the file by hand. */
export const logFileLeft =
  (log: FastifyBaseLogger): FileLeft =>
  (err, key) =>
    log.warn({ err, key }, 'a replaced studio image could not be removed from the storage');

/** The storage key of a console-stored image of the studio, or undefined (a seeded address). */
function storedKeyOf(studioId: number, url: string): string | undefined {
  const match = new RegExp(`^${STUDIO_IMAGE_PATH}/${studioId}/([0-9a-f]{32}\\.(?:webp|png))$`).exec(
    url,
  );
  return match ? `${STUDIO_IMAGE_PREFIX}/${studioId}/${match[1]}` : undefined;
}

/**
 * Removes the file of an image the studio no longer shows. Called only after the change that
 * replaced or cleared it has committed, so a crash leaves at worst a file nobody points at, never
 * a page pointing at a missing file. Files are named by their content's hash, so the same picture
 * may serve two slots (or come back in the same one): it is kept while anything still points at
 * it. A failure is told to `fileLeft` and otherwise ignored: the change is already saved.
 */
export async function dropUnusedImage(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  studioId: number,
  url: string,
  fileLeft: FileLeft,
): Promise<void> {
  const key = storedKeyOf(studioId, url);
  if (!key) return;
  try {
    if (await studioContent.imageInUse(db, studioId, url)) return;
    // The key is a whole file name (hash and type), so as a prefix it names that file only.
    await storage.deletePrefix(key);
  } catch (err) {
    fileLeft(err, key);
  }
}
