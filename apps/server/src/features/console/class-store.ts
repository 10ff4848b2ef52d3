import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/** A studio's live classes as the console reads and writes them (live_classes, migration 033). */
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
export type ConsoleClassRow = Pick<Selectable<Tables['live_classes']>, (typeof columns)[number]>;

/** The columns the console writes: everything the form edits. */
export type ClassValues = Pick<
  ConsoleClassRow,
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
export function findConsoleClass(
  db: Database,
  id: number,
  lock = false,
): Promise<ConsoleClassRow | undefined> {
  return db
    .selectFrom('live_classes')
    .select(columns)
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A studio's classes ending after `since`, soonest first; only one instructor's when given. */
export function listStudioClasses(
  db: Database,
  q: { studioId: number; since: Date; instructorUserId?: number | undefined; limit: number },
): Promise<ConsoleClassRow[]> {
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

export async function insertClasses(
  tx: Database,
  studioId: number,
  rows: ClassValues[],
): Promise<ConsoleClassRow[]> {
  return tx
    .insertInto('live_classes')
    .values(rows.map((r) => ({ ...r, studio_id: studioId })))
    .returning(columns)
    .execute();
}

export async function updateClass(
  tx: Database,
  id: number,
  values: ClassValues,
): Promise<ConsoleClassRow> {
  return tx
    .updateTable('live_classes')
    .set(values)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function markCancelled(tx: Database, id: number, now: Date): Promise<void> {
  await tx.updateTable('live_classes').set({ cancelled_at: now }).where('id', '=', id).execute();
}

/** The people booked into a class, with their attendance (migration 019) when they came. */
export function listRoster(db: Database, classId: number) {
  return db
    .selectFrom('live_class_seats as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('live_class_attendance as a', (j) =>
      j.onRef('a.live_class_id', '=', 's.live_class_id').onRef('a.user_id', '=', 's.user_id'),
    )
    .select([
      's.user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      's.paid_with',
      's.amount_cents',
      'a.joined_at',
      'a.camera_on_seconds',
    ])
    .where('s.live_class_id', '=', classId)
    .where('s.state', '=', 'booked')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}

/** Who is booked into a class (to tell them of a change). */
export async function bookedPeople(db: Database, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('live_class_seats')
    .select('user_id')
    .where('live_class_id', '=', classId)
    .where('state', '=', 'booked')
    .execute();
  return rows.map((r) => r.user_id);
}
