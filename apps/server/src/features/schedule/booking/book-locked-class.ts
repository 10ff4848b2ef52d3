import { bookingClosesAt, scheduleTexts } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { liveWorkouts } from '../../workouts/service.ts';
import { lockLiveClass, type LockedClass } from '../store.ts';
import {
  endExpiredHolds,
  insertBookedSeat,
  markSeatBooked,
  findSeat,
  type Booking,
  type SeatRow,
} from './seat-store.ts';
import { removeWaiting } from './waitlist-store.ts';

export interface Booked {
  seat: SeatRow;
  workoutId: number;
  /** False when the person had booked this class before; nothing changed then. */
  fresh: boolean;
}

/**
 * Locks the class for a seat move (404 when there is none), then ends its holds that ran out of
 * time (held -> none in the purchase machine), so what follows counts only seats really taken.
 */
export async function lockClassAndEndHolds(
  tx: Database,
  classId: number,
  now: Date,
): Promise<LockedClass> {
  const locked = await lockLiveClass(tx, classId);
  if (!locked) throw notFound(scheduleTexts.classNotFound);
  locked.seats_taken -= await endExpiredHolds(tx, classId, now);
  return locked;
}

/** A seat the person's plan or pass includes: nothing paid for it. */
export const INCLUDED_BOOKING: Booking = {
  paidWith: 'subscription',
  amountCents: 0,
  promo: null,
  paymentIntentId: null,
};

/** Runs `step` in one transaction, in the class's lock, its expired holds ended first. */
export function inClass<T>(
  deps: Pick<Deps, 'db'>,
  classId: number,
  now: Date,
  step: (tx: Database, locked: LockedClass) => Promise<T>,
): Promise<T> {
  return deps.db
    .transaction()
    .execute(async (tx) => step(tx, await lockClassAndEndHolds(tx, classId, now)));
}

/**
 * Whether booking the class has closed at `now`: at its end, or earlier by its studio's booking
 * policy. A class under way until then can be booked and joined (issue 51, item 1).
 */
export function bookingClosed(locked: LockedClass, now: Date): boolean {
  const closes = bookingClosesAt(
    new Date(locked.scheduled_at).getTime(),
    locked.minutes_duration,
    locked.late_booking_minutes,
  );
  return now.getTime() >= closes;
}

/** 409 once booking the class has closed. */
export function refuseClosed(locked: LockedClass, now: Date): void {
  if (bookingClosed(locked, now)) throw conflict(scheduleTexts.bookingClosed);
}

/** 409 once the class has started: for what makes no sense in a class under way (a waitlist). */
export function refuseStarted(locked: LockedClass, now: Date): void {
  if (new Date(locked.scheduled_at).getTime() <= now.getTime())
    throw conflict(scheduleTexts.bookingClosed);
}

/**
 * Books the person into a class whose row the caller has locked in this transaction, and puts the
 * class on their schedule. A seat they were holding while paying becomes theirs; otherwise a new
 * seat is taken, or 409 when the class is full. Booking twice changes nothing.
 */
export async function bookLockedClass(
  tx: Database,
  locked: LockedClass,
  userId: number,
  booking: Booking,
  now: Date,
): Promise<Booked> {
  const existing = await findSeat(tx, locked.id, userId);
  let seat: SeatRow;
  let fresh = true;
  if (existing?.state === 'booked') {
    seat = existing;
    fresh = false;
  } else if (existing?.state === 'held') {
    seat = await markSeatBooked(tx, existing.id, booking, now);
  } else {
    const taken = await insertBookedSeat(tx, locked.id, userId, booking, now);
    if (!taken) throw conflict(scheduleTexts.classFull);
    seat = taken;
  }
  // A member who booked needs no waiting any more.
  if (fresh) await removeWaiting(tx, locked.id, userId);
  const workoutId =
    (await liveWorkouts.insert(tx, userId, locked.id, new Date(locked.scheduled_at), now)) ??
    (await liveWorkouts.findId(tx, userId, locked.id))!;
  return { seat, workoutId, fresh };
}
