import {
  easternLongDate,
  recordingTexts,
  type ClassLevel,
  type ClassType,
} from '@jetsweat/contract';
import type { Database, Tables } from '../../platform/db/database.ts';
import { calorieBurnOf, heartRateFactorOf, slugOf } from './demo-library.ts';
import { recordedMediaOf } from './recorded-media.ts';
import { findClassKind, mostCommonClassType } from './recorded-class-store.ts';
import { nextRecommendationRank, updateLibraryClass } from './uploaded-class-store.ts';
import { insertVideos } from './store.ts';
import { instructorOfStudioNamed } from '../studios/service.ts';

/** A live class's recording, ready to become an on-demand class of its studio. */
export interface RecordedClass {
  recordingId: number;
  studioId: number;
  title: string;
  description: string;
  instructorName: string;
  classType: Tables['live_classes']['class_type'];
  level: Tables['live_classes']['level'];
  scheduledAt: Date;
  seconds: number;
  publishedAt: Date;
}

/** The videos table's bounds on a class's length (migration 009). */
const MIN_SECONDS = 60;
const MAX_SECONDS = 4 * 3600;

/**
 * The instructor the on-demand class names: the studio's presented instructor of that name, or,
 * when the studio's page does not present them yet, a new entry for them (they teach there).
 */
const instructorIdOf = (tx: Database, studioId: number, name: string): Promise<number> =>
  instructorOfStudioNamed(tx, studioId, name.trim() || 'Studio instructor');

/** A live class without a type: the studio's most common on-demand type, else Strength. */
async function classTypeOf(tx: Database, c: RecordedClass): Promise<ClassType> {
  return c.classType ?? (await mostCommonClassType(tx, c.studioId)) ?? 'Strength';
}

/** A recording's length as the library keeps it: whole minutes up, one minute to four hours. */
const libraryLength = (seconds: number) =>
  Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, Math.ceil(seconds / 60) * 60));

/**
 * Stores the on-demand class a recording becomes, published now, and answers its id. Its length
 * is the recording's, in whole minutes up (the library shows minutes, and keeps classes between
 * one minute and four hours). Its slug carries the recording's id, so the same recording cannot
 * be stored twice under the unique slug; the caller's transaction marks the recording ready with
 * it (live_recordings.video_id is unique too).
 */
export async function insertRecordedClass(tx: Database, c: RecordedClass): Promise<number> {
  const classType = await classTypeOf(tx, c);
  const level: ClassLevel = c.level ?? 'Intermediate';
  const seconds = libraryLength(c.seconds);
  const rank = await nextRecommendationRank(tx);
  const slug = `${slugOf(c.title).slice(0, 60).replace(/-$/, '') || 'class'}-recorded-${c.recordingId}`;
  const media = recordedMediaOf(c.recordingId);
  const ids = await insertVideos(tx, [
    {
      slug,
      studioId: c.studioId,
      instructorId: await instructorIdOf(tx, c.studioId, c.instructorName),
      title: c.title,
      summary:
        c.description.trim().slice(0, 4000) ||
        recordingTexts.recordedSummary(c.instructorName.trim(), easternLongDate(c.scheduledAt)),
      classType,
      equipment: ['None'],
      level,
      bodyFocus: classType === 'Meditation' ? 'Mind' : 'Total Body',
      limitations: [],
      targetMuscles: [],
      durationSeconds: seconds,
      calorieBurn: calorieBurnOf(classType, level, seconds / 60),
      mhr: heartRateFactorOf(classType, level),
      streamPath: media.streamPath,
      captionsPath: media.captionsPath,
      posterPath: media.posterPath,
      publishedAt: c.publishedAt,
      recommendationRank: rank,
    },
  ]);
  return ids.get(slug)!;
}

/**
 * The on-demand class of a recording made again (its live class resumed after "End class", and
 * its takes joined anew into the same media folder): its length and calories follow the longer
 * class; its id, title, slug and publication stay. False when the class is gone.
 */
export async function updateRecordedClass(
  tx: Database,
  videoId: number,
  seconds: number,
): Promise<boolean> {
  const row = await findClassKind(tx, videoId);
  if (!row) return false;
  const length = libraryLength(seconds);
  await updateLibraryClass(tx, videoId, {
    duration_seconds: length,
    calorie_burn: calorieBurnOf(row.class_type, row.level, length / 60),
  });
  return true;
}
