import type { Chapter } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';

/** A class's chapters in order. */
export async function chaptersOf(db: Database, videoId: number): Promise<Chapter[]> {
  const rows = await db
    .selectFrom('video_chapters')
    .select(['title', 'start_seconds'])
    .where('video_id', '=', videoId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ title: r.title, startSeconds: r.start_seconds }));
}

/** Whether the class has any chapter (the demo seed adds them only to a class without). */
export async function hasChapters(db: Database, videoId: number): Promise<boolean> {
  const row = await db
    .selectFrom('video_chapters')
    .select('video_id')
    .where('video_id', '=', videoId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces a class's chapters with these, in their order. */
export async function replaceChapters(
  tx: Database,
  videoId: number,
  chapters: readonly Chapter[],
): Promise<void> {
  await tx.deleteFrom('video_chapters').where('video_id', '=', videoId).execute();
  if (chapters.length === 0) return;
  await tx
    .insertInto('video_chapters')
    .values(
      chapters.map((c, position) => ({
        video_id: videoId,
        position,
        title: c.title,
        start_seconds: c.startSeconds,
      })),
    )
    .execute();
}

/**
 * What the chapters are checked against: the class's studio and length, published or not;
 * `lock` holds the row to the transaction's end.
 */
export function chapteredVideo(db: Database, videoId: number, lock = false) {
  return db
    .selectFrom('videos')
    .select(['id', 'studio_id', 'title', 'duration_seconds'])
    .where('id', '=', videoId)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A studio's library classes (published or not) by title, each with how many chapters it has. */
export function studioChapteredClasses(db: Database, studioId: number) {
  return db
    .selectFrom('videos')
    .leftJoin('video_chapters', 'video_chapters.video_id', 'videos.id')
    .select((eb) => [
      'videos.id',
      'videos.title',
      'videos.duration_seconds',
      eb.fn.count<string | number>('video_chapters.position').as('chapters'),
    ])
    .where('videos.studio_id', '=', studioId)
    .groupBy(['videos.id', 'videos.title', 'videos.duration_seconds'])
    .orderBy('videos.title')
    .orderBy('videos.id')
    .execute();
}
