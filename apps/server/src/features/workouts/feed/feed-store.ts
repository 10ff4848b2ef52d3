import type { InferResult } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** The member's feed token; undefined when they have not turned the feed on. */
export async function findFeedToken(db: Database, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token;
}

/** Gives the member `token` unless they already have one (a double click keeps the first). */
export async function insertFeed(
  db: Database,
  userId: number,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Puts `token` in place of the member's feed token, or starts their feed with it. */
export async function replaceFeed(
  db: Database,
  userId: number,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, token, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: now }))
    .execute();
}

export async function deleteFeed(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}

/** Whose feed `token` opens; undefined when no feed has it (never made, or replaced). */
export async function feedOwner(db: Database, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.user_id;
}

/** A member's workout rows, as the feed and the calendar sync read them (feed-events.ts adds the class). */
function feedRows(db: Database, userId: number) {
  return db
    .selectFrom('workouts')
    .select([
      'id',
      'scheduled_for',
      'status',
      'sequence',
      'created_at',
      'updated_at',
      'live_class_id',
      'video_id',
    ])
    .where('user_id', '=', userId);
}
export type FeedWorkoutRow = InferResult<ReturnType<typeof feedRows>>[number];

/** The member's workouts from `from` up to `to`, earliest first (workouts_user_time_idx). */
export function feedWorkoutRows(
  db: Database,
  userId: number,
  from: Date,
  to: Date,
): Promise<FeedWorkoutRow[]> {
  return feedRows(db, userId)
    .where('scheduled_for', '>=', from)
    .where('scheduled_for', '<', to)
    .orderBy('scheduled_for')
    .orderBy('id')
    .execute();
}

/** The member's workout `id`; undefined when it is gone, or not theirs. */
export function feedWorkoutRow(
  db: Database,
  userId: number,
  id: number,
): Promise<FeedWorkoutRow | undefined> {
  return feedRows(db, userId).where('id', '=', id).executeTakeFirst();
}
