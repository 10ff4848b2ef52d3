import type { Video } from '@jetsweat/contract';
import type { RawBuilder } from 'kysely';
import { libraryCards, type LibraryCardSource } from './library-cards.ts';

/**
 * The member's favourite records of these classes, by class id: the favourites feature's answer,
 * handed in where the services are built (favourites uses videos, so videos does not import it).
 */
export type FavouriteIdsOf = (
  userId: number,
  videoIds: readonly number[],
) => Promise<Map<number, number>>;

/**
 * The member's favourite record of one class as a column of a statement of videos' own (the
 * member `userId` and the class `classId` are its expressions): the favourites feature's SQL,
 * handed in as the reader is, so a page the member's filters made is one statement.
 */
export type FavouriteColumn = (
  userId: unknown,
  classId: RawBuilder<number>,
) => RawBuilder<number | null>;

/** Where a member's classes are read from: the kept cards, and the favourites feature. */
export interface MemberClassSource extends LibraryCardSource {
  favouriteIdsOf: FavouriteIdsOf;
  favouriteColumn: FavouriteColumn;
}

/**
 * Classes by id as the member sees them, keyed by id: each kept card (library-cards.ts) with the
 * member's favourite record, both asked at once. A class gone meanwhile is left out.
 */
export async function classesSeenBy(
  src: MemberClassSource,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, Video>> {
  if (ids.length === 0) return new Map();
  const [cards, favourites] = await Promise.all([
    libraryCards(src, ids),
    src.favouriteIdsOf(userId, ids),
  ]);
  const seen = new Map<number, Video>();
  for (const [id, { card }] of cards)
    seen.set(id, { ...card, favoriteId: favourites.get(id) ?? null });
  return seen;
}

/** `rows` (each naming its class by `id`) with their classes as the member sees them, in order. */
export async function withClasses<R extends { id: number }>(
  src: MemberClassSource,
  userId: number,
  rows: readonly R[],
): Promise<(R & { video: Video })[]> {
  const classes = await classesSeenBy(
    src,
    userId,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const video = classes.get(r.id);
    return video ? [{ ...r, video }] : [];
  });
}
