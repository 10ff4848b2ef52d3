import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** A studio's classes that ended in [from, to): scheduled, not cancelled, over by `to`. */
const pastClasses = (db: Database, studioId: number, from: Date, to: Date) =>
  db
    .selectFrom('live_classes as c')
    .where('c.studio_id', '=', studioId)
    .where('c.scheduled_at', '>=', from)
    .where('c.scheduled_at', '<', to)
    .where('c.cancelled_at', 'is', null)
    .where(sql<boolean>`c.scheduled_at + make_interval(mins => c.minutes_duration) <= ${to}`);

/** One past class of a studio and its booked seats, for the reports (issue 54, item 4). */
export interface ClassFigures {
  id: number;
  title: string;
  instructor: string;
  scheduledAt: Date;
  capacity: number;
  booked: number;
}

/**
 * A studio's classes that began on or after `from` and were over by `to`, each with its capacity
 * and its booked seats counted here (migration 058's index of booked seats), oldest first.
 */
export async function classFiguresOfStudio(
  db: Database,
  studioId: number,
  from: Date,
  to: Date,
): Promise<ClassFigures[]> {
  const rows = await pastClasses(db, studioId, from, to)
    .select([
      'c.id',
      'c.title',
      'c.instructor',
      'c.scheduled_at',
      'c.capacity',
      sql<number>`(SELECT count(*) FROM live_class_seats s
        WHERE s.live_class_id = c.id AND s.state = 'booked')::int`.as('booked'),
    ])
    .orderBy('c.scheduled_at')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    instructor: r.instructor,
    scheduledAt: new Date(r.scheduled_at),
    capacity: r.capacity,
    booked: r.booked,
  }));
}

/** A past class with who holds its booked seats. */
export type ClassSeats = ClassFigures & { members: number[] };

/**
 * The same classes as classFiguresOfStudio, each with who holds its booked seats: one row per
 * class, its members as an array read from migration 058's index of booked seats (a year's seats
 * cross as a few thousand rows).
 */
export async function classSeatsOfStudio(
  db: Database,
  studioId: number,
  from: Date,
  to: Date,
): Promise<ClassSeats[]> {
  const rows = await pastClasses(db, studioId, from, to)
    .select([
      'c.id',
      'c.title',
      'c.instructor',
      'c.scheduled_at',
      'c.capacity',
      sql<number[] | null>`(SELECT array_agg(s.user_id) FROM live_class_seats s
        WHERE s.live_class_id = c.id AND s.state = 'booked')`.as('members'),
    ])
    .orderBy('c.scheduled_at')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    instructor: r.instructor,
    scheduledAt: new Date(r.scheduled_at),
    capacity: r.capacity,
    booked: r.members?.length ?? 0,
    members: r.members ?? [],
  }));
}

/** How many members of one cohort (their first booked month at the studio) booked in a month. */
export interface CohortMonth {
  cohort: string;
  month: string;
  members: number;
}

/**
 * The studio's members by the month (UTC, `YYYY-MM`) of their first booked class there (their
 * cohort) and each month they booked a class in, counted: every booked seat of a class of the
 * studio that began before `to` and was not cancelled, all its history read (a cohort is the
 * first month ever), so months before a report's period still make a member returning.
 */
export async function cohortMonthsOfStudio(
  db: Database,
  studioId: number,
  to: Date,
): Promise<CohortMonth[]> {
  const rows = await db
    .with('active', (q) =>
      q
        .selectFrom('live_classes as c')
        .innerJoin('live_class_seats as s', 's.live_class_id', 'c.id')
        .where('c.studio_id', '=', studioId)
        .where('c.scheduled_at', '<', to)
        .where('c.cancelled_at', 'is', null)
        .where('s.state', '=', 'booked')
        .select([
          's.user_id',
          sql<string>`to_char(c.scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM')`.as('month'),
        ])
        .distinct(),
    )
    .with('firsts', (q) =>
      q
        .selectFrom('active')
        .select(['user_id', sql<string>`min(month)`.as('cohort')])
        .groupBy('user_id'),
    )
    .selectFrom('active as a')
    .innerJoin('firsts as f', 'f.user_id', 'a.user_id')
    .select(['f.cohort', 'a.month', sql<number>`count(*)::int`.as('members')])
    .groupBy(['f.cohort', 'a.month'])
    .orderBy('f.cohort')
    .orderBy('a.month')
    .execute();
  return rows;
}
