import { sql } from 'kysely';
import { NONE } from '../../platform/db/state-machine.ts';
import type { Database } from '../../platform/db/database.ts';
import { workout } from './workout-machine.ts';

// How this feature's stores move a workout (workout-machine.ts): each write checks its move and
// moves the row only from the state the move starts at.
const { plan, record, complete, skip, remove } = workout.moves;

/**
 * Puts a live class on a person's schedule at the class's time, at most once (the unique
 * constraint decides when two requests race). Answers the new workout's id, or undefined when
 * the class was already there.
 */
export async function insertLiveWorkout(
  tx: Database,
  userId: number,
  liveClassId: number,
  scheduledFor: Date,
  now: Date,
): Promise<number | undefined> {
  const row = await tx
    .insertInto('workouts')
    .values({
      user_id: userId,
      live_class_id: liveClassId,
      status: plan.check(NONE).to,
      scheduled_for: sql<Date>`date_trunc('minute', ${scheduledFor}::timestamptz)`,
      created_at: now,
    })
    .onConflict((oc) => oc.constraint('workouts_live_class_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findLiveWorkoutId(
  db: Database,
  userId: number,
  liveClassId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('workouts')
    .select('id')
    .where('user_id', '=', userId)
    .where('live_class_id', '=', liveClassId)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Takes a cancelled booking's class off the member's schedule: the workout booking put there,
 * while it is still only scheduled (one they marked done or skipped is their history).
 */
export async function removeLiveWorkout(
  tx: Database,
  userId: number,
  liveClassId: number,
): Promise<void> {
  await tx
    .deleteFrom('workouts')
    .where('user_id', '=', userId)
    .where('live_class_id', '=', liveClassId)
    .where('status', '=', remove.check('scheduled').from)
    .execute();
}

/**
 * Puts an on-demand class on a member's schedule; undefined when the same class is already there
 * at the same minute (a double click makes one).
 */
export async function insertVideoWorkout(
  db: Database,
  w: { userId: number; videoId: number; programId: number | null; when: Date; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('workouts')
    .values({
      user_id: w.userId,
      video_id: w.videoId,
      program_id: w.programId,
      status: plan.check(NONE).to,
      scheduled_for: sql<Date>`date_trunc('minute', ${w.when}::timestamptz)`,
      created_at: w.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'video_id', 'scheduled_for'])
        .where('video_id', 'is not', null)
        .where('status', '=', plan.to)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Records a watched class as a completed workout with its calories: the member's scheduled
 * workout of that class between `dayStart` and `dayEnd` when there is one, else a new one at
 * `at`. Answers the workout's id.
 */
export async function recordWatchedWorkout(
  tx: Database,
  w: {
    userId: number;
    videoId: number;
    at: Date;
    dayStart: Date;
    dayEnd: Date;
    calories: number;
  },
): Promise<number> {
  const done = complete.check('scheduled');
  const scheduled = await tx
    .updateTable('workouts')
    .set({ status: done.to, calories: w.calories })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('workouts')
        .select('id')
        .where('user_id', '=', w.userId)
        .where('video_id', '=', w.videoId)
        .where('status', '=', done.from)
        .where('scheduled_for', '>=', w.dayStart)
        .where('scheduled_for', '<', w.dayEnd)
        .orderBy('scheduled_for')
        .limit(1)
        .forUpdate(),
    )
    .returning('id')
    .executeTakeFirst();
  if (scheduled) return scheduled.id;
  const row = await tx
    .insertInto('workouts')
    .values({
      user_id: w.userId,
      video_id: w.videoId,
      status: record.check(NONE).to,
      scheduled_for: w.at,
      created_at: w.at,
      calories: w.calories,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The class's estimate of a workout's calories, kept current as the play goes on; not once the
 * member's heart rate gave the workout its calories (heart-rate.ts).
 */
export async function setWorkoutCalories(
  tx: Database,
  workoutId: number,
  calories: number,
): Promise<void> {
  await tx
    .updateTable('workouts')
    .set({ calories })
    .where('id', '=', workoutId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('workout_heart_rates')
            .select('workout_id')
            .where('workout_id', '=', workoutId)
            .where('average_bpm', 'is not', null),
        ),
      ),
    )
    .execute();
}

/**
 * Marks skipped every workout still scheduled for before `before`, answering how many. Watching a
 * class completes the member's scheduled workout of it on the same day, so `before` is the start
 * of the current day: a workout is skipped once its whole day has passed.
 */
export async function skipMissedWorkouts(db: Database, before: Date): Promise<number> {
  const missed = skip.check('scheduled');
  const skipped = await db
    .updateTable('workouts')
    .set({ status: missed.to })
    .where('status', '=', missed.from)
    .where('scheduled_for', '<', before)
    .executeTakeFirst();
  return Number(skipped.numUpdatedRows);
}

/** The programs the member's workouts between two instants were scheduled as part of. */
export async function programIdsScheduledBetween(
  db: Database,
  userId: number,
  from: Date,
  to: Date,
): Promise<number[]> {
  const rows = await db
    .selectFrom('workouts')
    .select('program_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('scheduled_for', '>=', from)
    .where('scheduled_for', '<', to)
    .where('program_id', 'is not', null)
    .execute();
  return rows.map((r) => r.program_id!);
}
