import type { Workout } from '@jetsweat/contract';
import { programsByIds } from '../videos/service.ts';
import { cardsOfRows, type CardSource } from './class-cards.ts';
import {
  findWorkoutRow,
  liveWorkoutRowsOf,
  workoutRowsBetween,
  type WorkoutRow,
} from './workout-rows-store.ts';

/** The titles of the programs these rows were scheduled as part of, by id (the library's). */
async function programTitles(src: CardSource, rows: WorkoutRow[]): Promise<Map<number, string>> {
  const ids = new Set<number>();
  for (const r of rows) if (r.program_id !== null) ids.add(r.program_id);
  if (ids.size === 0) return new Map();
  return new Map((await programsByIds(src.db, [...ids])).map((p) => [p.id, p.title]));
}

/** The rows as every workout answer shows them, each with its class and its program's title. */
async function withClasses(src: CardSource, rows: WorkoutRow[]): Promise<Workout[]> {
  const [{ videos, live }, programs] = await Promise.all([
    cardsOfRows(src, rows),
    programTitles(src, rows),
  ]);
  return rows.map((r) => ({
    id: r.id,
    when: new Date(r.scheduled_for).toISOString(),
    status: r.status,
    programId: r.program_id,
    programTitle: (r.program_id !== null && programs.get(r.program_id)) || null,
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
  const row = await findWorkoutRow(src.db, userId, id);
  return row ? (await withClasses(src, [row]))[0] : undefined;
}

/** A member's workouts from `from` up to `to`, earliest first (workouts_user_time_idx). */
export async function workoutsBetween(
  src: CardSource,
  userId: number,
  from: Date,
  to: Date,
): Promise<Workout[]> {
  return withClasses(src, await workoutRowsBetween(src.db, userId, from, to));
}

/** The member's workouts of these live classes, each with its class. */
export async function liveWorkoutsOf(
  src: CardSource,
  userId: number,
  liveClassIds: readonly number[],
): Promise<Workout[]> {
  return withClasses(src, await liveWorkoutRowsOf(src.db, userId, liveClassIds));
}
