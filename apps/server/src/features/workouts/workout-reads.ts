import type { Workout } from '@jetsweat/contract';
import type { InferResult } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { liveClassCards, videoCards, type CardSource } from './class-cards.ts';

/** A member's own workout rows: the class each shows comes from class-cards.ts. */
function workoutRows(db: Database) {
  return db
    .selectFrom('workouts as w')
    .leftJoin('programs as p', 'p.id', 'w.program_id')
    .select([
      'w.id',
      'w.video_id',
      'w.live_class_id',
      'w.status',
      'w.scheduled_for',
      'w.program_id',
      'p.title as program_title',
    ]);
}
type WorkoutRow = InferResult<ReturnType<typeof workoutRows>>[number];

/** The rows as every workout answer shows them, each with its on-demand or live class. */
async function withClasses(src: CardSource, rows: WorkoutRow[]): Promise<Workout[]> {
  const videoIds: number[] = [];
  const liveIds: number[] = [];
  for (const r of rows) {
    if (r.video_id !== null) videoIds.push(r.video_id);
    if (r.live_class_id !== null) liveIds.push(r.live_class_id);
  }
  const [videos, live] = await Promise.all([
    videoIds.length ? videoCards(src, videoIds) : undefined,
    liveIds.length ? liveClassCards(src, liveIds) : undefined,
  ]);
  return rows.map((r) => ({
    id: r.id,
    when: new Date(r.scheduled_for).toISOString(),
    status: r.status,
    programId: r.program_id,
    programTitle: r.program_title,
    videoId: r.video_id,
    liveClassId: r.live_class_id,
    video: (r.video_id !== null && videos?.get(r.video_id)) || null,
    liveClass: (r.live_class_id !== null && live?.get(r.live_class_id)) || null,
  }));
}

/** One of the member's workouts; undefined when it is not theirs, or gone. */
export async function findWorkout(
  src: CardSource,
  userId: number,
  id: number,
): Promise<Workout | undefined> {
  const row = await workoutRows(src.db)
    .where('w.id', '=', id)
    .where('w.user_id', '=', userId)
    .executeTakeFirst();
  return row ? (await withClasses(src, [row]))[0] : undefined;
}

/** A member's workouts from `from` up to `to`, earliest first (workouts_user_time_idx). */
export async function workoutsBetween(
  src: CardSource,
  userId: number,
  from: Date,
  to: Date,
): Promise<Workout[]> {
  const rows = await workoutRows(src.db)
    .where('w.user_id', '=', userId)
    .where('w.scheduled_for', '>=', from)
    .where('w.scheduled_for', '<', to)
    .orderBy('w.scheduled_for')
    .orderBy('w.id')
    .execute();
  return withClasses(src, rows);
}
