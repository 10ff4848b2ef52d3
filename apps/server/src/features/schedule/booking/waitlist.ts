import { scheduleTexts, type WaitlistAnswer } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { bookingPersonOf } from '../../accounts/service.ts';
import { seenBy } from '../class-access.ts';
import { lockClassAndEndHolds, refuseStarted } from './book-locked-class.ts';
import { findSeat } from './seat-store.ts';
import { insertWaiting, removeWaiting } from './waitlist-store.ts';

/**
 * Joins a full class's waitlist (none -> waiting), in the class's lock so it is judged against
 * the seats really taken. 404 for a class the member cannot see, 409 when it has started, still
 * has seats, or they booked it (or hold a seat) or wait already; each changes nothing.
 */
export async function joinWaitlist(
  deps: Deps,
  userId: number,
  classId: number,
  siteStudioId: number | null,
): Promise<WaitlistAnswer> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    const locked = await lockClassAndEndHolds(tx, classId, now);
    const member = await bookingPersonOf(tx, userId);
    if (!member) throw new Error(`member ${userId} has no account`);
    if (!seenBy(locked, siteStudioId, member.studioId)) throw notFound(scheduleTexts.classNotFound);
    refuseStarted(locked, now);
    if (await findSeat(tx, classId, userId)) throw conflict(scheduleTexts.waitlistAlreadyBooked);
    if (locked.seats_taken < locked.capacity) throw conflict(scheduleTexts.waitlistNotFull);
    if (!(await insertWaiting(tx, classId, userId, now)))
      throw conflict(scheduleTexts.waitlistAlreadyWaiting);
  });
  return { liveClassId: classId, waiting: true, message: scheduleTexts.waitlistJoined };
}

/** Leaves the class's waitlist (waiting -> none); 404 when the member was not on it. */
export async function leaveWaitlist(
  deps: Deps,
  userId: number,
  classId: number,
): Promise<WaitlistAnswer> {
  const left = await removeWaiting(deps.db, classId, userId);
  if (!left) throw notFound(scheduleTexts.notWaiting);
  return { liveClassId: classId, waiting: false, message: scheduleTexts.waitlistLeft };
}
