import type { Database } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { waitlist } from './waitlist-machine.ts';

// The waitlist's named moves (waitlist-machine.ts), each checked as the row is written.
const { join, leave } = waitlist.moves;

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
    .values({
      live_class_id: classId,
      user_id: userId,
      state: join.check(NONE).to,
      created_at: now,
    })
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
    .where('state', 'in', leave.fromStored)
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
    .where('state', 'in', leave.fromStored)
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
