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
 * The members who joined each of these classes' rooms, as two lists of equal length (a class id
 * and a user id a pair), for the no-show report to leave out.
 */
export async function membersWhoCame(
  db: Database,
  classIds: readonly number[],
): Promise<{ classIds: number[]; userIds: number[] }> {
  if (classIds.length === 0) return { classIds: [], userIds: [] };
  const rows = await db
    .selectFrom('live_class_attendance')
    .select(['live_class_id', 'user_id'])
    .where(sql<boolean>`live_class_id = ANY(${[...classIds]}::int[])`)
    .where('role', '=', 'member')
    .execute();
  return { classIds: rows.map((r) => r.live_class_id), userIds: rows.map((r) => r.user_id) };
}
