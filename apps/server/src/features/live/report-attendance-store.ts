import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * How many members joined each of these classes' rooms (instructors not counted), for the studio
 * reports (issue 54, item 4): one row per class someone came to, read from migration 058's index.
 */
export async function membersCameCounts(
  db: Database,
  classIds: readonly number[],
): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('live_class_attendance')
    .select(['live_class_id', sql<number>`count(*)::int`.as('members')])
    .where(sql<boolean>`live_class_id = ANY(${[...classIds]}::int[])`)
    .where('role', '=', 'member')
    .groupBy('live_class_id')
    .execute();
  return new Map(rows.map((r) => [r.live_class_id, r.members]));
}

/**
 * The members who joined each of these classes' rooms, by class (a class nobody came to is left
 * out): one row per class, its members as an array, read from migration 058's index in class
 * order, so the no-show report takes them from the booked seats without a row per person.
 */
export async function membersCameByClass(
  db: Database,
  classIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('live_class_attendance')
    .select(['live_class_id', sql<number[]>`array_agg(user_id)`.as('members')])
    .where(sql<boolean>`live_class_id = ANY(${[...classIds]}::int[])`)
    .where('role', '=', 'member')
    .groupBy('live_class_id')
    .execute();
  return new Map(rows.map((r) => [r.live_class_id, r.members]));
}
