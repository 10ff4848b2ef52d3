import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * Who came to a studio's classes, for its console's client list (issue 54, item 5): the schedule
 * hands in the studio's class ids, the room's attendance (members only) answers.
 */

/** How many of the classes each member came to. */
export async function attendedCountsOf(
  db: Database,
  classIds: readonly number[],
): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('live_class_attendance')
    .select(['user_id', sql<number>`count(*)::int`.as('n')])
    .where((eb) => eb('live_class_id', '=', eb.fn.any(eb.val([...classIds]))))
    .where('role', '=', 'member')
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/** Which of the classes one member came to. */
export async function attendedClassesOf(
  db: Database,
  userId: number,
  classIds: readonly number[],
): Promise<Set<number>> {
  if (classIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('live_class_attendance')
    .select('live_class_id')
    .where('user_id', '=', userId)
    .where((eb) => eb('live_class_id', '=', eb.fn.any(eb.val([...classIds]))))
    .where('role', '=', 'member')
    .execute();
  return new Set(rows.map((r) => r.live_class_id));
}
