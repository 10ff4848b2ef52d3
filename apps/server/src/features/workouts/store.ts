import type { Workout } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';

interface WorkoutRow {
  id: number;
  user_id: number;
  video_id: number | null;
  live_class_id: number | null;
  status: 'scheduled' | 'completed' | 'skipped';
  scheduled_for: Date;
  lc_studio_id: number | null;
  lc_title: string | null;
  lc_description: string | null;
  lc_instructor: string | null;
  lc_minutes_duration: number | null;
}

/**
 * Puts a live class on a person's schedule at the class's time, at most once (the unique
 * constraint decides when two requests race). Answers the new workout's id, or undefined when
 * the class was already there.
 */
export async function insertLiveWorkout(
  tx: Queryable,
  userId: number,
  liveClassId: number,
  scheduledFor: Date,
  now: Date,
): Promise<number | undefined> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO workouts (user_id, live_class_id, status, scheduled_for, created_at)
     VALUES ($1, $2, 'scheduled', date_trunc('minute', $3::timestamptz), $4)
     ON CONFLICT ON CONSTRAINT workouts_live_class_once DO NOTHING RETURNING id`,
    [userId, liveClassId, scheduledFor, now],
  );
  return rows[0]?.id;
}

export async function findLiveWorkoutId(
  q: Queryable,
  userId: number,
  liveClassId: number,
): Promise<number | undefined> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM workouts WHERE user_id = $1 AND live_class_id = $2',
    [userId, liveClassId],
  );
  return rows[0]?.id;
}

export async function findWorkout(
  q: Queryable,
  userId: number,
  id: number,
): Promise<Workout | undefined> {
  const rows = await q.query<WorkoutRow>(
    `SELECT w.id, w.user_id, w.video_id, w.live_class_id, w.status, w.scheduled_for,
            c.studio_id AS lc_studio_id, c.title AS lc_title, c.description AS lc_description,
            c.instructor AS lc_instructor, c.minutes_duration AS lc_minutes_duration
     FROM workouts w LEFT JOIN live_classes c ON c.id = w.live_class_id
     WHERE w.id = $1 AND w.user_id = $2`,
    [id, userId],
  );
  const row = rows[0];
  return row ? workoutView(row) : undefined;
}

function workoutView(row: WorkoutRow): Workout {
  return {
    id: row.id,
    when: new Date(row.scheduled_for).toISOString(),
    status: row.status,
    programId: null,
    videoId: row.video_id,
    liveClassId: row.live_class_id,
    video: null,
    liveClass:
      row.live_class_id === null
        ? null
        : {
            id: row.live_class_id,
            studioId: row.lc_studio_id!,
            title: row.lc_title!,
            description: row.lc_description!,
            instructor: row.lc_instructor!,
            minutesDuration: row.lc_minutes_duration!,
          },
  };
}
