import type { Database } from '../../../platform/db/database.ts';
import type { LockedClass } from '../store.ts';
import type { SeatRow } from './seat-store.ts';

/**
 * Records a member's cancel of their booking, in time or late (migration 060): the seat row is
 * deleted, so this is what the console's reports count late cancels from.
 */
export async function recordCancellation(
  tx: Database,
  locked: Pick<LockedClass, 'id' | 'studio_id'>,
  seat: Pick<SeatRow, 'user_id' | 'paid_with'>,
  late: boolean,
  now: Date,
): Promise<void> {
  await tx
    .insertInto('live_class_cancellations')
    .values({
      live_class_id: locked.id,
      studio_id: locked.studio_id,
      user_id: seat.user_id,
      late,
      paid_with: seat.paid_with ?? 'card',
      cancelled_at: now,
    })
    .execute();
}

/** The late cancels at the studio between two instants, oldest first: the class, who and when. */
export async function lateCancelsByClass(
  db: Database,
  studioId: number,
  from: Date,
  to: Date,
): Promise<{ live_class_id: number; user_id: number; cancelled_at: Date }[]> {
  return db
    .selectFrom('live_class_cancellations')
    .select(['live_class_id', 'user_id', 'cancelled_at'])
    .where('studio_id', '=', studioId)
    .where('late', '=', true)
    .where('cancelled_at', '>=', from)
    .where('cancelled_at', '<', to)
    .orderBy('cancelled_at')
    .execute();
}
