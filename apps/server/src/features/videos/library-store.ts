import { sql, type Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/**
 * Reads of the catalogue's own rows (videos) for the library, a class's page and the player.
 * What a class shows of its studio and instructor is the studios feature's (library-cards.ts
 * asks it), and the member's favourite record the favourites feature's (member-classes.ts).
 */

/**
 * The site a list is read for: a studio's own (white-label) site lists that studio's classes
 * only, the main site (null) every studio's (docs/decisions/0055-white-label-member-area.md). The
 * studio's classes are read through videos_studio_idx.
 */
export type SiteStudioId = number | null;

/** The columns of a class as lists show it (a card: no stream, no member's record). */
const cardColumns = [
  'id',
  'slug',
  'title',
  'summary',
  'studio_id',
  'instructor_id',
  'class_type',
  'equipment',
  'level',
  'body_focus',
  'limitations',
  'target_muscles',
  'duration_seconds',
  'calorie_burn',
  'mhr',
  'poster_path',
  'published_at',
] as const;

/** A class's own row as its card is made from it. */
export type ClassCardRow = Pick<Selectable<Tables['videos']>, (typeof cardColumns)[number]>;

/** The cards' rows of classes by id (published or not: the caller chose the ids), in no order. */
export function findClassCardRows(db: Database, ids: readonly number[]): Promise<ClassCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('videos')
    .select(cardColumns)
    .where(sql<boolean>`id = ANY(${[...ids]}::int[])`)
    .execute();
}

export async function videoExists(db: Database, videoId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where('id', '=', videoId)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** A published class's own row with its media paths, or undefined. */
export function findVideo(db: Database, videoId: number, now: Date) {
  return db
    .selectFrom('videos')
    .select(['id', 'duration_seconds', 'mhr', 'stream_path', 'captions_path'])
    .where('id', '=', videoId)
    .where('published_at', '<=', now)
    .executeTakeFirst();
}

/** Which of these classes are published and listed on the site, in no particular order. */
export async function publishedOnSite(
  db: Database,
  videoIds: readonly number[],
  now: Date,
  siteStudioId: SiteStudioId,
): Promise<number[]> {
  if (videoIds.length === 0) return [];
  const rows = await db
    .selectFrom('videos')
    .select('id')
    .where(sql<boolean>`id = ANY(${[...videoIds]}::int[])`)
    .where('published_at', '<=', now)
    .$if(siteStudioId !== null, (q) => q.where('studio_id', '=', siteStudioId!))
    .execute();
  return rows.map((r) => r.id);
}
