import { sql, type Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/** The friends tables (friendships, friend_invites): see migrations/029_friends.sql. */

export type FriendshipRow = Selectable<Tables['friendships']>;

/** A friendship or request with the other member's id (accounts knows their name). */
export type FriendshipWithOther = FriendshipRow & { other_id: number };

/** The member's friendships (accepted) or requests (pending), with the other member, newest first. */
export async function listFriendships(
  db: Database,
  userId: number,
  accepted: boolean,
  limit = 1000,
): Promise<FriendshipWithOther[]> {
  return db
    .selectFrom('friendships as f')
    .selectAll('f')
    .select(
      sql<number>`CASE WHEN f.requester_id = ${userId} THEN f.addressee_id ELSE f.requester_id END`.as(
        'other_id',
      ),
    )
    .where((eb) => eb.or([eb('f.requester_id', '=', userId), eb('f.addressee_id', '=', userId)]))
    .where('f.accepted_at', accepted ? 'is not' : 'is', null)
    .orderBy(accepted ? 'f.accepted_at' : 'f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
}

/** The row between two members, whoever asked, if any. */
export async function findFriendshipBetween(
  db: Database,
  a: number,
  b: number,
): Promise<FriendshipRow | undefined> {
  return db
    .selectFrom('friendships')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_id', '=', a), eb('addressee_id', '=', b)]),
        eb.and([eb('requester_id', '=', b), eb('addressee_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** The rows between the member and any of `others`, whoever asked. */
export async function findFriendshipsWith(
  db: Database,
  userId: number,
  others: readonly number[],
): Promise<FriendshipRow[]> {
  if (others.length === 0) return [];
  const among = [...others];
  return db
    .selectFrom('friendships')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([
          eb('requester_id', '=', userId),
          eb('addressee_id', '=', eb.fn.any(eb.val(among))),
        ]),
        eb.and([
          eb('addressee_id', '=', userId),
          eb('requester_id', '=', eb.fn.any(eb.val(among))),
        ]),
      ]),
    )
    .execute();
}

/**
 * Files a request from `requester` to `addressee` (or, with `acceptedAt`, a friendship at once);
 * undefined when a row between the two already exists (the unique pair index decides, so two
 * requests at the same moment cannot both be filed).
 */
export async function insertFriendship(
  db: Database,
  requesterId: number,
  addresseeId: number,
  now: Date,
  acceptedAt: Date | null = null,
): Promise<number | undefined> {
  const row = await sql<{ id: number }>`
    INSERT INTO friendships (requester_id, addressee_id, created_at, accepted_at)
    VALUES (${requesterId}, ${addresseeId}, ${now}, ${acceptedAt})
    ON CONFLICT (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id))
    DO NOTHING
    RETURNING id`.execute(db);
  return row.rows[0]?.id;
}

/** Accepts a pending request to `addresseeId`; false when there is no such request to them. */
export async function acceptRequest(
  db: Database,
  id: number,
  addresseeId: number,
  now: Date,
): Promise<FriendshipRow | undefined> {
  return db
    .updateTable('friendships')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('addressee_id', '=', addresseeId)
    .where('accepted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Removes a row the member is part of, by its id, optionally only if pending and sent to them. */
export async function deleteFriendship(
  db: Database,
  id: number,
  userId: number,
  only?: { pendingTo: number },
): Promise<FriendshipRow | undefined> {
  let q = db
    .deleteFrom('friendships')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]));
  if (only) q = q.where('addressee_id', '=', only.pendingTo).where('accepted_at', 'is', null);
  return q.returningAll().executeTakeFirst();
}

export type NewInvite = {
  inviterId: number;
  channel: 'email' | 'sms';
  address: string;
  day: string;
  tokenHash: string;
  now: Date;
};

/** Files an invite; false when this inviter already invited this address today. */
export async function insertInvite(db: Database, i: NewInvite): Promise<boolean> {
  const row = await db
    .insertInto('friend_invites')
    .values({
      inviter_id: i.inviterId,
      channel: i.channel,
      address: i.address,
      day: i.day,
      token_hash: i.tokenHash,
      created_at: i.now,
    })
    .onConflict((oc) => oc.constraint('friend_invites_once_a_day').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks an unused invite, made after `notBefore`, used by `userId`; answers its inviter. */
export async function useInvite(
  db: Database,
  tokenHash: string,
  userId: number,
  now: Date,
  notBefore: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('friend_invites')
    .set({ used_by: userId, used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('created_at', '>', notBefore)
    .where('inviter_id', '<>', userId)
    .returning('inviter_id')
    .executeTakeFirst();
  return row?.inviter_id;
}

/** Whether the member has any friend or request, either way. */
export async function hasAnyFriendship(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('id')
    .where((eb) => eb.or([eb('requester_id', '=', userId), eb('addressee_id', '=', userId)]))
    .executeTakeFirst();
  return row !== undefined;
}
