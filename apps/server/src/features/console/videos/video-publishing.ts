import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';
import {
  calorieBurnOf,
  heartRateFactorOf,
  insertVideos,
  slugOf,
  uploadedMediaOf,
} from '../../videos/service.ts';
import type { ConsoleVideo } from '@jetsweat/contract';
import { UNPUBLISHED_AT } from './video-keys.ts';
import type { ConsoleVideoRow } from './video-store.ts';
import { consoleVideoView } from './video-view.ts';

/** The videos table's bounds on a class's length (migration 009): whole minutes, 1 to 240. */
const lengthOf = (seconds: number) =>
  Math.min(4 * 3600, Math.max(60, Math.ceil(seconds / 60) * 60));

/** The library row's filter fields from the upload's details. */
function libraryFields(v: ConsoleVideo) {
  const seconds = lengthOf(v.durationSeconds ?? 60);
  return {
    instructor_id: v.instructorId,
    title: v.title,
    summary: v.summary,
    class_type: v.classType,
    equipment: v.equipment,
    level: v.level,
    body_focus: v.bodyFocus,
    duration_seconds: seconds,
    calorie_burn: calorieBurnOf(v.classType, v.level, seconds / 60),
    mhr: heartRateFactorOf(v.classType, v.level),
  };
}

/**
 * Puts the upload's class in the member library, published `now`: the first time a new row of
 * the videos table (its media in the file storage, uploadedMediaOf), later the same row again.
 * Answers the library id.
 */
export async function publishToLibrary(
  tx: Database,
  row: ConsoleVideoRow,
  now: Date,
): Promise<number> {
  const v = consoleVideoView(row);
  if (row.video_id !== null) {
    await tx
      .updateTable('videos')
      .set({ ...libraryFields(v), published_at: now })
      .where('id', '=', row.video_id)
      .execute();
    return row.video_id;
  }
  const f = libraryFields(v);
  const rank = await tx
    .selectFrom('videos')
    .select(sql<number>`coalesce(max(recommendation_rank), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  const slug = `${slugOf(v.title).slice(0, 60).replace(/-$/, '') || 'class'}-upload-${row.id}`;
  const media = uploadedMediaOf(row.id);
  const ids = await insertVideos(tx, [
    {
      slug,
      studioId: row.studio_id,
      instructorId: f.instructor_id,
      title: f.title,
      summary: f.summary,
      classType: f.class_type,
      equipment: f.equipment,
      level: f.level,
      bodyFocus: f.body_focus,
      limitations: [],
      targetMuscles: [],
      durationSeconds: f.duration_seconds,
      calorieBurn: f.calorie_burn,
      mhr: f.mhr,
      streamPath: media.streamPath,
      captionsPath: media.captionsPath,
      posterPath: media.posterPath,
      publishedAt: now,
      recommendationRank: rank.next,
    },
  ]);
  return ids.get(slug)!;
}

/** Takes the class out of the library (see UNPUBLISHED_AT). */
export async function unpublishFromLibrary(tx: Database, videoId: number): Promise<void> {
  await tx
    .updateTable('videos')
    .set({ published_at: UNPUBLISHED_AT })
    .where('id', '=', videoId)
    .execute();
}

/** Keeps a published class's library row in step with edited details. */
export async function refreshLibraryRow(tx: Database, row: ConsoleVideoRow): Promise<void> {
  if (row.video_id === null) return;
  await tx
    .updateTable('videos')
    .set(libraryFields(consoleVideoView(row)))
    .where('id', '=', row.video_id)
    .execute();
}
