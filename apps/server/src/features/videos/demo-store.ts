import type { Database } from '../../platform/db/database.ts';

// The demo library's own reads and writes of videos (seed-demo.ts): moving classes of an older
// demo database to the media of their listed length.

/** The classes whose stream path matches a LIKE pattern. */
export function videosStreamingFrom(tx: Database, pattern: string) {
  return tx
    .selectFrom('videos')
    .select(['slug', 'stream_path'])
    .where('stream_path', 'like', pattern)
    .execute();
}

/** Points a class at other media: its playlist and captions. */
export async function setVideoMedia(
  tx: Database,
  slug: string,
  streamPath: string,
  captionsPath: string,
): Promise<void> {
  await tx
    .updateTable('videos')
    .set({ stream_path: streamPath, captions_path: captionsPath })
    .where('slug', '=', slug)
    .execute();
}
