import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/**
 * Who booked a studio's live classes, for its console's client list (issue 54, item 5): booked
 * seats only (a cancelled booking gives its seat back). A booking's moment is when it was booked.
 */

export interface BookerTotals {
  userId: number;
  booked: number;
  firstAt: Date;
  lastAt: Date;
}

/**
 * Every member with a booked seat in one of these classes (the studio's, studioClassIds): how
 * many, first and last. Read by class id from migration 057's index of booked seats alone.
 */
export async function bookerTotalsOf(
  db: Database,
  classIds: readonly number[],
): Promise<BookerTotals[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectFrom('live_class_seats as s')
    .select([
      's.user_id',
      sql<number>`count(*)::int`.as('n'),
      sql<Date>`min(coalesce(s.booked_at, s.created_at))`.as('first_at'),
      sql<Date>`max(coalesce(s.booked_at, s.created_at))`.as('last_at'),
    ])
    .where((eb) => eb('s.live_class_id', '=', eb.fn.any(eb.val([...classIds]))))
    .where('s.state', '=', 'booked')
    .groupBy('s.user_id')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    booked: r.n,
    firstAt: new Date(r.first_at),
    lastAt: new Date(r.last_at),
  }));
}

/** The ids of every class of the studio, cancelled ones too (whose attendance the live room has). */
export async function studioClassIds(db: Database, studioId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('live_classes')
    .select('id')
    .where('studio_id', '=', studioId)
    .execute();
  return rows.map((r) => r.id);
}

export interface StudioBooking {
  classId: number;
  title: string;
  startsAt: Date;
  bookedAt: Date;
  cancelled: boolean;
}

/** One member's booked classes at the studio, the latest class first. */
export async function studioBookingsOf(
  db: Database,
  studioId: number,
  userId: number,
): Promise<StudioBooking[]> {
  const rows = await db
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as lc', 'lc.id', 's.live_class_id')
    .select([
      'lc.id',
      'lc.title',
      'lc.scheduled_at',
      'lc.cancelled_at',
      sql<Date>`coalesce(s.booked_at, s.created_at)`.as('booked_at'),
    ])
    .where('s.user_id', '=', userId)
    .where('s.state', '=', 'booked')
    .where('lc.studio_id', '=', studioId)
    .orderBy('lc.scheduled_at', 'desc')
    .orderBy('lc.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    classId: r.id,
    title: r.title,
    startsAt: new Date(r.scheduled_at),
    bookedAt: new Date(r.booked_at),
    cancelled: r.cancelled_at !== null,
  }));
}
