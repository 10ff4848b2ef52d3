import type { Database } from '../../platform/db/database.ts';

/** A class the member came to as a member: when they first came, and when it was ended by hand. */
export interface AttendedClass {
  liveClassId: number;
  joinedAt: Date;
  endedAt: Date | null;
}

/**
 * The classes the member came into as a member, last came first (live_class_attendance_member_idx,
 * migration 054), for their history.
 */
export async function attendedClasses(
  db: Database,
  userId: number,
  limit: number,
): Promise<AttendedClass[]> {
  const rows = await db
    .selectFrom('live_class_attendance as a')
    .leftJoin('live_class_endings as e', 'e.live_class_id', 'a.live_class_id')
    .select(['a.live_class_id', 'a.joined_at', 'e.ended_at'])
    .where('a.user_id', '=', userId)
    .where('a.role', '=', 'member')
    .orderBy('a.joined_at', 'desc')
    .orderBy('a.live_class_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    liveClassId: r.live_class_id,
    joinedAt: new Date(r.joined_at),
    endedAt: r.ended_at ? new Date(r.ended_at) : null,
  }));
}
