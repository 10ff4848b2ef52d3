import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/** The broadcasts classes are on air with (migration 019: live_broadcasts). */
export type BroadcastRow = Selectable<Tables['live_broadcasts']>;

/**
 * Starts a broadcast, or answers undefined when the stream id or the class already has one: the
 * table's two unique keys decide, so two creations at once cannot both succeed.
 */
export async function insertBroadcast(
  db: Database,
  b: { streamId: string; liveClassId: number; userId: number; now: Date },
): Promise<BroadcastRow | undefined> {
  return db
    .insertInto('live_broadcasts')
    .values({
      stream_id: b.streamId,
      live_class_id: b.liveClassId,
      started_by: b.userId,
      created_at: b.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findBroadcast(
  db: Database,
  streamId: string,
): Promise<BroadcastRow | undefined> {
  return db
    .selectFrom('live_broadcasts')
    .selectAll()
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
}

export async function findClassBroadcast(
  db: Database,
  liveClassId: number,
): Promise<BroadcastRow | undefined> {
  return db
    .selectFrom('live_broadcasts')
    .selectAll()
    .where('live_class_id', '=', liveClassId)
    .executeTakeFirst();
}

export async function deleteBroadcast(db: Database, streamId: string): Promise<boolean> {
  const gone = await db
    .deleteFrom('live_broadcasts')
    .where('stream_id', '=', streamId)
    .returning('stream_id')
    .executeTakeFirst();
  return gone !== undefined;
}

/**
 * Takes off the air the broadcasts of classes that ended more than `graceMinutes` ago (the
 * instructor's page closed without End class): their stream ids are free again, and no list
 * shows the class as on air. Answers how many went.
 */
export async function deleteBroadcastsOfEndedClasses(
  db: Database,
  now: Date,
  graceMinutes: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMinutes * 60_000);
  const gone = await db
    .deleteFrom('live_broadcasts')
    .where(({ eb, selectFrom }) =>
      eb(
        'live_class_id',
        'in',
        selectFrom('live_classes as c')
          .select('c.id')
          .whereRef('c.id', '=', 'live_broadcasts.live_class_id')
          .where(sql<Date>`c.scheduled_at + c.minutes_duration * interval '1 minute'`, '<', cutoff),
      ),
    )
    .returning('stream_id')
    .execute();
  return gone.length;
}

/** Which of the classes are on air now. */
export async function classesOnAir(db: Database, liveClassIds: number[]): Promise<Set<number>> {
  if (liveClassIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('live_broadcasts')
    .select('live_class_id')
    .where('live_class_id', 'in', liveClassIds)
    .execute();
  return new Set(rows.map((r) => r.live_class_id));
}
