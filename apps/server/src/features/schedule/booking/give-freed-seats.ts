import { LIVE_CLASS_WAITLIST_OFFER_MINUTES } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { bookingPersonOf } from '../../accounts/service.ts';
import { liveClassIncluded } from '../../billing/service.ts';
import { classFacts } from '../class-access.ts';
import type { LockedClass } from '../store.ts';
import { bookLockedClass } from './book-locked-class.ts';
import { findSeat, insertHeldSeat, type Booking, type SeatRow } from './seat-store.ts';
import { firstWaiting, removeWaiting } from './waitlist-store.ts';

/**
 * A freed seat given to a waiting member: booked when the class is in their plan or pass (or
 * free), else offered, held LIVE_CLASS_WAITLIST_OFFER_MINUTES for them to pay
 * (docs/decisions/0051-bookings-a-member-controls.md: nobody's card is charged without their
 * confirmation).
 */
export type GivenSeat = { kind: 'booked'; seat: SeatRow } | { kind: 'offered'; seat: SeatRow };

const included = (paidWith: Booking['paidWith']): Booking => ({
  paidWith,
  amountCents: 0,
  promo: null,
  paymentIntentId: null,
});

/** The waiting member as the booking rules need them (accounts', read in the class's lock). */
async function personOf(tx: Database, userId: number) {
  const person = await bookingPersonOf(tx, userId);
  if (!person) throw new Error(`waiting member ${userId} has no account`);
  return person;
}

async function giveTo(
  tx: Database,
  locked: LockedClass,
  userId: number,
  now: Date,
): Promise<GivenSeat> {
  const person = await personOf(tx, userId);
  // The member's own site decides as it does when they book there themselves.
  if (await liveClassIncluded(tx, person, classFacts(locked), person.studioId, now)) {
    const booked = await bookLockedClass(tx, locked, userId, included('subscription'), now);
    return { kind: 'booked', seat: booked.seat };
  }
  if (locked.price_cents === 0) {
    const booked = await bookLockedClass(tx, locked, userId, included('free'), now);
    return { kind: 'booked', seat: booked.seat };
  }
  const held = await insertHeldSeat(tx, {
    classId: locked.id,
    userId,
    heldUntil: new Date(now.getTime() + LIVE_CLASS_WAITLIST_OFFER_MINUTES * 60_000),
    amountCents: locked.price_cents ?? 0,
    promo: null,
    now,
  });
  // The caller counted a free seat in this lock, so it is there.
  return { kind: 'offered', seat: held! };
}

/**
 * Gives the class's free seats to its waiting members, first come first served, in the class's
 * lock (the caller's transaction), so however many seats are freed at once each goes to one
 * member. Nothing is given once the class has started. Answers whom to tell, after the commit.
 */
export async function giveFreedSeats(
  tx: Database,
  locked: LockedClass,
  now: Date,
): Promise<GivenSeat[]> {
  const given: GivenSeat[] = [];
  if (new Date(locked.scheduled_at).getTime() <= now.getTime()) return given;
  while (locked.seats_taken < locked.capacity) {
    const first = await firstWaiting(tx, locked.id);
    if (!first) break;
    await removeWaiting(tx, locked.id, first.user_id);
    // A member holding a seat of the class already (paying for it) needs no other.
    if (await findSeat(tx, locked.id, first.user_id)) continue;
    given.push(await giveTo(tx, locked, first.user_id, now));
    locked.seats_taken += 1;
  }
  return given;
}
