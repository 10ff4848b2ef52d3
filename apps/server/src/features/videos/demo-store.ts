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

/** The ids of the classes with these slugs, by slug. */
export async function videoIdsBySlug(
  tx: Database,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await tx
    .selectFrom('videos')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}
