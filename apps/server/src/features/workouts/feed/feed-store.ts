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

/** A workout as the feed writes it: its class, its revision and when it last changed. */
export interface FeedWorkout {
  id: number;
  start: Date;
  status: 'scheduled' | 'completed' | 'skipped';
  sequence: number;
  changedAt: Date;
  liveClassId: number | null;
  videoId: number | null;
  title: string;
  instructor: string;
  description: string;
  minutes: number;
}

/** A member's workouts that have a class, as the feed and the calendar sync write them. */
function feedRows(db: Database, userId: number) {
  return db
    .selectFrom('workouts as w')
    .leftJoin('live_classes as c', 'c.id', 'w.live_class_id')
    .leftJoin('videos as v', 'v.id', 'w.video_id')
    .leftJoin('studio_instructors as i', 'i.id', 'v.instructor_id')
    .select([
      'w.id',
      'w.scheduled_for',
      'w.status',
      'w.sequence',
      'w.created_at',
      'w.updated_at',
      'w.live_class_id',
      'w.video_id',
      'c.title as lc_title',
      'c.instructor as lc_instructor',
      'c.description as lc_description',
      'c.minutes_duration',
      'v.title as v_title',
      'i.name as v_instructor',
      'v.summary as v_summary',
      'v.duration_seconds',
    ])
    .where('w.user_id', '=', userId)
    .where((eb) => eb.or([eb('c.id', 'is not', null), eb('v.id', 'is not', null)]));
}

function feedWorkoutOf(r: InferResult<ReturnType<typeof feedRows>>[number]): FeedWorkout {
  return {
    id: r.id,
    start: new Date(r.scheduled_for),
    status: r.status,
    sequence: r.sequence,
    changedAt: new Date(r.updated_at ?? r.created_at),
    liveClassId: r.live_class_id,
    videoId: r.video_id,
    title: r.lc_title ?? r.v_title ?? '',
    instructor: r.lc_instructor ?? r.v_instructor ?? '',
    description: r.lc_description ?? r.v_summary ?? '',
    minutes: r.minutes_duration ?? Math.max(1, Math.round(Number(r.duration_seconds ?? 0) / 60)),
  };
}

/** The member's workouts from `from` up to `to` that have a class (workouts_user_time_idx). */
export async function feedWorkouts(
  db: Database,
  userId: number,
  from: Date,
  to: Date,
): Promise<FeedWorkout[]> {
  const rows = await feedRows(db, userId)
    .where('w.scheduled_for', '>=', from)
    .where('w.scheduled_for', '<', to)
    .orderBy('w.scheduled_for')
    .orderBy('w.id')
    .execute();
  return rows.map(feedWorkoutOf);
}

/** The member's workout `id` with its class; undefined when it is gone, or not theirs. */
export async function feedWorkout(
  db: Database,
  userId: number,
  id: number,
): Promise<FeedWorkout | undefined> {
  const row = await feedRows(db, userId).where('w.id', '=', id).executeTakeFirst();
  return row && feedWorkoutOf(row);
}
