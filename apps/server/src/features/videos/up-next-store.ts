import { sql } from 'kysely';
import type { UpNext } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';

type UpNextReason = NonNullable<UpNext['reason']>;

/**
 * The class after `videoId` in a published program that holds it (the first such program as the
 * library recommends them), with the program's title; undefined when it is in none or is last.
 */
async function nextInProgram(
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
 * The class after `videoId` by the same instructor or of the same studio (`by`), in the
 * library's recommended order, from the start again past the last; undefined when there is no
 * other published one.
 */
async function nextBySame(
  db: Database,
  by: 'instructor_id' | 'studio_id',
  videoId: number,
  now: Date,
): Promise<{ id: number } | undefined> {
  const here = await db
    .selectFrom('videos')
    .select([by, 'recommendation_rank'])
    .where('id', '=', videoId)
    .executeTakeFirst();
  if (!here) return undefined;
  return db
    .selectFrom('videos as v')
    .select('v.id')
    .where(`v.${by}`, '=', here[by])
    .where('v.id', '<>', videoId)
    .where('v.published_at', '<=', now)
    .orderBy(sql`(v.recommendation_rank, v.id) > (${here.recommendation_rank}, ${videoId})`, 'desc')
    .orderBy('v.recommendation_rank')
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The class the player continues to (issue 56, item 3): the next of a program holding this one,
 * else the instructor's next, else the studio's, with why.
 */
export async function upNextChoice(
  db: Database,
  videoId: number,
  now: Date,
): Promise<{ id: number; program_title: string | null; reason: UpNextReason } | undefined> {
  const inProgram = await nextInProgram(db, videoId, now);
  if (inProgram) return { ...inProgram, reason: 'program' };
  const sameInstructor = await nextBySame(db, 'instructor_id', videoId, now);
  if (sameInstructor) return { ...sameInstructor, program_title: null, reason: 'instructor' };
  const sameStudio = await nextBySame(db, 'studio_id', videoId, now);
  return sameStudio && { ...sameStudio, program_title: null, reason: 'studio' };
}
