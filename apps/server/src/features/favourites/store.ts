import type { ClassType } from '@jetsweat/contract';
import type { Selectable } from 'kysely';
import { isForeignKeyViolation, type Database, type Tables } from '../../platform/db/database.ts';

/** The favourites tables (favourite_videos, favourite_class_types, favourite_studios). */

export type FavouriteVideoRow = Pick<
  Selectable<Tables['favourite_videos']>,
  'id' | 'video_id' | 'created_at'
>;

/** A member's favourite classes, newest first (favourite_videos_user_newest_idx). */
export async function listFavouriteVideos(
  db: Database,
  userId: number,
  limit = 500,
): Promise<FavouriteVideoRow[]> {
  return db
    .selectFrom('favourite_videos')
    .select(['id', 'video_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Whether the member keeps any class as a favourite. */
export async function hasFavouriteVideo(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favourite_videos')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds a favourite class; undefined when it already was one (the unique constraint decides). */
export async function insertFavouriteVideo(
  db: Database,
  userId: number,
  videoId: number,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .insertInto('favourite_videos')
    .values({ user_id: userId, video_id: videoId, created_at: now })
    .onConflict((oc) => oc.constraint('favourite_videos_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

type FavouriteTable = 'favourite_videos' | 'favourite_class_types' | 'favourite_studios';

/** Removes one of the member's own favourite records; false when there is no such record of theirs. */
export async function deleteFavourite(
  db: Database,
  table: FavouriteTable,
  userId: number,
  id: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function listFavouriteClassTypes(
  db: Database,
  userId: number,
): Promise<Pick<Selectable<Tables['favourite_class_types']>, 'id' | 'class_type'>[]> {
  return db
    .selectFrom('favourite_class_types')
    .select(['id', 'class_type'])
    .where('user_id', '=', userId)
    .orderBy('class_type')
    .execute();
}

export async function insertFavouriteClassType(
  db: Database,
  userId: number,
  classType: ClassType,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .insertInto('favourite_class_types')
    .values({ user_id: userId, class_type: classType, created_at: now })
    .onConflict((oc) => oc.constraint('favourite_class_types_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export type FavouriteStudioRow = Pick<Selectable<Tables['favourite_studios']>, 'id' | 'studio_id'>;

/** The member's favourite studios, oldest first (the service adds their names from studios). */
export function listFavouriteStudios(db: Database, userId: number): Promise<FavouriteStudioRow[]> {
  return db
    .selectFrom('favourite_studios')
    .select(['id', 'studio_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/**
 * Adds a favourite studio: its id, 'duplicate', or 'unknown' when no such studio exists (the
 * foreign key refuses it in the same statement, so a studio removed meanwhile cannot slip in).
 */
export async function insertFavouriteStudio(
  db: Database,
  userId: number,
  studioId: number,
  now: Date,
): Promise<number | 'duplicate' | 'unknown'> {
  try {
    const row = await db
      .insertInto('favourite_studios')
      .values({ user_id: userId, studio_id: studioId, created_at: now })
      .onConflict((oc) => oc.constraint('favourite_studios_once').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? 'duplicate';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'unknown';
    throw err;
  }
}
