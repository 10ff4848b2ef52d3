import type { Database } from '../../../platform/db/database.ts';
import { lockLiveClass } from '../store.ts';
import { giveFreedSeats, type GivenSeat } from './give-freed-seats.ts';
import { classesWithExpiredHolds } from './holds-store.ts';
import { endExpiredHolds } from './seat-store.ts';

export const SEAT_HOLD_QUEUE = 'seat-hold-expiry';
/** Every minute: a hold lasts LIVE_CLASS_HOLD_MINUTES, so a seat comes back soon after. */
export const SEAT_HOLD_CRON = '* * * * *';

/** Locks the class row, as a booking does, gives back its expired holds and their seats to the waitlist. */
async function releaseClassExpiredHolds(db: Database, classId: number, now: Date) {
  return db.transaction().execute(async (tx) => {
    const locked = await lockLiveClass(tx, classId);
    if (!locked) return { released: 0, given: [] };
    const released = await endExpiredHolds(tx, classId, now);
    locked.seats_taken -= released;
    return { released, given: await giveFreedSeats(tx, locked, now) };
  });
}

/**
 * Gives back the seats held for card payments that ran out of time, class by class, each under
 * the class's lock like a booking (so a booking racing the job counts the same seats). Booking
 * already frees a class's expired holds before it takes a seat, and the lists never count them;
 * this job frees them in classes nobody books too, so a class's seats_taken stays true and
 * abandoned holds do not pile up, and gives each freed seat to the class's first waiting member
 * (`tell` mails them after the commit). Safe to run again at any time.
 */
export async function releaseExpiredSeatHolds(
  db: Database,
  now: Date,
  tell: (given: GivenSeat[]) => Promise<void> = async () => {},
): Promise<{ seatHoldsReleased: number }> {
  let released = 0;
  for (const classId of await classesWithExpiredHolds(db, now)) {
    const ended = await releaseClassExpiredHolds(db, classId, now);
    released += ended.released;
    if (ended.given.length > 0) await tell(ended.given);
  }
  return { seatHoldsReleased: released };
}
