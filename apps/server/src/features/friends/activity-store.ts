import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { earliestUnfinishedStart } from '../schedule/service.ts';

/**
 * Training together (migrations/030_friend_activity.sql): the member's friends' bookings and
 * finished classes, and the sharing setting (table friend_activity_sharing: this file is the only
 * one writing it). Each read is one query: the member's accepted friends whose sharing is on,
 * joined to what they did.
 */

/**
 * The member's accepted friends (pending requests are not friends) who share their activity:
 * no sharing row means on. Either side of the pair may have asked, so both indexes are walked.
 */
function sharingFriends(db: Database, userId: number) {
  return db.with('mates', (qb) =>
    qb
      .selectFrom('friendships as f')
      .leftJoin('friend_activity_sharing as p', (j) =>
        j.on(
          'p.user_id',
          '=',
          sql<number>`CASE WHEN f.requester_id = ${userId} THEN f.addressee_id ELSE f.requester_id END`,
        ),
      )
      .select(
        sql<number>`CASE WHEN f.requester_id = ${userId} THEN f.addressee_id ELSE f.requester_id END`.as(
          'friend_id',
        ),
      )
      .where((eb) => eb.or([eb('f.requester_id', '=', userId), eb('f.addressee_id', '=', userId)]))
      .where('f.accepted_at', 'is not', null)
      .where((eb) =>
        eb.or([eb('p.share_activity', 'is', null), eb('p.share_activity', '=', eb.lit(true))]),
      ),
  );
}

export type FriendGoingRow = {
  live_class_id: number;
  title: string;
  scheduled_at: Date;
  friend_id: number;
  first_name: string;
  last_name: string;
};

/**
 * Friends' booked seats in classes not over yet that the site shows (the main site's, or on a
 * studio's own site also that studio's), soonest class first, friends by name.
 */
export function listFriendsGoing(
  db: Database,
  userId: number,
  siteStudioId: number | null,
  now: Date,
  limit = 1000,
): Promise<FriendGoingRow[]> {
  return sharingFriends(db, userId)
    .selectFrom('mates as m')
    .innerJoin('live_class_seats as s', (j) =>
      j.onRef('s.user_id', '=', 'm.friend_id').on('s.state', '=', sql.lit('booked')),
    )
    .innerJoin('live_classes as c', 'c.id', 's.live_class_id')
    .innerJoin('users as u', 'u.id', 'm.friend_id')
    .select([
      'c.id as live_class_id',
      'c.title',
      'c.scheduled_at',
      'u.id as friend_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('c.scheduled_at', '>', earliestUnfinishedStart(now))
    .where(sql<boolean>`c.scheduled_at + c.minutes_duration * interval '1 minute' > ${now}`)
    .where((eb) =>
      siteStudioId === null
        ? eb('c.is_on_jetsweat', '=', eb.lit(true))
        : eb.or([eb('c.is_on_jetsweat', '=', eb.lit(true)), eb('c.studio_id', '=', siteStudioId)]),
    )
    .orderBy('c.scheduled_at')
    .orderBy('c.id')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

export type FriendFinishedRow = {
  friend_id: number;
  first_name: string;
  last_name: string;
  video_id: number;
  title: string;
  day: string;
};

/**
 * Friends' completed plays (those that became a workout: COMPLETED_SHARE watched, as progress and
 * the habits count them) on Eastern Time days from `fromDay` through `toDay`, one row per friend
 * and class (a class finished twice is listed once, on its latest day), latest first.
 */
export function listFriendsFinished(
  db: Database,
  userId: number,
  fromDay: string,
  toDay: string,
  limit = 100,
): Promise<FriendFinishedRow[]> {
  return sharingFriends(db, userId)
    .selectFrom('mates as m')
    .innerJoin('watch_sessions as w', 'w.user_id', 'm.friend_id')
    .innerJoin('videos as v', 'v.id', 'w.video_id')
    .innerJoin('users as u', 'u.id', 'm.friend_id')
    .select([
      'u.id as friend_id',
      'u.first_name',
      'u.last_name',
      'v.id as video_id',
      'v.title',
      sql<string>`max(w.day)::text`.as('day'),
    ])
    .where('w.workout_id', 'is not', null)
    .where('w.day', '>=', fromDay)
    .where('w.day', '<=', toDay)
    .groupBy(['u.id', 'u.first_name', 'u.last_name', 'v.id', 'v.title'])
    .orderBy(sql`max(w.day)`, 'desc')
    .orderBy('u.first_name')
    .orderBy('v.title')
    .limit(limit)
    .execute();
}

/** Whether the member shares their activity with friends: on unless they turned it off. */
export async function findActivitySharing(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('friend_activity_sharing')
    .select('share_activity')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.share_activity ?? true;
}

/** Sets the member's choice, replacing the one they had. */
export async function saveActivitySharing(
  db: Database,
  userId: number,
  shareActivity: boolean,
  now: Date,
): Promise<void> {
  await db
    .insertInto('friend_activity_sharing')
    .values({ user_id: userId, share_activity: shareActivity, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ share_activity: shareActivity, updated_at: now }),
    )
    .execute();
}
