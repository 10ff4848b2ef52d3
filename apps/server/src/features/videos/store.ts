import type {
  BodyFocus,
  ClassLevel,
  ClassType,
  Equipment,
  Muscle,
  Special,
} from '@jetsweat/contract';
import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/** The catalogue's tables (videos, programs, program_classes) are written here and only here. */

export interface NewVideo {
  slug: string;
  studioId: number;
  instructorId: number;
  title: string;
  summary: string;
  classType: ClassType;
  equipment: Equipment[];
  level: ClassLevel;
  bodyFocus: BodyFocus;
  limitations: Special[];
  targetMuscles: Muscle[];
  durationSeconds: number;
  calorieBurn: number;
  mhr: number | null;
  streamPath: string;
  captionsPath: string;
  posterPath: string;
  publishedAt: Date;
  recommendationRank: number;
}

/**
 * Stores classes in one statement (the demo library's 126 took a quarter of a second one by one
 * on the embedded database); answers each new id by slug.
 */
export async function insertVideos(db: Database, videos: NewVideo[]): Promise<Map<string, number>> {
  if (videos.length === 0) return new Map();
  const rows = await db
    .insertInto('videos')
    .values(
      videos.map((v) => ({
        slug: v.slug,
        studio_id: v.studioId,
        instructor_id: v.instructorId,
        title: v.title,
        summary: v.summary,
        class_type: v.classType,
        equipment: v.equipment,
        level: v.level,
        body_focus: v.bodyFocus,
        limitations: v.limitations,
        target_muscles: v.targetMuscles,
        duration_seconds: v.durationSeconds,
        calorie_burn: v.calorieBurn,
        mhr: v.mhr,
        stream_path: v.streamPath,
        captions_path: v.captionsPath,
        poster_path: v.posterPath,
        published_at: v.publishedAt,
        recommendation_rank: v.recommendationRank,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function countVideos(db: Database): Promise<number> {
  const row = await db
    .selectFrom('videos')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .executeTakeFirst();
  return row?.n ?? 0;
}

export interface NewProgram {
  slug: string;
  title: string;
  summary: string;
  posterPath: string;
  publishedAt: Date;
  recommendationRank: number;
  /** Video ids week by week, in order. */
  weeks: number[][];
}

/** Stores a program and its classes together. */
export async function insertProgram(db: Database, p: NewProgram): Promise<number> {
  const { id: programId } = await db
    .insertInto('programs')
    .values({
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      poster_path: p.posterPath,
      published_at: p.publishedAt,
      recommendation_rank: p.recommendationRank,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries = p.weeks.flatMap((videoIds, w) =>
    videoIds.map((videoId, i) => ({
      program_id: programId,
      week: w + 1,
      position: i + 1,
      video_id: videoId,
    })),
  );
  if (entries.length > 0) await db.insertInto('program_classes').values(entries).execute();
  return programId;
}

/** Whether the member has watched any class (the demo member is filled once). */
export async function hasWatchedAny(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('video_positions')
    .select('video_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The first classes published by `before`, in recommended order. */
export function firstPublishedVideos(
  db: Database,
  before: Date,
  limit: number,
): Promise<Pick<Selectable<Tables['videos']>, 'id' | 'studio_id' | 'duration_seconds'>[]> {
  return db
    .selectFrom('videos')
    .select(['id', 'studio_id', 'duration_seconds'])
    .where('published_at', '<=', before)
    .orderBy('recommendation_rank')
    .orderBy('id')
    .limit(limit)
    .execute();
}
