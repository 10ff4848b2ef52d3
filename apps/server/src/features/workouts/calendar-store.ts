import type { WorkoutStatus } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';

/** What a member's edit found: their workout's kind and status, locked for the edit. */
export interface EditedWorkout {
  id: number;
  status: WorkoutStatus;
  isLive: boolean;
}

/** The member's workout `id`, locked until the transaction ends; undefined when it is not theirs. */
export async function lockOwnWorkout(
  tx: Database,
  userId: number,
  id: number,
): Promise<EditedWorkout | undefined> {
  const row = await tx
    .selectFrom('workouts')
    .select(['id', 'status', 'live_class_id'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row && { id: row.id, status: row.status, isLive: row.live_class_id !== null };
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

export async function setWorkoutStatus(
  tx: Database,
  id: number,
  status: WorkoutStatus,
  now: Date,
): Promise<void> {
  await tx.updateTable('workouts').set({ status, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteWorkout(tx: Database, id: number): Promise<void> {
  await tx.deleteFrom('workouts').where('id', '=', id).execute();
}
