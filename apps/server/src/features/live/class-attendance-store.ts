import type { Database } from '../../platform/db/database.ts';

/** Who came to a class's room (members and its teacher), and how long their camera was on. */
export function listClassAttendance(
  db: Database,
  liveClassId: number,
): Promise<{ user_id: number; joined_at: Date; camera_on_seconds: number }[]> {
  return db
    .selectFrom('live_class_attendance')
    .select(['user_id', 'joined_at', 'camera_on_seconds'])
    .where('live_class_id', '=', liveClassId)
    .execute();
}
