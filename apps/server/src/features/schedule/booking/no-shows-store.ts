import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** A class is marked this long after its end: the room's last joins and reports are in by then. */
export const NO_SHOW_AFTER_MINUTES = 15;
/**
 * Classes that ended longer ago than this are never marked: the job looks back far enough to
 * catch up after a day without it, and leaves the years of classes from before it alone.
 */
export const NO_SHOW_LOOKBACK_HOURS = 48;

/** Ended classes whose no-shows are not marked yet, oldest first. */
export async function endedUnmarked(db: Database, now: Date): Promise<number[]> {
  const latestEnd = new Date(now.getTime() - NO_SHOW_AFTER_MINUTES * 60_000);
  const earliestStart = new Date(now.getTime() - NO_SHOW_LOOKBACK_HOURS * 3_600_000);
  const rows = await db
    .selectFrom('live_classes')
    .select('id')
    .where('no_shows_marked_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('scheduled_at', '>', earliestStart)
    .where(sql<Date>`scheduled_at + minutes_duration * interval '1 minute'`, '<=', latestEnd)
    .orderBy('scheduled_at')
    .limit(200)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims an ended class for its no-shows (migration 060), answering its studio, or undefined when
 * it was claimed before (by another run, or another instance).
 */
export function claimClassForNoShows(tx: Database, classId: number, now: Date) {
  return tx
    .updateTable('live_classes')
    .set({ no_shows_marked_at: now })
    .where('id', '=', classId)
    .where('no_shows_marked_at', 'is', null)
    .returning('studio_id')
    .executeTakeFirst();
}

/** Records no-shows; one already recorded is left as it is. */
export async function insertNoShows(
  tx: Database,
  rows: { classId: number; userId: number; studioId: number }[],
  now: Date,
): Promise<void> {
  await tx
    .insertInto('live_class_no_shows')
    .values(
      rows.map((r) => ({
        live_class_id: r.classId,
        user_id: r.userId,
        studio_id: r.studioId,
        marked_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
