import type { Database } from '../../platform/db/database.ts';

/** When the instructor ended the class (migration 047), or undefined. */
export async function findEnding(db: Database, liveClassId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('live_class_endings')
    .select('ended_at')
    .where('live_class_id', '=', liveClassId)
    .executeTakeFirst();
  return row ? new Date(row.ended_at) : undefined;
}

export async function markEnded(
  db: Database,
  e: { liveClassId: number; userId: number; now: Date },
): Promise<void> {
  const values = { ended_at: e.now, ended_by: e.userId };
  await db
    .insertInto('live_class_endings')
    .values({ live_class_id: e.liveClassId, ...values })
    .onConflict((oc) => oc.column('live_class_id').doUpdateSet(values))
    .execute();
}

/** A resume: the class is on air again. Answers whether it had been ended. */
export async function clearEnding(db: Database, liveClassId: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('live_class_endings')
    .where('live_class_id', '=', liveClassId)
    .returning('live_class_id')
    .executeTakeFirst();
  return gone !== undefined;
}
