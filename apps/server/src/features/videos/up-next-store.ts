import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * The class after `videoId` in a published program that holds it (the first such program as the
 * library recommends them), with the program's title; undefined when it is in none or is last.
 */
export async function nextInProgram(
  db: Database,
  videoId: number,
  now: Date,
): Promise<{ id: number; program_title: string } | undefined> {
  const place = await db
    .selectFrom('program_classes as pc')
    .innerJoin('programs as p', 'p.id', 'pc.program_id')
    .select(['pc.program_id', 'pc.week', 'pc.position', 'p.title'])
    .where('pc.video_id', '=', videoId)
    .where('p.published_at', '<=', now)
    .orderBy('p.recommendation_rank')
    .orderBy('p.id')
    .orderBy('pc.week')
    .orderBy('pc.position')
    .executeTakeFirst();
  if (!place) return undefined;
  const next = await db
    .selectFrom('videos as v')
    .innerJoin('program_classes as pc', 'pc.video_id', 'v.id')
    .select('v.id')
    .where('pc.program_id', '=', place.program_id)
    .where(sql<boolean>`(pc.week, pc.position) > (${place.week}, ${place.position})`)
    .where('v.id', '<>', videoId)
    .where('v.published_at', '<=', now)
    .orderBy('pc.week')
    .orderBy('pc.position')
    .limit(1)
    .executeTakeFirst();
  return next && { id: next.id, program_title: place.title };
}

/**
 * The studio's class after `videoId` in the library's recommended order, from the start again
 * past the last; undefined when the studio has no other published class.
 */
export async function nextOfStudio(
  db: Database,
  videoId: number,
  now: Date,
): Promise<{ id: number } | undefined> {
  const here = await db
    .selectFrom('videos')
    .select(['studio_id', 'recommendation_rank'])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (!here) return undefined;
  return db
    .selectFrom('videos as v')
    .select('v.id')
    .where('v.studio_id', '=', here.studio_id)
    .where('v.id', '<>', videoId)
    .where('v.published_at', '<=', now)
    .orderBy(sql`(v.recommendation_rank, v.id) > (${here.recommendation_rank}, ${videoId})`, 'desc')
    .orderBy('v.recommendation_rank')
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirst();
}
