import { scheduleTexts, type User } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest, notFound, paymentRequired } from '../../../platform/http/errors.ts';
import type { PaymentIntent } from '../../../platform/payments/gateway.ts';
import { recordPurchaseEvent } from '../../product-events/service.ts';
import { CouponAlreadyUsedError, liveClassIncluded } from '../../billing/service.ts';
import { sendBookingMail } from './booking-mail.ts';
import { classFacts, seenBy } from '../class-access.ts';
import { livePrice, redeemLiveCoupon, type LivePrice } from './live-price.ts';
import {
  bookLockedClass,
  bookingClosed,
  inClass,
  INCLUDED_BOOKING,
  refuseClosed,
  type Booked,
} from './book-locked-class.ts';
import { bookWithPack, type PackBooking } from './book-with-pack.ts';
import { claimRefundPaidByJob, refundNow } from './refund-payment.ts';
import { findRefund, type RefundReason, type RefundRow } from './refunds-store.ts';
import { inSavepoint } from './savepoint-store.ts';
import type { LiveClassRow } from '../live-classes.ts';
import type { LockedClass } from '../store.ts';
import { findSeat, findSeatByIntent, type Booking } from './seat-store.ts';

/**
 * What a live-class payment became: its booking, or a refund (the class full, closed, or booked),
 * paid at once or on its way (its job pays it).
 */
export type Finished =
  { kind: 'booked'; booked: Booked } | { kind: 'refunded'; reason: RefundReason; paid: boolean };

/** Included in the person's plan or pass: billing's `liveClassIncluded` decides (issue 19). */
export interface IncludedBooking {
  way: 'included';
  user: User;
  classId: number;
  siteStudioId: number | null;
  /** Run in the class's lock when the person had booked the class already. */
  ifBooked?: (tx: Database) => Promise<void>;
}

/** Nothing to pay: a coupon (or a price of 0) makes the class free, so no card is involved. */
export interface FreeBooking {
  way: 'free';
  userId: number;
  row: LiveClassRow;
  amount: number;
  promo: string | null | undefined;
}

/** A succeeded card payment (the browser's confirmation or the gateway's event). */
export interface CardBooking {
  way: 'card';
  intent: PaymentIntent;
}

function freeBooking(price: LivePrice): Booking {
  return {
    paidWith: price.promo ? 'coupon' : 'free',
    amountCents: 0,
    promo: price.promo,
    paymentIntentId: null,
  };
}

function cardBooking(intent: PaymentIntent): Booking {
  return {
    paidWith: 'card',
    amountCents: intent.amount,
    promo: intent.metadata.promo || null,
    paymentIntentId: intent.id,
  };
}

/**
 * 404 for a class the person cannot see on this site, 402 when they must pay, 409 when it has
 * closed for booking. A class they booked already is answered as it is, after `ifBooked`.
 */
function bookIncluded(deps: Deps, b: IncludedBooking, now: Date): Promise<Booked> {
  const { user, classId, siteStudioId } = b;
  return inClass(deps, classId, now, async (tx, locked) => {
    const seat = await findSeat(tx, classId, user.id);
    if (seat?.state === 'booked') {
      await b.ifBooked?.(tx);
    } else {
      if (!seenBy(locked, siteStudioId, user.studioId)) throw notFound(scheduleTexts.classNotFound);
      if (!(await liveClassIncluded(tx, user, classFacts(locked), siteStudioId, now)))
        throw paymentRequired(scheduleTexts.bookFirst);
      refuseClosed(locked, now);
    }
    return bookLockedClass(tx, locked, user.id, INCLUDED_BOOKING, now);
  });
}

/** The coupon is spent with the booking, in the class's lock. */
async function bookFree(deps: Deps, b: FreeBooking, now: Date): Promise<Booked> {
  const { db } = deps;
  const { userId, row } = b;
  // Asked again (a double click, a retry): the booking made the first time, coupon spent once.
  const repeat = async () => {
    const mine = await findSeat(db, row.id, userId);
    if (mine?.state !== 'booked' || (mine.paid_with !== 'coupon' && mine.paid_with !== 'free'))
      return undefined;
    const again = freeBooking({ amountCents: 0, promo: mine.promo, couponId: null });
    return inClass(deps, row.id, now, (tx, locked) =>
      bookLockedClass(tx, locked, userId, again, now),
    );
  };
  const repeated = await repeat();
  if (repeated) return repeated;
  let price: LivePrice;
  try {
    price = await livePrice(db, { priceCents: row.price_cents, promo: b.promo, userId, now });
  } catch (err) {
    // The same booking, sent twice at once, spent the code a moment ago: answer as its repeat.
    const raced = err instanceof CouponAlreadyUsedError ? await repeat() : undefined;
    if (raced) return raced;
    throw err;
  }
  if (price.amountCents !== 0) throw paymentRequired(scheduleTexts.notFree);
  if (b.amount !== 0) throw badRequest(scheduleTexts.wrongAmount);
  return inClass(deps, row.id, now, async (tx, locked) => {
    const seat = await findSeat(tx, row.id, userId);
    if (seat?.state !== 'booked') {
      if (!seat) refuseClosed(locked, now);
      await redeemLiveCoupon(tx, price, { userId, liveClassId: row.id, now });
    }
    return bookLockedClass(tx, locked, userId, freeBooking(price), now);
  });
}

/** A card payment's coupon is spent with its booking; a coupon used up meanwhile does not undo a payment. */
async function redeemQuietly(
  tx: Database,
  intent: PaymentIntent,
  userId: number,
  classId: number,
  now: Date,
): Promise<void> {
  const couponId = intent.metadata.couponId ? Number(intent.metadata.couponId) : null;
  if (couponId === null) return;
  const price: LivePrice = {
    amountCents: intent.amount,
    promo: intent.metadata.promo || null,
    couponId,
  };
  await inSavepoint(tx, 'live_coupon', () =>
    redeemLiveCoupon(tx, price, { userId, liveClassId: classId, now }),
  );
}

type Settled = { kind: 'booked'; booked: Booked } | { kind: 'refund' };

/**
 * The settle step of a card purchase, in the class's lock: the payment's seat becomes a booking,
 * or, when it cannot (booked already, booking closed, or full), its refund is claimed with the
 * job that pays it.
 */
async function settleInClass(
  deps: Deps,
  tx: Database,
  locked: LockedClass,
  intent: PaymentIntent,
  now: Date,
): Promise<Settled> {
  const userId = Number(intent.metadata.userId);
  const classId = locked.id;
  const paid = await findSeatByIntent(tx, intent.id);
  if (paid?.state === 'booked')
    return {
      kind: 'booked',
      booked: await bookLockedClass(tx, locked, userId, cardBooking(intent), now),
    };
  const seat = await findSeat(tx, classId, userId);
  let reason: RefundReason | null = null;
  if (seat?.state === 'booked') reason = 'already';
  else if (!seat && bookingClosed(locked, now)) reason = 'started';
  else if (!seat && locked.seats_taken >= locked.capacity) reason = 'full';
  if (reason) {
    const refund = {
      paymentIntentId: intent.id,
      userId,
      liveClassId: classId,
      amountCents: intent.amount,
    };
    await claimRefundPaidByJob(deps, tx, { ...refund, reason, now });
    return { kind: 'refund' };
  }
  const booked = await bookLockedClass(tx, locked, userId, cardBooking(intent), now);
  await redeemQuietly(tx, intent, userId, classId, now);
  if (booked.fresh) {
    const item = { liveClassId: classId };
    await recordPurchaseEvent(
      tx,
      { userId, product: 'liveclass', amountCents: intent.amount, item },
      now,
    );
  }
  return { kind: 'booked', booked };
}

/**
 * A payment's refund claim, paid already or asked for once now (with the claim's key, so never
 * twice at the gateway); if the gateway fails, the claim's job pays it.
 */
async function refunded(deps: Deps, claim: RefundRow): Promise<Finished> {
  const { payment_intent_id: paymentIntentId, reason } = claim;
  const paid = claim.refund_id !== null || (await refundNow(deps, { paymentIntentId, reason }));
  return { kind: 'refunded', reason, paid };
}

/**
 * Turns a succeeded card payment into the booking it paid for, once, whether the browser's
 * confirmation or the gateway's event arrives first; refunds it when it cannot be.
 */
async function bookPaid(deps: Deps, { intent }: CardBooking, now: Date): Promise<Finished> {
  const earlier = await findRefund(deps.db, intent.id);
  if (earlier) return refunded(deps, earlier);
  const classId = Number(intent.metadata.liveClassId);
  const outcome = await inClass(deps, classId, now, (tx, locked) =>
    settleInClass(deps, tx, locked, intent, now),
  );
  if (outcome.kind === 'booked') return outcome;
  return refunded(deps, (await findRefund(deps.db, intent.id))!);
}

/**
 * Booking a live class: the one entry point, whichever route reaches it (the confirmation of a
 * payment or of a free or included class, the gateway's event, the workouts' "add a live class",
 * with a class pack's credit or without).
 * Every way books in the class's lock, with its expired holds ended first, through the one seat
 * move (book-locked-class.ts `bookLockedClass`), and mails the booking once when it is new.
 */
export async function bookLiveClass(
  deps: Deps,
  b: IncludedBooking | FreeBooking | PackBooking,
  onMailError: (err: unknown) => void,
): Promise<Booked>;
export async function bookLiveClass(
  deps: Deps,
  b: CardBooking,
  onMailError: (err: unknown) => void,
): Promise<Finished>;
export async function bookLiveClass(
  deps: Deps,
  b: IncludedBooking | FreeBooking | PackBooking | CardBooking,
  onMailError: (err: unknown) => void,
): Promise<Booked | Finished> {
  const now = deps.clock.now();
  if (b.way === 'card') {
    const finished = await bookPaid(deps, b, now);
    if (finished.kind === 'booked' && finished.booked.fresh)
      await sendBookingMail(deps, finished.booked.seat, onMailError);
    return finished;
  }
  const booked =
    b.way === 'included'
      ? await bookIncluded(deps, b, now)
      : b.way === 'pack'
        ? await bookWithPack(deps, b, now)
        : await bookFree(deps, b, now);
  if (booked.fresh) await sendBookingMail(deps, booked.seat, onMailError);
  return booked;
}
