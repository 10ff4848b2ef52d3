import { sql } from 'kysely';
import {
  easternLongDate,
  recordingTexts,
  type ClassLevel,
  type ClassType,
} from '@jetsweat/contract';
import type { Database, Tables } from '../../platform/db/database.ts';
import { calorieBurnOf, heartRateFactorOf, slugOf } from './demo-library.ts';
import { recordedMediaOf } from './recorded-media.ts';
import { insertVideos } from './store.ts';

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
async function instructorIdOf(tx: Database, studioId: number, name: string): Promise<number> {
  const wanted = name.trim() || 'Studio instructor';
  const found = await tx
    .selectFrom('studio_instructors')
    .select('id')
    .where('studio_id', '=', studioId)
    .where(sql<string>`lower(trim(name))`, '=', wanted.toLowerCase())
    .orderBy('position')
    .executeTakeFirst();
  if (found) return found.id;
  const added = await tx
    .insertInto('studio_instructors')
    .values((eb) => ({
      studio_id: studioId,
      name: wanted,
      position: eb
        .selectFrom('studio_instructors')
        .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
        .where('studio_id', '=', studioId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return added.id;
}

/** A live class without a type: the studio's most common on-demand type, else Strength. */
async function classTypeOf(tx: Database, c: RecordedClass): Promise<ClassType> {
  if (c.classType) return c.classType;
  const common = await tx
    .selectFrom('videos')
    .select('class_type')
    .where('studio_id', '=', c.studioId)
    .groupBy('class_type')
    .orderBy(sql`count(*)`, 'desc')
    .executeTakeFirst();
  return common?.class_type ?? 'Strength';
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
  const rank = await tx
    .selectFrom('videos')
    .select(sql<number>`coalesce(max(recommendation_rank), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
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
      recommendationRank: rank.next,
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
  const row = await tx
    .selectFrom('videos')
    .select(['class_type', 'level'])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (!row) return false;
  const length = libraryLength(seconds);
  await tx
    .updateTable('videos')
    .set({
      duration_seconds: length,
      calorie_burn: calorieBurnOf(row.class_type, row.level, length / 60),
    })
    .where('id', '=', videoId)
    .execute();
  return true;
}
