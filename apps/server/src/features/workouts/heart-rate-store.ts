import { type Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/** A workout's heart rate (migration 048): the samples kept and the figures worked out of them. */
export type HeartRateRow = Omit<Selectable<Tables['workout_heart_rates']>, 'updated_at'>;
/** The figures at the end of each minute of the play, for the on-demand board (migration 052). */
export type MinuteFigures = Pick<
  HeartRateRow,
  'minute_calories' | 'minute_zone_points' | 'minute_zones'
>;
export type HeartRateFigures = Omit<
  HeartRateRow,
  'workout_id' | 'sample_seconds' | 'sample_bpm' | 'sample_video_seconds' | keyof MinuteFigures
>;

/**
 * Locks the member's workout for this transaction (two reports of one workout run one after the
 * other) and answers its heart rate so far: null when none yet, undefined when the workout is not
 * theirs (or gone).
 */
export async function lockHeartRateOfWorkout(
  tx: Database,
  userId: number,
  workoutId: number,
): Promise<HeartRateRow | null | undefined> {
  const workout = await tx
    .selectFrom('workouts')
    .select('id')
    .where('id', '=', workoutId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!workout) return undefined;
  const row = await heartRates(tx).where('workout_id', '=', workoutId).executeTakeFirst();
  return row ?? null;
}

/** Keeps a workout's samples and figures, and its calories when the heart rate gave some. */
export async function saveHeartRate(
  tx: Database,
  row: HeartRateRow,
  caloriesFromHeart: number | null,
  now: Date,
): Promise<void> {
  const values = { ...row, updated_at: now };
  await tx
    .insertInto('workout_heart_rates')
    .values(values)
    .onConflict((oc) => oc.column('workout_id').doUpdateSet(values))
    .execute();
  if (caloriesFromHeart !== null)
    await tx
      .updateTable('workouts')
      .set({ calories: caloriesFromHeart })
      .where('id', '=', row.workout_id)
      .execute();
}

/** The figures of those of the member's workouts that have a heart rate. */
export function heartRateFiguresOf(
  db: Database,
  userId: number,
  workoutIds: readonly number[],
): Promise<(HeartRateFigures & { workout_id: number })[]> {
  if (workoutIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workout_heart_rates as h')
    .innerJoin('workouts as w', 'w.id', 'h.workout_id')
    .select([
      'h.workout_id',
      'h.average_bpm',
      'h.max_bpm',
      'h.zone_seconds',
      'h.calories',
      'h.zone_points',
      'h.chart_bpm',
    ])
    .where('w.user_id', '=', userId)
    .where((eb) => eb('h.workout_id', '=', eb.fn.any(eb.val([...workoutIds]))))
    .execute();
}

const heartRates = (db: Database) =>
  db
    .selectFrom('workout_heart_rates')
    .select([
      'workout_id',
      'sample_seconds',
      'sample_bpm',
      'sample_video_seconds',
      'average_bpm',
      'max_bpm',
      'zone_seconds',
      'calories',
      'zone_points',
      'chart_bpm',
      'minute_calories',
      'minute_zone_points',
      'minute_zones',
    ]);
