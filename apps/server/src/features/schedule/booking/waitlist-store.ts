import type { Database } from '../../../platform/db/database.ts';
import { NONE, transition } from '../../billing/service.ts';

// The waitlist's moves, from billing's purchase machine (a move the table lacks throws at start).
const join = transition('waitlist', NONE, 'waiting');
const leave = transition('waitlist', 'waiting', NONE);

export interface WaitingRow {
  id: number;
  user_id: number;
}

/** Puts the member on the class's waitlist; false when they were on it already. */
export async function insertWaiting(
  tx: Database,
  classId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const row = await tx
    .insertInto('live_class_waitlist')
    .values({ live_class_id: classId, user_id: userId, state: join.to, created_at: now })
    .onConflict((oc) => oc.constraint('live_class_waitlist_once_per_person').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the member off the class's waitlist; false when they were not on it. */
export async function removeWaiting(
  tx: Database,
  classId: number,
  userId: number,
): Promise<boolean> {
  const row = await tx
    .deleteFrom('live_class_waitlist')
    .where('live_class_id', '=', classId)
    .where('user_id', '=', userId)
    .where('state', '=', leave.from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The first member waiting for the class (the earliest to join), if any. */
export function firstWaiting(tx: Database, classId: number): Promise<WaitingRow | undefined> {
  return tx
    .selectFrom('live_class_waitlist')
    .select(['id', 'user_id'])
    .where('live_class_id', '=', classId)
    .where('state', '=', leave.from)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function isWaiting(db: Database, classId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_class_waitlist')
    .select('id')
    .where('live_class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Everyone on the class's waitlist (its cancellation empties it). */
export async function listWaitingOfClass(tx: Database, classId: number): Promise<number[]> {
  const rows = await tx
    .selectFrom('live_class_waitlist')
    .select('user_id')
    .where('live_class_id', '=', classId)
    .execute();
  return rows.map((r) => r.user_id);
}
