import { chapterTexts, videoTexts, type Chapter } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import { chapteredVideo, chaptersOf, replaceChapters } from './chapters-store.ts';

/** 41:05 for 2465 seconds: the class's end as the player's clock shows it. */
const clockText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A studio's class's chapters, replaced (issue 56, item 3). The body's order was checked at the
 * edge (chaptersBodySchema); here what needs the class: it is this studio's (403, or 404 when there
 * is no such class), and every chapter starts before its end (400 naming the end). A refusal
 * changes nothing; the class row is locked so two edits do not interleave.
 */
export async function setChapters(
  db: Database,
  studioId: number,
  videoId: number,
  chapters: readonly Chapter[],
): Promise<Chapter[]> {
  return db.transaction().execute(async (tx) => {
    const video = await chapteredVideo(tx, videoId, true);
    if (!video) throw notFound(videoTexts.videoNotFound);
    if (video.studio_id !== studioId) throw forbidden(chapterTexts.notYours);
    const late = chapters.findIndex((c) => c.startSeconds >= video.duration_seconds);
    if (late >= 0)
      throw fieldError(
        `chapters.${late}`,
        chapterTexts.pastTheEnd(clockText(video.duration_seconds)),
      );
    await replaceChapters(tx, videoId, chapters);
    return chaptersOf(tx, videoId);
  });
}
