import type { Database } from '../../platform/db/database.ts';

/**
 * Gives back the class's seats held for payments that ran out of time at `now`, answering how
 * many. The caller holds the class row's lock (lockLiveClass), so seats_taken stays exact.
 */
export async function releaseExpiredHolds(
  tx: Database,
  classId: number,
  now: Date,
): Promise<number> {
  const expired = await tx
    .deleteFrom('live_class_seats')
    .where('live_class_id', '=', classId)
    .where('state', '=', 'held')
    .where('held_until', '<=', now)
    .returning('id')
    .execute();
  if (expired.length > 0) {
    await tx
      .updateTable('live_classes')
      .set((eb) => ({ seats_taken: eb('seats_taken', '-', expired.length) }))
      .where('id', '=', classId)
      .execute();
  }
  return expired.length;
}

/** The classes holding seats for payments that ran out of time at `now`. */
export async function classesWithExpiredHolds(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('live_class_seats')
    .select('live_class_id')
    .distinct()
    .where('state', '=', 'held')
    .where('held_until', '<=', now)
    .execute();
  return rows.map((r) => r.live_class_id);
}

/** Locks the class row, as a booking does, and gives back its seats whose hold ran out at `now`. */
export async function releaseClassExpiredHolds(
  db: Database,
  classId: number,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const locked = await tx
      .selectFrom('live_classes')
      .select('id')
      .where('id', '=', classId)
      .forUpdate()
      .executeTakeFirst();
    return locked ? releaseExpiredHolds(tx, classId, now) : 0;
  });
}
