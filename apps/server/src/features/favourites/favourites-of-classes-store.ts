import type DataLoader from 'dataloader';
import { sql, type RawBuilder } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/database.ts';
import { readPerTurn } from '../../platform/db/read-per-turn.ts';

/**
 * Members' favourite records of the classes a list shows (every library page of every member
 * asks), read a turn of the event loop at a time (readPerTurn, as sessions are: on this kind of
 * machine sending a statement costs the server more than its rows, docs/benchmarks.md).
 */

/** One member's ask for their favourite records of some classes. */
interface FavouritesAsk {
  userId: number;
  videoIds: readonly number[];
}

/** The most asks one statement reads (its arrays stay short). */
const ASKS_IN_ONE_READ = 8;

/** The records of any asking member for any asked class: one named statement per turn. */
const favouritesOfMembers = compiledOnce(
  (db, userIds: number[], videoIds: number[]) =>
    db
      .selectFrom('favourite_videos')
      .select(['id', 'user_id', 'video_id'])
      .where(sql<boolean>`user_id = ANY(${userIds}::int[])`)
      .where(sql<boolean>`video_id = ANY(${videoIds}::int[])`),
  [[], []],
);

/** Each ask's own records among the turn's. */
async function readFavourites(
  db: Database,
  asks: readonly FavouritesAsk[],
): Promise<Map<number, number>[]> {
  const users = [...new Set(asks.map((a) => a.userId))];
  const videos = [...new Set(asks.flatMap((a) => a.videoIds))];
  const rows = await favouritesOfMembers(db, users, videos);
  return asks.map(({ userId, videoIds }) => {
    const asked = new Set(videoIds);
    const own = new Map<number, number>();
    for (const r of rows)
      if (r.user_id === userId && asked.has(r.video_id)) own.set(r.video_id, r.id);
    return own;
  });
}

const loaders = new WeakMap<Database, DataLoader<FavouritesAsk, Map<number, number>>>();

/**
 * The member's favourite records of these classes, by class id (favourite_videos_once): what a
 * list of classes marks beside each.
 */
export function findFavouriteIdsOfVideos(
  db: Database,
  userId: number,
  videoIds: readonly number[],
): Promise<Map<number, number>> {
  if (videoIds.length === 0) return Promise.resolve(new Map());
  let loader = loaders.get(db);
  if (!loader) {
    loader = readPerTurn((asks) => readFavourites(db, asks), ASKS_IN_ONE_READ);
    loaders.set(db, loader);
  }
  return loader.load({ userId, videoIds });
}

/**
 * The member's favourite record of one class as a column of another feature's statement: a page
 * the member's own filters made is read with it in one statement (videos' filtered pages), where
 * a second statement cost more than the rows (docs/benchmarks.md, "Library page"). `userId` and
 * `classId` are the statement's own expressions; the unique (user, class) index answers it.
 */
export function favouriteIdOfClass(
  userId: unknown,
  classId: RawBuilder<number>,
): RawBuilder<number | null> {
  return sql<number | null>`(SELECT f.id FROM favourite_videos f
    WHERE f.user_id = ${userId} AND f.video_id = ${classId})`;
}
