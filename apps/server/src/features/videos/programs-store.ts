import { sql, type InferResult } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';
import type { SiteStudioId } from './library-store.ts';

/** Reads of programs: a named series of classes over weeks. */

/** A program with its length, class count, total time and class types. */
export type ProgramRow = InferResult<ReturnType<typeof programSummaries>>[number];

/** Programs with their length, class count, total time and class types. */
function programSummaries(db: Database) {
  return db
    .selectFrom('programs as p')
    .leftJoin('program_classes as pc', 'pc.program_id', 'p.id')
    .leftJoin('videos as v', 'v.id', 'pc.video_id')
    .select([
      'p.id',
      'p.slug',
      'p.title',
      'p.summary',
      'p.poster_path',
      sql<number>`coalesce(max(pc.week), 0)::int`.as('weeks'),
      sql<number>`count(pc.video_id)::int`.as('class_count'),
      sql<number>`coalesce(sum(v.duration_seconds), 0)::int`.as('total_duration'),
      sql<
        Tables['videos']['class_type'][]
      >`coalesce(array_agg(DISTINCT v.class_type) FILTER (WHERE v.class_type IS NOT NULL), '{}')`.as(
        'class_types',
      ),
    ])
    .groupBy('p.id');
}

/**
 * Published programs a site lists, recommended first (programs_recommended_idx). On a studio's
 * own site only the programs made of that studio's classes alone: a program of several studios
 * would show other studios' classes there (docs/decisions/0055-white-label-member-area.md).
 */
export async function listPrograms(
  db: Database,
  now: Date,
  siteStudioId: SiteStudioId,
  limit = 100,
): Promise<ProgramRow[]> {
  return programSummaries(db)
    .where('p.published_at', '<=', now)
    .$if(siteStudioId !== null, (q) =>
      q.having(sql<boolean>`coalesce(bool_and(v.studio_id = ${siteStudioId}), false)`),
    )
    .orderBy('p.recommendation_rank')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export async function findProgram(
  db: Database,
  programId: number,
  now: Date,
): Promise<ProgramRow | undefined> {
  return programSummaries(db)
    .where('p.id', '=', programId)
    .where('p.published_at', '<=', now)
    .executeTakeFirst();
}

/** A program's classes in order (`id`: the class), each with its week. */
export function programClasses(
  db: Database,
  programId: number,
): Promise<{ id: number; week: number }[]> {
  return db
    .selectFrom('program_classes')
    .select(['video_id as id', 'week'])
    .where('program_id', '=', programId)
    .orderBy('week')
    .orderBy('position')
    .execute();
}

/** The programs with these ids, as the library lists them (the member's calendar names them). */
export async function programsByIds(db: Database, ids: readonly number[]): Promise<ProgramRow[]> {
  if (ids.length === 0) return [];
  return programSummaries(db)
    .where('p.id', 'in', [...ids])
    .orderBy('p.recommendation_rank')
    .orderBy('p.id')
    .execute();
}

export async function classInProgram(
  db: Database,
  videoId: number,
  programId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('program_classes')
    .select('program_id')
    .where('program_id', '=', programId)
    .where('video_id', '=', videoId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
