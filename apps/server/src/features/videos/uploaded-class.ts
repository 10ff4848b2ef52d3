import type { ConsoleVideo } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { calorieBurnOf, heartRateFactorOf, slugOf } from './demo-library.ts';
import { uploadedMediaOf } from './recorded-media.ts';
import { insertVideos } from './store.ts';
import { nextRecommendationRank, updateLibraryClass } from './uploaded-class-store.ts';

/**
 * A published class's publication date when the studio unpublishes it: the library lists only
 * classes published by now (published_at <= now), so this hides it everywhere without a second
 * rule, and keeps the members' favourites and history of it.
 */
export const UNPUBLISHED_AT = new Date('9999-12-31T00:00:00Z');

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
 * Puts a studio's uploaded class (the console's) in the member library, published `now`, through
 * the caller's transaction: the first time a new row of the videos table (its media in the file
 * storage, uploadedMediaOf), later the same row again. Answers the library id.
 */
export async function publishUploadedClass(
  tx: Database,
  v: ConsoleVideo,
  now: Date,
): Promise<number> {
  if (v.libraryVideoId !== null) {
    await updateLibraryClass(tx, v.libraryVideoId, { ...libraryFields(v), published_at: now });
    return v.libraryVideoId;
  }
  const f = libraryFields(v);
  const rank = await nextRecommendationRank(tx);
  const slug = `${slugOf(v.title).slice(0, 60).replace(/-$/, '') || 'class'}-upload-${v.id}`;
  const media = uploadedMediaOf(v.id);
  const ids = await insertVideos(tx, [
    {
      slug,
      studioId: v.studioId,
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
      recommendationRank: rank,
    },
  ]);
  return ids.get(slug)!;
}

/** Takes an uploaded class out of the library (see UNPUBLISHED_AT). */
export async function unpublishUploadedClass(tx: Database, videoId: number): Promise<void> {
  await updateLibraryClass(tx, videoId, { published_at: UNPUBLISHED_AT });
}

/** Keeps a published uploaded class's library row in step with its edited details. */
export async function refreshUploadedClass(tx: Database, v: ConsoleVideo): Promise<void> {
  if (v.libraryVideoId === null) return;
  await updateLibraryClass(tx, v.libraryVideoId, libraryFields(v));
}
