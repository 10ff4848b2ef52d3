import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** The classes of a demo studio's past year, for its reports (issue 54, item 6). */
export const demoHistoryTitles = [
  'Morning Reformer',
  'Mat Foundations',
  'Evening Sculpt',
  'Barre Burn',
];
const DAYS = 364;

/** The booked seats the history made, with their class's start: three lists of equal length. */
export interface DemoHistorySeats {
  classIds: number[];
  userIds: number[];
  startsAt: Date[];
}

/**
 * A year of a demo studio's past classes and their bookings, so its reports have something to
 * show after `npm start`: two classes a day (07:00 and 18:00 UTC) from a year ago to yesterday,
 * capacities 10 to 20, each half to fully booked from `memberIds` (the first 20 of them a year
 * ago, all of them by now: the studio grows, so cohorts and returning members differ by month).
 * Set-based, a few statements. Made once: a studio that already has these classes gets nothing
 * (and an empty answer).
 */
export async function insertDemoClassHistory(
  tx: Database,
  studioId: number,
  instructors: readonly string[],
  memberIds: readonly number[],
  now: Date,
): Promise<DemoHistorySeats> {
  const none = { classIds: [], userIds: [], startsAt: [] };
  const had = await tx
    .selectFrom('live_classes')
    .select('id')
    .where('studio_id', '=', studioId)
    .where('title', 'in', demoHistoryTitles)
    .where('scheduled_at', '<', now)
    .limit(1)
    .executeTakeFirst();
  if (had || memberIds.length === 0) return none;
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const names = instructors.length ? [...instructors] : [''];
  const classes = await sql<{ id: number }>`
    INSERT INTO live_classes (studio_id, title, instructor, scheduled_at, minutes_duration,
      capacity, is_on_jetsweat, class_type)
    SELECT ${studioId}, (${demoHistoryTitles}::text[])[1 + (d * 2 + k) % 4],
      (${names}::text[])[1 + (d + k) % ${names.length}],
      ${today}::timestamptz - make_interval(days => ${DAYS} - d) + make_interval(hours => 7 + k * 11),
      45, (ARRAY[10, 12, 15, 20])[1 + (d + k * 3) % 4], false, 'Pilates'
    FROM generate_series(0, ${DAYS - 1}) d, generate_series(0, 1) k
    RETURNING id
  `.execute(tx);
  const ids = classes.rows.map((c) => c.id);
  const pool = memberIds.length;
  const seats = await sql<{ live_class_id: number; user_id: number; scheduled_at: Date }>`
    WITH c AS (
      SELECT id, scheduled_at, capacity,
        least(capacity, greatest(1, capacity * (50 + (id * 37) % 51) / 100)) AS booked,
        least(${pool}, 20 + (${pool} - 20) * greatest(0, (${DAYS} - extract(epoch FROM
          (${today}::timestamptz - scheduled_at))::int / 86400)) / ${DAYS}) AS reach
      FROM live_classes WHERE id = ANY(${ids}::int[])
    ), m AS (
      SELECT u, n - 1 AS n FROM unnest(${[...memberIds]}::int[]) WITH ORDINALITY AS m(u, n)
    )
    INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, created_at, booked_at)
    SELECT c.id, m.u, 'booked', 'subscription', c.scheduled_at - interval '1 day',
      c.scheduled_at - interval '1 day'
    FROM c CROSS JOIN generate_series(0, c.booked - 1) k
      JOIN m ON m.n = (c.id * 7 + k) % greatest(c.reach, c.booked)
    RETURNING live_class_id, user_id, created_at + interval '1 day' AS scheduled_at
  `.execute(tx);
  await sql`
    UPDATE live_classes c SET seats_taken = (SELECT count(*) FROM live_class_seats s
      WHERE s.live_class_id = c.id) WHERE c.id = ANY(${ids}::int[])
  `.execute(tx);
  await insertDemoLateCancels(tx, ids, memberIds);
  return {
    classIds: seats.rows.map((s) => s.live_class_id),
    userIds: seats.rows.map((s) => s.user_id),
    startsAt: seats.rows.map((s) => new Date(s.scheduled_at)),
  };
}

/**
 * About one class in six had a member cancel inside the studio's window (a late cancel), for the
 * console's no-shows report: a member not booked in it, three hours before it began.
 */
async function insertDemoLateCancels(
  tx: Database,
  classIds: readonly number[],
  memberIds: readonly number[],
): Promise<void> {
  await sql`
    WITH m AS (
      SELECT u, n - 1 AS n FROM unnest(${[...memberIds]}::int[]) WITH ORDINALITY AS m(u, n)
    )
    INSERT INTO live_class_cancellations (live_class_id, studio_id, user_id, late, paid_with,
      cancelled_at)
    SELECT c.id, c.studio_id, m.u, true, 'subscription', c.scheduled_at - interval '3 hours'
    FROM live_classes c JOIN m ON m.n = (c.id * 11) % ${memberIds.length}
    WHERE c.id = ANY(${[...classIds]}::int[]) AND c.id % 6 = 0
      AND NOT EXISTS (SELECT 1 FROM live_class_seats s
        WHERE s.live_class_id = c.id AND s.user_id = m.u)
  `.execute(tx);
}
