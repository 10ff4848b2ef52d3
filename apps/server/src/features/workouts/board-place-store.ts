import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** Members' places on a live class's board, to keep with their workouts of the class. */
export interface BoardPlaces {
  liveClassId: number;
  /** How many were on the board. */
  of: number;
  places: readonly { userId: number; rank: number }[];
  /** Kept at the class's end: a place kept so is replaced only by another end's (`replaceFinal`). */
  final: boolean;
  replaceFinal: boolean;
}

/**
 * Keeps each member's place with their workout of the class (migration 053), in one statement
 * however many were on the board. A member without a workout of it (none booked) is passed over.
 */
export async function saveBoardPlaces(db: Database, p: BoardPlaces): Promise<void> {
  if (p.places.length === 0) return;
  const userIds = p.places.map((place) => place.userId);
  const ranks = p.places.map((place) => place.rank);
  await sql`
    UPDATE workouts AS w
    SET board_rank = v.rank, board_size = ${p.of}, board_place_final = ${p.final}
    FROM unnest(${userIds}::int[], ${ranks}::int[]) AS v(user_id, rank)
    WHERE w.live_class_id = ${p.liveClassId} AND w.user_id = v.user_id
    ${p.replaceFinal ? sql`` : sql`AND NOT w.board_place_final`}
  `.execute(db);
}

/** The member's workouts of these live classes, with their calories and board places. */
export function findLiveWorkouts(db: Database, userId: number, liveClassIds: readonly number[]) {
  if (liveClassIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workouts')
    .select(['id', 'live_class_id', 'calories', 'board_rank', 'board_size'])
    .where('user_id', '=', userId)
    .where((eb) => eb('live_class_id', '=', eb.fn.any(eb.val([...liveClassIds]))))
    .execute();
}

/** The member's workout of a live class, with its calories and board place. */
export function findLiveWorkout(db: Database, userId: number, liveClassId: number) {
  return db
    .selectFrom('workouts')
    .select(['id', 'calories', 'board_rank', 'board_size'])
    .where('user_id', '=', userId)
    .where('live_class_id', '=', liveClassId)
    .executeTakeFirst();
}

/** The board places of those of the member's workouts that have one. */
export function boardPlacesOf(db: Database, userId: number, workoutIds: readonly number[]) {
  if (workoutIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workouts')
    .select(['id', 'board_rank', 'board_size'])
    .where('user_id', '=', userId)
    .where('board_rank', 'is not', null)
    .where((eb) => eb('id', '=', eb.fn.any(eb.val([...workoutIds]))))
    .execute();
}
