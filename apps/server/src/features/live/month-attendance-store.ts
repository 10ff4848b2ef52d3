import type { Database } from '../../platform/db/database.ts';

/** A member's coming to a class, for the minutes its studio is paid by (issue 54, item 3). */
export interface ClassVisit {
  liveClassId: number;
  joinedAt: Date;
  endedAt: Date | null;
}

/** Members who came into a class from `from` until `to` (their first join), with its hand end. */
export async function classVisitsBetween(
  db: Database,
  range: { from: Date; to: Date },
): Promise<ClassVisit[]> {
  const rows = await db
    .selectFrom('live_class_attendance as a')
    .leftJoin('live_class_endings as e', 'e.live_class_id', 'a.live_class_id')
    .select(['a.live_class_id', 'a.joined_at', 'e.ended_at'])
    .where('a.role', '=', 'member')
    .where('a.joined_at', '>=', range.from)
    .where('a.joined_at', '<', range.to)
    .execute();
  return rows.map((r) => ({
    liveClassId: r.live_class_id,
    joinedAt: new Date(r.joined_at),
    endedAt: r.ended_at ? new Date(r.ended_at) : null,
  }));
}
