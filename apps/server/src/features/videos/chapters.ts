import {
  chapterClock,
  chapterTexts,
  videoTexts,
  type Chapter,
  type ChapteredClass,
  type ClassChapters,
} from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import {
  chapteredVideo,
  chaptersOf,
  replaceChapters,
  studioChapteredClasses,
} from './chapters-store.ts';

/** The class, when it is this studio's: else 404 (no such class) or 403 (another studio's). */
async function studiosClass(db: Database, studioId: number, videoId: number, lock: boolean) {
  const video = await chapteredVideo(db, videoId, lock);
  if (!video) throw notFound(videoTexts.videoNotFound);
  if (video.studio_id !== studioId) throw forbidden(chapterTexts.notYours);
  return video;
}

/** What a replacement changed, for the caller's record of it (the console's audit log). */
export interface ChaptersReplaced {
  videoId: number;
  title: string;
  before: number;
  after: number;
}

/**
 * A studio's class's chapters, replaced (issue 56, item 3). The body's order was checked at the
 * edge (chaptersBodySchema); here what needs the class: it is this studio's (403, or 404 when there
 * is no such class), and every chapter starts before its end (400 naming the end). A refusal
 * changes nothing; the class row is locked so two edits do not interleave. `record` runs in the
 * same transaction, so the change and its record commit together or not at all.
 */
export async function setChapters(
  db: Database,
  studioId: number,
  videoId: number,
  chapters: readonly Chapter[],
  record?: (tx: Database, change: ChaptersReplaced) => Promise<void>,
): Promise<Chapter[]> {
  return db.transaction().execute(async (tx) => {
    const video = await studiosClass(tx, studioId, videoId, true);
    const late = chapters.findIndex((c) => c.startSeconds >= video.duration_seconds);
    if (late >= 0)
      throw fieldError(
        `chapters.${late}`,
        chapterTexts.pastTheEnd(chapterClock(video.duration_seconds)),
      );
    const before = (await chaptersOf(tx, videoId)).length;
    await replaceChapters(tx, videoId, chapters);
    const after = await chaptersOf(tx, videoId);
    await record?.(tx, { videoId, title: video.title, before, after: after.length });
    return after;
  });
}

/** A studio's class's chapters with its title and length, for the console's form. */
export async function classChapters(
  db: Database,
  studioId: number,
  videoId: number,
): Promise<ClassChapters> {
  const video = await studiosClass(db, studioId, videoId, false);
  return {
    videoId,
    title: video.title,
    durationSeconds: video.duration_seconds,
    chapters: await chaptersOf(db, videoId),
  };
}

/** A studio's library classes by title, each with how many chapters it has. */
export async function chapteredClasses(db: Database, studioId: number): Promise<ChapteredClass[]> {
  const rows = await studioChapteredClasses(db, studioId);
  return rows.map((r) => ({
    videoId: r.id,
    title: r.title,
    durationSeconds: r.duration_seconds,
    chapterCount: Number(r.chapters),
  }));
}
