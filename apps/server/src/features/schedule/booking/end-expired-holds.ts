import type { Database } from '../../../platform/db/database.ts';
import { classesWithExpiredHolds, releaseClassExpiredHolds } from './holds-store.ts';

export const SEAT_HOLD_QUEUE = 'seat-hold-expiry';
/** Every minute: a hold lasts LIVE_CLASS_HOLD_MINUTES, so a seat comes back soon after. */
export const SEAT_HOLD_CRON = '* * * * *';

/**
 * Gives back the seats held for card payments that ran out of time, class by class, each under
 * the class's lock like a booking (so a booking racing the job counts the same seats). Booking
 * already frees a class's expired holds before it takes a seat, and the lists never count them;
 * this job frees them in classes nobody books too, so a class's seats_taken stays true and
 * abandoned holds do not pile up. Safe to run again at any time.
 */
export async function releaseExpiredSeatHolds(
  db: Database,
  now: Date,
): Promise<{ seatHoldsReleased: number }> {
  let released = 0;
  for (const classId of await classesWithExpiredHolds(db, now))
    released += await releaseClassExpiredHolds(db, classId, now);
  return { seatHoldsReleased: released };
}
