import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * Training together (migrations/030_friend_activity.sql): the member's friends who share their
 * activity, and the sharing setting (table friend_activity_sharing: this file is the only one
 * writing it). What those friends did is the schedule's and the videos' (activity.ts asks them).
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

/** The ids of the member's accepted friends who share their activity. */
export async function listSharingFriendIds(db: Database, userId: number): Promise<number[]> {
  const rows = await sharingFriends(db, userId).selectFrom('mates').select('friend_id').execute();
  return rows.map((r) => r.friend_id);
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
