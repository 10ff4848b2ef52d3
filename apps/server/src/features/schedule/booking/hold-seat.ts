import {
  apiErrorCodes,
  LIVE_CLASS_HOLD_MINUTES,
  LIVE_CLASS_HOLDS_PER_CLASS_PER_DAY,
  LIVE_CLASS_MAX_HELD_SEATS,
  LIVE_CLASS_PAYMENT_STARTS_PER_HOUR,
  scheduleTexts,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { conflict, tooManyRequests } from '../../../platform/http/errors.ts';
import type { RateLimiter } from '../../../platform/http/rate-limit.ts';
import { countLiveHolds, lockMemberHolds } from './holds-store.ts';
import type { LivePrice } from './live-price.ts';
import { lockClassAndEndHolds, refuseClosed } from './book-locked-class.ts';
import { findSeat, insertHeldSeat, type SeatRow } from './seat-store.ts';

/**
 * The limits on seats held while paying (docs/decisions/0035-seat-holds-that-end.md): a hold ends
 * LIVE_CLASS_HOLD_MINUTES after its first claim however often the payment is asked for again, a
 * member holds at most LIVE_CLASS_MAX_HELD_SEATS seats at once, starts at most
 * LIVE_CLASS_HOLDS_PER_CLASS_PER_DAY holds of one class a day, and starts at most
 * LIVE_CLASS_PAYMENT_STARTS_PER_HOUR payments an hour. So one account cannot keep a class full.
 */

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;
const startsKey = (userId: number) => `live-payment-starts:${userId}`;
const classHoldsKey = (userId: number, classId: number) => `live-class-holds:${userId}:${classId}`;

/** Counts one more payment started by the member; 429 once the hour's are used up. */
export async function countPaymentStart(limiter: RateLimiter, userId: number): Promise<void> {
  const started = await limiter.count(startsKey(userId), HOUR_SECONDS);
  if (started > LIVE_CLASS_PAYMENT_STARTS_PER_HOUR)
    throw tooManyRequests(scheduleTexts.tooManyPaymentStarts);
}

/**
 * 429 when the member has started the day's holds of this class already and holds none of it
 * now (paying within a running hold is always allowed: it takes nothing more).
 */
export async function refuseUsedUpClassHolds(
  db: Database,
  limiter: RateLimiter,
  p: { userId: number; classId: number; now: Date },
): Promise<void> {
  const mine = await findSeat(db, p.classId, p.userId);
  if (mine?.state === 'held' && mine.held_until && mine.held_until > p.now) return;
  const started = await limiter.peek(classHoldsKey(p.userId, p.classId), DAY_SECONDS);
  if (started >= LIVE_CLASS_HOLDS_PER_CLASS_PER_DAY)
    throw tooManyRequests(scheduleTexts.holdsPerClassUsedUp);
}

/** Counts a hold the member just started in the class (after its transaction committed). */
export async function countClassHold(
  limiter: RateLimiter,
  userId: number,
  classId: number,
): Promise<void> {
  await limiter.count(classHoldsKey(userId, classId), DAY_SECONDS);
}

export interface Hold {
  seat: SeatRow;
  /** Taken just now (false: the member's running hold of this class, its end unchanged). */
  fresh: boolean;
}

/**
 * The claim of a live-class purchase: a seat held while the person pays, so when many reach for
 * the last seat only one is ever charged. The member's running hold of the class is answered as
 * it is; a new one ends LIVE_CLASS_HOLD_MINUTES from now, and is refused (409) while the member
 * holds LIVE_CLASS_MAX_HELD_SEATS seats elsewhere.
 */
export async function holdSeat(
  tx: Database,
  p: { classId: number; userId: number; price: LivePrice; now: Date },
): Promise<Hold> {
  await lockMemberHolds(tx, p.userId);
  const locked = await lockClassAndEndHolds(tx, p.classId, p.now);
  const seat = await findSeat(tx, p.classId, p.userId);
  if (seat?.state === 'booked')
    throw conflict(scheduleTexts.alreadyRegistered, apiErrorCodes.alreadyRegistered);
  refuseClosed(locked, p.now);
  // Any seat of theirs left here is a running hold: the lock above ended the expired ones.
  if (seat) return { seat, fresh: false };
  if ((await countLiveHolds(tx, p.userId, p.now)) >= LIVE_CLASS_MAX_HELD_SEATS)
    throw conflict(scheduleTexts.tooManyHolds);
  const held = await insertHeldSeat(tx, {
    classId: p.classId,
    userId: p.userId,
    heldUntil: new Date(p.now.getTime() + LIVE_CLASS_HOLD_MINUTES * 60_000),
    amountCents: p.price.amountCents,
    promo: p.price.promo,
    now: p.now,
  });
  if (!held) throw conflict(scheduleTexts.classFull);
  return { seat: held, fresh: true };
}
