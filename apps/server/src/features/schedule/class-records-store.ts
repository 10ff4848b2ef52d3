import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

const recordColumns = [
  'id',
  'studio_id',
  'title',
  'description',
  'instructor',
  'class_type',
  'level',
  'scheduled_at',
  'minutes_duration',
] as const;

/** A live class as it was scheduled: what other features show of one (a recording, a receipt). */
export type ClassRecord = Pick<Selectable<Tables['live_classes']>, (typeof recordColumns)[number]>;

/** Classes by id, cancelled ones too (what was recorded or paid for stays), in no order. */
export function classRecordsByIds(db: Database, ids: readonly number[]): Promise<ClassRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('live_classes')
    .select(recordColumns)
    .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
    .execute();
}

/** A studio's classes, cancelled ones too, the latest first. */
export function classRecordsOfStudio(db: Database, studioId: number): Promise<ClassRecord[]> {
  return db
    .selectFrom('live_classes')
    .select(recordColumns)
    .where('studio_id', '=', studioId)
    .orderBy('scheduled_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
