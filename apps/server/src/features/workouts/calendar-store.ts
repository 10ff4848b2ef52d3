import type { WorkoutStatus } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { workout } from './workout-machine.ts';

/** What a member's edit found: their workout's kind and status, locked for the edit. */
export interface EditedWorkout {
  id: number;
  status: WorkoutStatus;
  isLive: boolean;
  /** When it is (or was) on the calendar. */
  scheduledFor: Date;
}

/** The member's workout `id`, locked until the transaction ends; undefined when it is not theirs. */
export async function lockOwnWorkout(
  tx: Database,
  userId: number,
  id: number,
): Promise<EditedWorkout | undefined> {
  const row = await tx
    .selectFrom('workouts')
    .select(['id', 'status', 'live_class_id', 'scheduled_for'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      status: row.status,
      isLive: row.live_class_id !== null,
      scheduledFor: new Date(row.scheduled_for),
    }
  );
}

/** Moves a workout to the minute of `when`; calendars see a new revision (its sequence grows). */
export async function moveWorkout(tx: Database, id: number, when: Date, now: Date): Promise<void> {
  const minute = new Date(Math.floor(when.getTime() / 60_000) * 60_000);
  await tx
    .updateTable('workouts')
    .set((eb) => ({ scheduled_for: minute, sequence: eb('sequence', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/**
 * Changes a workout's status from `from`, the status its edit found, to `to`: a change no move makes
 * throws IllegalTransitionError, and a row that is no longer in `from` is left as it is.
 */
export async function setWorkoutStatus(
  tx: Database,
  id: number,
  from: WorkoutStatus,
  to: WorkoutStatus,
  now: Date,
): Promise<void> {
  const move = workout.between(from, to);
  await tx
    .updateTable('workouts')
    .set({ status: move.to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', move.from)
    .execute();
}

/** Takes a workout off the calendar, while it is still in `from`, the status its edit found. */
export async function deleteWorkout(tx: Database, id: number, from: WorkoutStatus): Promise<void> {
  const move = workout.moves.remove.check(from);
  await tx.deleteFrom('workouts').where('id', '=', id).where('status', '=', move.from).execute();
}
