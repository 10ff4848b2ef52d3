import { sql } from 'kysely';
import { compiledOnce } from '../../../platform/db/compiled-once.ts';
import type { Database } from '../../../platform/db/database.ts';

/** The classes a member has marks on, by mark: what the timetable shows beside each class. */
export interface MemberMarks {
  booked: number[];
  waiting: number[];
  held: number[];
}

/**
 * The member's booked classes starting after `since`, the classes they wait for, and those where
 * a seat is held for them at `now`, in one statement: each query is a round trip, and on a
 * database server the round trips, not the rows, are most of a member's timetable's cost.
 */
export async function listMemberMarks(
  db: Database,
  userId: number,
  since: Date,
  now: Date,
): Promise<MemberMarks> {
  const rows = await memberMarkRows(db, userId, since, now);
  const marks: MemberMarks = { booked: [], waiting: [], held: [] };
  for (const r of rows) marks[r.mark as keyof MemberMarks].push(r.live_class_id);
  return marks;
}

/** The marks' statement, compiled once: it is read on every member's timetable. */
const memberMarkRows = compiledOnce(
  (db, userId: number, since: Date, now: Date) =>
    db
      .selectFrom('live_class_seats as x')
      .innerJoin('live_classes as c', 'c.id', 'x.live_class_id')
      .select([sql<string>`'booked'`.as('mark'), 'x.live_class_id'])
      .where('x.user_id', '=', userId)
      .where('x.state', '=', 'booked')
      .where('c.scheduled_at', '>', since)
      .unionAll(
        db
          .selectFrom('live_class_waitlist')
          .select([sql<string>`'waiting'`.as('mark'), 'live_class_id'])
          .where('user_id', '=', userId),
      )
      .unionAll(
        db
          .selectFrom('live_class_seats')
          .select([sql<string>`'held'`.as('mark'), 'live_class_id'])
          .where('user_id', '=', userId)
          .where('state', '=', 'held')
          .where('held_until', '>', now),
      ),
  [-1, new Date(0), new Date(0)],
);
