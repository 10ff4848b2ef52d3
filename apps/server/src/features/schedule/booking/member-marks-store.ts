import { sql } from 'kysely';
import type { SessionCompanion } from '../../../platform/http/auth.ts';
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
 * the session's own statement (platform/http/auth.ts, SessionCompanion): on a database server the
 * round trips, not the rows, are most of a member's timetable's cost. One JSON list of
 * [mark, class id] pairs.
 *
 * A booked seat's class start is read through the class's primary key, seat by seat, rather
 * than by joining the classes: with the join, PostgreSQL could walk the classes by time from
 * the request's `now`, a plan the statement's one generic plan (named-statements.ts) cannot
 * cost as well, so past a thousand classes it replanned the session's statement on every
 * request (docs/benchmarks.md, "The session statement's one plan"). Every plan reads all of the
 * member's booked seats, past ones too (about 5 µs each); bounding that would need the class's
 * start on the seat.
 */
export const memberMarksWithSession: SessionCompanion<MemberMarks> = {
  select: (db, userId, now) => {
    const since = sql<Date>`${now}::timestamptz - ${sql.lit(LONGEST_CLASS_MS)} * interval '1 millisecond'`;
    const marks = db
      .selectFrom('live_class_seats as x')
      .select([sql<string>`'booked'`.as('mark'), 'x.live_class_id'])
      .where('x.user_id', '=', userId)
      .where('x.state', '=', sql.lit('booked'))
      .where(
        (eb) =>
          eb
            .selectFrom('live_classes as c')
            .select('c.scheduled_at')
            .whereRef('c.id', '=', 'x.live_class_id'),
        '>',
        since,
      )
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
          .where('state', '=', sql.lit('held'))
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
