import { scheduleTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, paymentRequired } from '../../platform/errors.ts';
import { sendBookingMail } from './booking-mail.ts';
import { livePrice, redeemLiveCoupon, type LivePrice } from './pricing.ts';
import { bookLockedClass, lockClassOrFail, refuseStarted, type Booked } from './seats.ts';
import { type LiveClassRow } from './store.ts';
import { findSeat } from './seat-store.ts';

function freeBooking(price: LivePrice) {
  return {
    paidWith: price.promo ? ('coupon' as const) : ('free' as const),
    amountCents: 0,
    promo: price.promo,
    paymentIntentId: null,
  };
}

/**
 * The free path: a coupon (or a price of 0) leaves nothing to pay, so no card is involved; the
 * coupon is spent with the booking, in the class's lock.
 */
export async function bookFree(
  deps: Deps,
  p: { userId: number; row: LiveClassRow; amount: number; promo: string | null | undefined },
  onMailError: (err: unknown) => void,
): Promise<Booked> {
  const { db, clock } = deps;
  const { userId, row } = p;
  const now = clock.now();
  // Asked again (a double click, a retry): the booking made the first time, coupon spent once.
  const mine = await findSeat(db, row.id, userId);
  if (mine?.state === 'booked' && (mine.paid_with === 'coupon' || mine.paid_with === 'free')) {
    const again = freeBooking({ amountCents: 0, promo: mine.promo, couponId: null });
    return db
      .transaction()
      .execute(async (tx) =>
        bookLockedClass(tx, await lockClassOrFail(tx, row.id, now), userId, again, now),
      );
  }
  const price = await livePrice(db, { priceCents: row.price_cents, promo: p.promo, userId, now });
  if (price.amountCents !== 0) throw paymentRequired(scheduleTexts.notFree);
  if (p.amount !== 0) throw badRequest(scheduleTexts.wrongAmount);
  const booked = await db.transaction().execute(async (tx) => {
    const locked = await lockClassOrFail(tx, row.id, now);
    const seat = await findSeat(tx, row.id, userId);
    if (seat?.state !== 'booked') {
      if (!seat) refuseStarted(locked, now);
      await redeemLiveCoupon(tx, price, { userId, liveClassId: row.id, now });
    }
    return bookLockedClass(tx, locked, userId, freeBooking(price), now);
  });
  if (booked.fresh) await sendBookingMail(deps, booked.seat, onMailError);
  return booked;
}
