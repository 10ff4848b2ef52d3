import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';

/** A studio's live classes as its console reads and writes them (live_classes, migration 033). */
const columns = [
  'id',
  'studio_id',
  'title',
  'description',
  'instructor',
  'instructor_user_id',
  'scheduled_at',
  'minutes_duration',
  'price_cents',
  'is_on_jetsweat',
  'product_availability',
  'capacity',
  'seats_taken',
  'class_type',
  'level',
  'cancelled_at',
] as const;
export type StudioClassRow = Pick<Selectable<Tables['live_classes']>, (typeof columns)[number]>;

/** The columns the console writes: everything its form edits. */
export type ClassValues = Pick<
  StudioClassRow,
  | 'title'
  | 'description'
  | 'instructor'
  | 'instructor_user_id'
  | 'scheduled_at'
  | 'minutes_duration'
  | 'price_cents'
  | 'is_on_jetsweat'
  | 'product_availability'
  | 'capacity'
  | 'class_type'
  | 'level'
>;

/** One class by id, whatever its studio (the caller compares), locked when `lock`. */
export function findStudioClassRow(
  db: Database,
  id: number,
  lock = false,
): Promise<StudioClassRow | undefined> {
  return db
    .selectFrom('live_classes')
    .select(columns)
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A studio's classes ending after `since`, soonest first; only one instructor's when given. */
export function listStudioClassRows(
  db: Database,
  q: { studioId: number; since: Date; instructorUserId?: number | undefined; limit: number },
): Promise<StudioClassRow[]> {
  return db
    .selectFrom('live_classes')
    .select(columns)
    .where('studio_id', '=', q.studioId)
    .where('scheduled_at', '>', q.since)
    .$if(q.instructorUserId !== undefined, (w) =>
      w.where('instructor_user_id', '=', q.instructorUserId!),
    )
    .orderBy('scheduled_at')
    .orderBy('id')
    .limit(q.limit)
    .execute();
}

export function insertClassRows(
  tx: Database,
  studioId: number,
  rows: ClassValues[],
): Promise<StudioClassRow[]> {
  return tx
    .insertInto('live_classes')
    .values(rows.map((r) => ({ ...r, studio_id: studioId })))
    .returning(columns)
    .execute();
}

export function updateClassRow(
  tx: Database,
  id: number,
  values: ClassValues,
): Promise<StudioClassRow> {
  return tx
    .updateTable('live_classes')
    .set(values)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function markClassCancelled(tx: Database, id: number, now: Date): Promise<void> {
  await tx.updateTable('live_classes').set({ cancelled_at: now }).where('id', '=', id).execute();
}

/** A class's booked seats: who, and how they paid. */
export function listRosterSeats(db: Database, classId: number) {
  return db
    .selectFrom('live_class_seats')
    .select(['user_id', 'paid_with', 'amount_cents'])
    .where('live_class_id', '=', classId)
    .where('state', '=', 'booked')
    .orderBy('id')
    .execute();
}

/** Who is booked into a class (to tell them of a change). */
export async function bookedUserIds(db: Database, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('live_class_seats')
    .select('user_id')
    .where('live_class_id', '=', classId)
    .where('state', '=', 'booked')
    .execute();
  return rows.map((r) => r.user_id);
}
