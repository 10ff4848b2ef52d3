import { sql } from 'kysely';
import type { SessionCompanion } from '../../../platform/auth.ts';
import { LONGEST_CLASS_MS } from '../store.ts';

/** The classes a member has marks on, by mark: what the timetable shows beside each class. */
export interface MemberMarks {
  booked: number[];
  waiting: number[];
  held: number[];
}

/**
 * The member's booked classes not over yet (started less than the longest class ago), the
 * classes they wait for, and those where a seat is held for them at the request's time, read in
 * the session's own statement (platform/auth.ts, SessionCompanion): on a database server the
 * round trips, not the rows, are most of a member's timetable's cost. One JSON list of
 * [mark, class id] pairs.
 */
export const memberMarksWithSession: SessionCompanion<MemberMarks> = {
  select: (db, userId, now) => {
    const since = sql<Date>`${now}::timestamptz - ${sql.lit(LONGEST_CLASS_MS)} * interval '1 millisecond'`;
    const marks = db
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
      );
    return sql`(SELECT coalesce(json_agg(json_build_array(m.mark, m.live_class_id)), '[]'::json)
      FROM (${marks}) AS m)`;
  },
  read: (json) => {
    const marks: MemberMarks = { booked: [], waiting: [], held: [] };
    for (const [mark, id] of json as [keyof MemberMarks, number][]) marks[mark].push(id);
    return marks;
  },
};
