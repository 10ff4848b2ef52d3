import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * The live room's part of a demo studio's past year (issue 54, item 6): of the booked seats the
 * schedule made (three lists of equal length: class, member, the class's start), about 85 in 100
 * members joined the room, each for the class's first ten minutes of camera; the others are the
 * reports' no-shows. Added where missing.
 */
export async function insertDemoAttendance(
  tx: Database,
  seats: { classIds: number[]; userIds: number[]; startsAt: Date[] },
): Promise<void> {
  if (seats.classIds.length === 0) return;
  await sql`
    INSERT INTO live_class_attendance (live_class_id, user_id, role, joined_at, last_joined_at,
      camera_on, camera_on_seconds, camera_reported_at, updated_at)
    SELECT s.class_id, s.user_id, 'member', s.at, s.at, false, 600, s.at, s.at
    FROM unnest(${seats.classIds}::int[], ${seats.userIds}::int[], ${seats.startsAt}::timestamptz[])
      AS s(class_id, user_id, at)
    WHERE (s.class_id * 31 + s.user_id * 17) % 100 < 85
    ON CONFLICT (live_class_id, user_id) DO NOTHING
  `.execute(tx);
}
